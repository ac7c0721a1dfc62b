import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ModeSwitch, type AuthMode } from '@/screens/auth/AuthForm';
import { authFrame } from './authFrame';
import { textOf } from '../../../support/text';

/** Holds the mode as the screens do, so the switch can be played with. */
function StatefulModeSwitch(props: ComponentProps<typeof ModeSwitch>) {
  const [mode, setMode] = useState<AuthMode>(props.mode);
  return (
    <ModeSwitch
      {...props}
      mode={mode}
      onChange={(next) => {
        setMode(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * 商城账号 | 结算账户 at the top of login, register and reset password: which service the form
 * talks to. The settlement side says what that account is for. Disabled while a call runs.
 */
const meta = {
  title: 'Screens/Auth/Parts/ModeSwitch',
  component: ModeSwitch,
  tags: ['autodocs'],
  decorators: [authFrame],
  args: { mode: 'member', disabled: false, onChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['member', 'settlement'] },
    disabled: { control: 'boolean' },
  },
  render: (args) => <StatefulModeSwitch key={args.mode} {...args} />,
} satisfies Meta<typeof ModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MallAccount: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const group = canvas.getByRole('group', { name: t('auth.mode.label') });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.mode.member') })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText(t('auth.mode.settlementHint'))).toBeNull();
    // tapping the chosen side changes nothing
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.member') }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Switching to the settlement account explains it. */
export const SwitchToSettlement: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
    await expect(args.onChange).toHaveBeenCalledWith('settlement');
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(t('auth.mode.settlementHint'))).toBeVisible();
  },
};

/** While the form is submitting. */
export const Disabled: Story = {
  args: { mode: 'settlement', disabled: true },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByRole('button', { name: t('auth.mode.member') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toBeDisabled();
  },
};
