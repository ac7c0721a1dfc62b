import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileField } from '@/screens/auth/AuthForm';
import { useAuthForm, type Rules } from '@/screens/auth/useAuthForm';
import { validateMobile } from '@/screens/auth/validation';
import { authFrame, expectMessage, input, NextButton, nextLabelOf } from './authFrame';
import { textOf } from '../../../support/text';

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
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const field = input(canvas, t('auth.field.mobile'));
    await expect(field).toHaveAttribute('placeholder', t('auth.field.mobilePlaceholder'));
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    // no maxlength: the browser would cut a pasted '138 0013 8000' before the field cleans it
    await expect(field).not.toHaveAttribute('maxlength');
    await expect(field).toHaveAttribute('autocomplete', 'username');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Spaces, dashes and letters are dropped. */
export const KeepsDigitsOnly: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const field = input(canvas, t('auth.field.mobile'));
    await userEvent.type(field, '138 0013-8000');
    await expect(field).toHaveValue('13800138000');
    await expect(args.onChange).toHaveBeenLastCalledWith('13800138000');
    await userEvent.tab();
    await expectMessage(canvas, t('auth.field.mobile'), null);
  },
};

/** A twelfth digit is not cut off: it stays on screen and the rule says the number is wrong. */
export const TwelfthDigitKeptAndRefused: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const field = input(canvas, t('auth.field.mobile'));
    await userEvent.type(field, '138 0013-8000 9');
    await expect(field).toHaveValue('138001380009');
    await expect(args.onChange).toHaveBeenLastCalledWith('138001380009');
    await userEvent.tab();
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileInvalid'));
  },
};

/** Submitting with nothing typed: the message, and the focus on the field. */
export const RequiredOnSubmit: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: nextLabelOf(globals) }));
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileRequired'));
    await expect(input(canvas, t('auth.field.mobile'))).toHaveFocus();
    await expect(input(canvas, t('auth.field.mobile'))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Ten digits: nothing is said while typing, the message comes on leaving, and goes with the eleventh digit. */
export const TenDigitsOnLeaving: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const field = input(canvas, t('auth.field.mobile'));
    await userEvent.type(field, '1380013800');
    await expectMessage(canvas, t('auth.field.mobile'), null);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileInvalid'));
    await userEvent.type(field, '0');
    await expectMessage(canvas, t('auth.field.mobile'), null);
    // type the wrong first digit again and leave: the message stays up for the screenshot
    await userEvent.clear(field);
    await userEvent.type(field, '23800138000');
    await userEvent.tab();
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileInvalid'));
  },
};

/** Filled in (the login screen fills it from the register or reset screen): no message. */
export const Filled: Story = {
  args: { value: '13800138000' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(input(canvas, t('auth.field.mobile'))).toHaveValue('13800138000');
    await userEvent.click(canvas.getByRole('button', { name: nextLabelOf(globals) }));
    await expectMessage(canvas, t('auth.field.mobile'), null);
  },
};

/** The register form: autocomplete tel, with a forced message from the controls. */
export const RegisterWithMessage: Story = {
  args: { value: '1380013', autoComplete: 'tel', error: 'mobileInvalid' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(input(canvas, t('auth.field.mobile'))).toHaveAttribute('autocomplete', 'tel');
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileInvalid'));
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(input(canvas, t('auth.field.mobile'))).toHaveAttribute('placeholder', t('auth.field.mobilePlaceholder'));
    await userEvent.type(input(canvas, t('auth.field.mobile')), '1380');
    await userEvent.tab();
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileInvalid'));
  },
};

/**
 * A pasted number is normalised before it is limited: spaces, dashes, a +86 country code and
 * full-width digits all give the 11 digits (they used to lose digits to the 11-character limit).
 */
export const PastedNumberIsNormalised: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const field = input(canvas, t('auth.field.mobile'));
    for (const pasted of ['+86 138 0013 8000', ' 13800138000', '１３８００１３８０００']) {
      await userEvent.clear(field);
      await userEvent.click(field);
      await userEvent.paste(pasted);
      await expect(field).toHaveValue('13800138000');
    }
    await expect(args.onChange).toHaveBeenLastCalledWith('13800138000');
  },
};
