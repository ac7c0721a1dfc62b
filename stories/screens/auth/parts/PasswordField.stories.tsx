import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '@/screens/auth/AuthForm';
import { PASSWORD_MAX_LENGTH, validatePassword } from '@/screens/auth/validation';
import { FieldInForm, forcedMessage, partFrame } from './authFrame';
import { fieldPlays } from './fieldPlays';

type PasswordFieldProps = ComponentProps<typeof PasswordField>;

/** Held as a screen holds it; leaving the field with something typed shows the password rule's message. */
function PasswordFieldInForm({ value, error, onChange, onBlur = () => undefined, ...props }: PasswordFieldProps) {
  return (
    <FieldInForm value={value} error={error} onChange={onChange} onBlur={onBlur} rule={validatePassword} withNext={false}>
      {(field) => <PasswordField {...props} {...field} />}
    </FieldInForm>
  );
}

const password = fieldPlays<PasswordFieldProps>((_t, args) => args.label);

/**
 * A password row with a show / hide toggle at its end (an eye button with its own name and
 * aria-pressed). Hidden by default; the toggle never submits the form. Used for 密码, 设置密码,
 * 新密码 and 确认密码.
 */
const meta = {
  title: 'Screens/Auth/Parts/PasswordField',
  component: PasswordField,
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
    error: forcedMessage(['passwordRequired', 'passwordLength', 'passwordWeak', 'passwordSpace', 'confirmMismatch']),
  },
  ...partFrame(PasswordFieldInForm, ['value', 'error']),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { value: 'Tea2026new' },
  play: password.steps(async ({ canvas, t, field }) => {
    await expect(field()).toHaveAttribute('type', 'password');
    await expect(field()).toHaveAttribute('maxlength', '20');
    await expect(canvas.getByRole('button', { name: t('auth.field.showPassword') })).toHaveAttribute('aria-pressed', 'false');
  }),
};

/** The eye shows the password as text and hides it again. */
export const ShowAndHide: Story = {
  args: { value: 'Tea2026new' },
  play: password.steps(async ({ canvas, t, field }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('auth.field.showPassword') }));
    await expect(field()).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: t('auth.field.hidePassword') })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.field.hidePassword') }));
    await expect(field()).toHaveAttribute('type', 'password');
    // shown for the picture
    await userEvent.click(canvas.getByRole('button', { name: t('auth.field.showPassword') }));
    await expect(field()).toHaveValue('Tea2026new');
  }),
};

/** Letters only: 密码须同时包含字母和数字 once the user leaves the field. */
export const LettersOnly: Story = password.typed('longjing', 'longjing', 'auth.validation.passwordWeak');

/** The confirm row, told that the two passwords differ. */
export const ConfirmMismatch: Story = {
  args: { id: 'confirm', label: '确认密码', value: 'Tea2026', placeholder: '请再次输入密码', error: 'confirmMismatch' },
  play: password.steps(async ({ t, expectMessage }) => expectMessage(t('auth.validation.confirmMismatch'))),
};
