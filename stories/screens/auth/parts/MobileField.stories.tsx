import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileField } from '@/screens/auth/AuthForm';
import { validateMobile } from '@/screens/auth/validation';
import { FieldInForm, forcedMessage, partFrame } from './authFrame';
import { fieldPlays } from './fieldPlays';

type MobileFieldProps = ComponentProps<typeof MobileField>;

/**
 * The field wired the way login, register and reset password wire it: the message once the user
 * has left the field (with something typed) or submitted, gone as soon as the number is right.
 * An `error` set in the controls is shown as is.
 */
function MobileFieldInForm({ autoComplete, ...binding }: MobileFieldProps) {
  return (
    <FieldInForm {...binding} rule={validateMobile}>
      {(field) => <MobileField {...field} autoComplete={autoComplete} />}
    </FieldInForm>
  );
}

const mobile = fieldPlays<MobileFieldProps>((t) => t('auth.field.mobile'));

/**
 * The mobile row of every auth form: label 手机号, numeric keyboard, at most 11 digits. Anything
 * that is not a digit is dropped as it is typed (pasted spaces and dashes too); the message
 * (请输入手机号 / 手机号应为以 1 开头的 11 位数字) appears under the field once the user leaves it
 * or submits, and is tied to the input for screen readers.
 */
const meta = {
  title: 'Screens/Auth/Parts/MobileField',
  component: MobileField,
  args: { id: 'mobile', value: '', autoComplete: 'username', onChange: fn(), onBlur: fn() },
  argTypes: {
    id: { control: false, description: 'DOM id of the input; the form (useAuthForm) sets it' },
    value: { control: 'text', description: 'the starting value (digits only)' },
    autoComplete: { control: 'inline-radio', options: ['username', 'tel'], description: 'username on login / reset, tel on register' },
    error: forcedMessage(['mobileRequired', 'mobileInvalid'], 'forces a message; without it the form shows the live one'),
  },
  ...partFrame(MobileFieldInForm, ['value', 'error']),
} satisfies Meta<typeof MobileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: mobile.steps(async ({ t, field }) => {
    await expect(field()).toHaveAttribute('placeholder', t('auth.field.mobilePlaceholder'));
    await expect(field()).toHaveAttribute('type', 'tel');
    await expect(field()).toHaveAttribute('inputmode', 'numeric');
    // no maxlength: the browser would cut a pasted '138 0013 8000' before the field cleans it
    await expect(field()).not.toHaveAttribute('maxlength');
    await expect(field()).toHaveAttribute('autocomplete', 'username');
    await expect(field()).not.toHaveAttribute('aria-invalid');
  }),
};

/** Spaces, dashes and letters are dropped. */
export const KeepsDigitsOnly: Story = mobile.typed('138 0013-8000', '13800138000', null);

/** A twelfth digit is not cut off: it stays on screen and the rule says the number is wrong. */
export const TwelfthDigitKeptAndRefused: Story = mobile.typed('138 0013-8000 9', '138001380009', 'auth.validation.mobileInvalid');

/** Submitting with nothing typed: the message, and the focus on the field. */
export const RequiredOnSubmit: Story = mobile.requiredOnSubmit('auth.validation.mobileRequired');

/** Ten digits: nothing is said while typing, the message comes on leaving, and goes with the eleventh digit. */
export const TenDigitsOnLeaving: Story = {
  play: mobile.steps(async ({ args, t, field, expectMessage }) => {
    await userEvent.type(field(), '1380013800');
    await expectMessage(null);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expectMessage(t('auth.validation.mobileInvalid'));
    await userEvent.type(field(), '0');
    await expectMessage(null);
    // type the wrong first digit again and leave: the message stays up for the screenshot
    await userEvent.clear(field());
    await userEvent.type(field(), '23800138000');
    await userEvent.tab();
    await expectMessage(t('auth.validation.mobileInvalid'));
  }),
};

/** Filled in (the login screen fills it from the register or reset screen): no message. */
export const Filled: Story = {
  args: { value: '13800138000' },
  play: mobile.steps(async ({ field, expectMessage, submit }) => {
    await expect(field()).toHaveValue('13800138000');
    await submit();
    await expectMessage(null);
  }),
};

/** The register form: autocomplete tel, with a forced message from the controls. */
export const RegisterWithMessage: Story = {
  args: { value: '1380013', autoComplete: 'tel', error: 'mobileInvalid' },
  play: mobile.steps(async ({ t, field, expectMessage }) => {
    await expect(field()).toHaveAttribute('autocomplete', 'tel');
    await expectMessage(t('auth.validation.mobileInvalid'));
  }),
};

/** en-US: the short number's message (the placeholder is checked by Empty in both locales). */
export const English: Story = {
  globals: { locale: 'en-US' },
  ...mobile.typed('1380', '1380', 'auth.validation.mobileInvalid'),
};

/**
 * A pasted number is normalised before it is limited: spaces, dashes, a +86 country code and
 * full-width digits all give the 11 digits (they used to lose digits to the 11-character limit).
 */
export const PastedNumberIsNormalised: Story = mobile.pasted(['+86 138 0013 8000', ' 13800138000', '１３８００１３８０００'], '13800138000');
