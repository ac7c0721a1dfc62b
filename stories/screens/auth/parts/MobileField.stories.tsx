import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileField } from '@/screens/auth/AuthForm';
import { useAuthForm, type Rules } from '@/screens/auth/useAuthForm';
import { validateMobile } from '@/screens/auth/validation';
import { authFrame, expectMessage, input, NextButton } from './authFrame';

type MobileFieldProps = ComponentProps<typeof MobileField>;
type Values = { mobile: string };
const rules: Rules<Values> = { mobile: (values) => validateMobile(values.mobile) };

/**
 * The field wired the way login, register and reset password wire it: the screens' useAuthForm
 * shows the message once the user has left the field (with something typed) or submitted, and
 * takes it away as soon as the number is right. An `error` set in the controls is shown as is.
 */
function MobileFieldInForm({ value, error, onChange, onBlur, autoComplete }: MobileFieldProps) {
  const form = useAuthForm<Values>({ mobile: value }, rules);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validateAll();
      }}
    >
      <MobileField
        id={form.idOf('mobile')}
        value={form.values.mobile}
        autoComplete={autoComplete}
        error={error ?? form.errors.mobile}
        onChange={(next) => {
          onChange(next);
          form.setValue('mobile', next);
        }}
        onBlur={() => {
          onBlur();
          form.blur('mobile');
        }}
      />
      <NextButton />
    </form>
  );
}

/**
 * The mobile row of every auth form: label 手机号, numeric keyboard, at most 11 digits. Anything
 * that is not a digit is dropped as it is typed (pasted spaces and dashes too); the message
 * (请输入手机号 / 手机号应为以 1 开头的 11 位数字) appears under the field once the user leaves it
 * or submits, and is tied to the input for screen readers.
 */
const meta = {
  title: 'Screens/Auth/Parts/MobileField',
  component: MobileField,
  tags: ['autodocs'],
  decorators: [authFrame],
  args: { id: 'mobile', value: '', autoComplete: 'username', onChange: fn(), onBlur: fn() },
  argTypes: {
    id: { control: false, description: 'DOM id of the input; the form (useAuthForm) sets it' },
    value: { control: 'text', description: 'the starting value (digits only)' },
    autoComplete: { control: 'inline-radio', options: ['username', 'tel'], description: 'username on login / reset, tel on register' },
    error: {
      control: 'select',
      options: [undefined, 'mobileRequired', 'mobileInvalid'],
      description: 'forces a message; without it the form shows the live one',
    },
  },
  render: (args) => <MobileFieldInForm key={`${args.value}-${args.error ?? ''}`} {...args} />,
} satisfies Meta<typeof MobileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = input(canvas, '手机号');
    await expect(field).toHaveAttribute('placeholder', '请输入 11 位手机号');
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('maxlength', '11');
    await expect(field).toHaveAttribute('autocomplete', 'username');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Spaces, dashes and letters are dropped; the twelfth digit is not taken. */
export const KeepsDigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const field = input(canvas, '手机号');
    await userEvent.type(field, '138 0013-8000 99');
    await expect(field).toHaveValue('13800138000');
    await expect(args.onChange).toHaveBeenLastCalledWith('13800138000');
    await userEvent.tab();
    await expectMessage(canvas, '手机号', null);
  },
};

/** Submitting with nothing typed: the message, and the focus on the field. */
export const RequiredOnSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expectMessage(canvas, '手机号', '请输入手机号');
    await expect(input(canvas, '手机号')).toHaveFocus();
    await expect(input(canvas, '手机号')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Ten digits: nothing is said while typing, the message comes on leaving, and goes with the eleventh digit. */
export const TenDigitsOnLeaving: Story = {
  play: async ({ canvas, args }) => {
    const field = input(canvas, '手机号');
    await userEvent.type(field, '1380013800');
    await expectMessage(canvas, '手机号', null);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expectMessage(canvas, '手机号', '手机号应为以 1 开头的 11 位数字');
    await userEvent.type(field, '0');
    await expectMessage(canvas, '手机号', null);
    // type the wrong first digit again and leave: the message stays up for the screenshot
    await userEvent.clear(field);
    await userEvent.type(field, '23800138000');
    await userEvent.tab();
    await expectMessage(canvas, '手机号', '手机号应为以 1 开头的 11 位数字');
  },
};

/** Filled in (the login screen fills it from the register or reset screen): no message. */
export const Filled: Story = {
  args: { value: '13800138000' },
  play: async ({ canvas }) => {
    await expect(input(canvas, '手机号')).toHaveValue('13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expectMessage(canvas, '手机号', null);
  },
};

/** The register form: autocomplete tel, with a forced message from the controls. */
export const RegisterWithMessage: Story = {
  args: { value: '1380013', autoComplete: 'tel', error: 'mobileInvalid' },
  play: async ({ canvas }) => {
    await expect(input(canvas, '手机号')).toHaveAttribute('autocomplete', 'tel');
    await expectMessage(canvas, '手机号', '手机号应为以 1 开头的 11 位数字');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(input(canvas, 'Mobile')).toHaveAttribute('placeholder', '11-digit mobile number');
    await userEvent.type(input(canvas, 'Mobile'), '1380');
    await userEvent.tab();
    await expectMessage(canvas, 'Mobile', 'A mobile number has 11 digits and starts with 1');
  },
};
