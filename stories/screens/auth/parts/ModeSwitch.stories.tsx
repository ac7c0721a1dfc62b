import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ModeSwitch } from '@/screens/auth/AuthForm';
import { partFrame, useHeld } from './authFrame';
import { storyMaker } from '../../../support/storyMaker';

/** Holds the mode as the screens do, so the switch can be played with. */
function HeldModeSwitch(props: ComponentProps<typeof ModeSwitch>) {
  const [mode, setMode] = useHeld(props.mode, props.onChange);
  return <ModeSwitch {...props} mode={mode} onChange={setMode} />;
}

/**
 * 商城账号 | 结算账户 at the top of login, register and reset password: which service the form
 * talks to. The settlement side says what that account is for. Disabled while a call runs.
 */
const meta = {
  title: 'Screens/Auth/Parts/ModeSwitch',
  component: ModeSwitch,
  args: { mode: 'member', disabled: false, onChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['member', 'settlement'] },
    disabled: { control: 'boolean' },
  },
  ...partFrame(HeldModeSwitch, ['mode']),
} satisfies Meta<typeof ModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const MallAccount: Story = story(async ({ canvas, args, t }) => {
  const group = canvas.getByRole('group', { name: t('auth.mode.label') });
  await expect(group).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('auth.mode.member') })).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas.queryByText(t('auth.mode.settlementHint'))).toBeNull();
  // tapping the chosen side changes nothing
  await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.member') }));
  await expect(args.onChange).not.toHaveBeenCalled();
});

/** Switching to the settlement account explains it. */
export const SwitchToSettlement: Story = story(async ({ canvas, args, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
  await expect(args.onChange).toHaveBeenCalledWith('settlement');
  await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas.getByText(t('auth.mode.settlementHint'))).toBeVisible();
});

/** While the form is submitting. */
export const Disabled: Story = story({ args: { mode: 'settlement', disabled: true } }, async ({ canvas, t }) => {
  await expect(canvas.getByRole('button', { name: t('auth.mode.member') })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toBeDisabled();
});
