import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '@/screens/auth/AuthForm';
import { PASSWORD_MAX_LENGTH, validatePassword } from '@/screens/auth/validation';
import { authFrame, expectMessage, input } from './authFrame';
import { textOf } from '../../../support/text';

type PasswordFieldProps = ComponentProps<typeof PasswordField>;

/** Holds the value as a screen does; leaving the field shows the password rule's message. */
function StatefulPasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  const [left, setLeft] = useState(false);
  const live = left && value ? (validatePassword(value) ?? undefined) : undefined;
  return (
    <PasswordField
      {...props}
      value={value}
      error={props.error ?? live}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onBlur={() => {
        setLeft(true);
        props.onBlur?.();
      }}
    />
  );
}

/**
 * A password row with a show / hide toggle at its end (an eye button with its own name and
 * aria-pressed). Hidden by default; the toggle never submits the form. Used for 密码, 设置密码,
 * 新密码 and 确认密码.
 */
const meta = {
  title: 'Screens/Auth/Parts/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  decorators: [authFrame],
  args: {
    id: 'password',
    label: '设置密码',
    value: '',
    placeholder: '6-20 位，含字母和数字',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    id: { control: false },
    label: { control: 'text' },
    value: { control: 'text' },
    placeholder: { control: 'text' },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    error: {
      control: 'select',
      options: [undefined, 'passwordRequired', 'passwordLength', 'passwordWeak', 'passwordSpace', 'confirmMismatch'],
      description: 'forces a message',
    },
  },
  render: (args) => <StatefulPasswordField key={`${args.value}-${args.error ?? ''}`} {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { value: 'Tea2026new' },
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    await expect(input(canvas, args.label)).toHaveAttribute('type', 'password');
    await expect(input(canvas, args.label)).toHaveAttribute('maxlength', '20');
    await expect(canvas.getByRole('button', { name: t('auth.field.showPassword') })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The eye shows the password as text and hides it again. */
export const ShowAndHide: Story = {
  args: { value: 'Tea2026new' },
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.field.showPassword') }));
    await expect(input(canvas, args.label)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: t('auth.field.hidePassword') })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.field.hidePassword') }));
    await expect(input(canvas, args.label)).toHaveAttribute('type', 'password');
    // shown for the picture
    await userEvent.click(canvas.getByRole('button', { name: t('auth.field.showPassword') }));
    await expect(input(canvas, args.label)).toHaveValue('Tea2026new');
  },
};

/** Letters only: 密码须同时包含字母和数字 once the user leaves the field. */
export const LettersOnly: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    await userEvent.type(input(canvas, args.label), 'longjing');
    await expect(args.onChange).toHaveBeenLastCalledWith('longjing');
    await userEvent.tab();
    await expectMessage(canvas, args.label, t('auth.validation.passwordWeak'));
  },
};

/** The confirm row, told that the two passwords differ. */
export const ConfirmMismatch: Story = {
  args: { id: 'confirm', label: '确认密码', value: 'Tea2026', placeholder: '请再次输入密码', error: 'confirmMismatch' },
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    await expectMessage(canvas, args.label, t('auth.validation.confirmMismatch'));
  },
};
