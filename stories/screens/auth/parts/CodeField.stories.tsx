import type { Meta, StoryObj } from '@storybook/react-vite';
import MockDate from 'mockdate';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CodeField, MobileField } from '@/screens/auth/AuthForm';
import { useAuthForm, type Rules } from '@/screens/auth/useAuthForm';
import { sendCodeFor, useSendCode, type CodeState } from '@/screens/auth/useSendCode';
import { validateCode, validateMobile } from '@/screens/auth/validation';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import type { Canvas } from '../../../support/scenarios';
import { textOf, type StoryText } from '../../../support/text';
import { expectMessage, FieldInForm, forcedMessage, input, partFrame } from './authFrame';
import { fieldPlays, type FieldPlay } from './fieldPlays';

type CodeFieldProps = ComponentProps<typeof CodeField>;
type Values = { mobile: string; code: string };
const rules: Rules<Values> = {
  mobile: (values) => validateMobile(values.mobile),
  code: (values) => validateCode(values.code),
};

/** The send-code state before anything was sent (what useSendCode starts with). */
const idle: CodeState = { remaining: 0, sending: false, everSent: false, sentTo: null };
const sentTo = { mobile: '137****5678', minutes: 5 };

/** The code row as register and reset password wire it, with the send-code state from the controls (`code`). */
function CodeFieldInForm({ code, onSend, ...binding }: CodeFieldProps) {
  return (
    <FieldInForm {...binding} rule={validateCode}>
      {(field) => <CodeField {...field} code={code} onSend={onSend} />}
    </FieldInForm>
  );
}

/**
 * The mobile and code rows with the real useSendCode on the mock backend (buyer service,
 * sendMessage type register), sending the way RegisterScreen does: check the mobile first, then
 * send, then move the focus to the code.
 */
function LiveCodeForm({ onSend }: Pick<CodeFieldProps, 'onSend'>) {
  const form = useAuthForm<Values>({ mobile: '', code: '' }, rules);
  const code = useSendCode('member', 'register');
  const send = async () => {
    onSend();
    await sendCodeFor(form, code);
  };
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <MobileField
        id={form.idOf('mobile')}
        value={form.values.mobile}
        autoComplete="tel"
        error={form.errors.mobile}
        onChange={(next) => form.setValue('mobile', next)}
        onBlur={() => form.blur('mobile')}
      />
      <CodeField
        id={form.idOf('code')}
        value={form.values.code}
        error={form.errors.code}
        code={code}
        onSend={() => void send()}
        onChange={(next) => form.setValue('code', next)}
        onBlur={() => form.blur('code')}
      />
    </form>
  );
}

/**
 * The SMS code row of register and reset password: label 验证码, numeric keyboard, at most 6
 * digits, and the send button at its end. The button reads 获取验证码, then 发送中…, then
 * 重新发送(60s) counting down the server's resend wait, then 重新发送; while it is busy or counting
 * it stays focusable but does nothing (aria-disabled). After sending, a quiet line says where the
 * code went and how long it is valid; a message (请输入验证码 / 验证码为 6 位数字) takes its place.
 */
const meta = {
  title: 'Screens/Auth/Parts/CodeField',
  component: CodeField,
  args: { id: 'code', value: '', code: idle, onChange: fn(), onBlur: fn(), onSend: fn() },
  argTypes: {
    id: { control: false, description: 'DOM id of the input; the form (useAuthForm) sets it' },
    value: { control: 'text', description: 'the starting value (digits only)' },
    code: {
      control: 'object',
      description:
        'useSendCode state: `remaining` seconds of the countdown, `sending`, `everSent` (the button then says 重新发送), `sentTo` (masked mobile and minutes valid)',
    },
    error: forcedMessage(['codeRequired', 'codeInvalid']),
  },
  ...partFrame(CodeFieldInForm, ['value', 'error']),
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendButton = (canvas: Canvas) => canvas.getByTestId('send-code');
const code = fieldPlays<CodeFieldProps>((t) => t('auth.field.code'));
const sentLine = (t: StoryText) => t('auth.code.sent', sentTo);

/**
 * The send button in one state of `args.code`: what it says, whether a tap sends (once) or does
 * nothing, and, once a code went out, the line under the field that says where.
 */
function buttonIn(state: Partial<CodeState>, says: (t: StoryText) => string | RegExp, sends: boolean, also?: (story: FieldPlay<CodeFieldProps>) => Promise<void>): Story {
  return {
    args: { code: { ...idle, ...state } },
    play: code.steps(async (story) => {
      const { canvas, args, t, field } = story;
      await also?.(story);
      await expect(sendButton(canvas)).toHaveTextContent(says(t));
      await expect(sendButton(canvas)).toHaveAttribute('aria-disabled', String(!sends));
      if (state.sentTo) {
        await expect(canvas.getByText(sentLine(t))).toBeVisible();
        await expect(field()).toHaveAccessibleDescription(sentLine(t));
      }
      await userEvent.click(sendButton(canvas));
      await expect(args.onSend).toHaveBeenCalledTimes(sends ? 1 : 0);
    }),
  };
}

/** Nothing sent yet: 获取验证码, and the field's input hints. */
export const NotSentYet: Story = buttonIn(
  {},
  (t) => t('auth.code.send'),
  true,
  async ({ t, field }) => {
    await expect(field()).toHaveAttribute('placeholder', t('auth.field.codePlaceholder'));
    await expect(field()).toHaveAttribute('inputmode', 'numeric');
    // no maxlength: the browser would cut a pasted '246 810' before the field cleans it
    await expect(field()).not.toHaveAttribute('maxlength');
    await expect(field()).toHaveAttribute('autocomplete', 'one-time-code');
  },
);

/** The request is on its way: 发送中…, and further taps do nothing. */
export const Sending: Story = buttonIn({ sending: true }, (t) => t('auth.code.sending'), false);

/** Sent: the countdown and where the code went; the button cannot be tapped until it ends. */
export const CountingDown: Story = buttonIn({ remaining: 45, everSent: true, sentTo }, (t) => t('auth.code.resendIn', { seconds: 45 }), false);

/** The wait is over: 重新发送 can be tapped again. */
export const ResendReady: Story = buttonIn({ everSent: true, sentTo }, (t) => new RegExp(`^${t('auth.code.resend')}$`), true);

/** Letters and spaces are dropped, at most 6 digits; four digits get the message on leaving, which replaces the sent line. */
export const SixDigits: Story = {
  args: { code: { ...idle, remaining: 52, everSent: true, sentTo } },
  play: code.steps(async ({ canvas, args, t, field, expectMessage }) => {
    await userEvent.type(field(), '24 68a');
    await expect(field()).toHaveValue('2468');
    await expect(args.onChange).toHaveBeenLastCalledWith('2468');
    await userEvent.tab();
    await expectMessage(t('auth.validation.codeInvalid'));
    await expect(canvas.queryByText(sentLine(t))).toBeNull();
    await userEvent.type(field(), '10999');
    await expect(field()).toHaveValue('246810');
    await expectMessage(null);
    await expect(canvas.getByText(sentLine(t))).toBeVisible();
    // leave it four digits long for the picture of the message
    await userEvent.type(field(), '{Backspace}{Backspace}');
    await userEvent.tab();
    await expectMessage(t('auth.validation.codeInvalid'));
  }),
};

export const RequiredOnSubmit: Story = code.requiredOnSubmit('auth.validation.codeRequired');

/**
 * The real flow on the mock backend: a wrong mobile is refused before anything is sent; then the
 * code is sent, the countdown starts at 60 s and follows the clock, and ends on 重新发送.
 */
export const SendCountDownResend: Story = {
  render: (args) => <LiveCodeForm onSend={args.onSend} />,
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const mobile = input(canvas, t('auth.field.mobile'));
    await userEvent.type(mobile, '1371234');
    await userEvent.click(sendButton(canvas));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expectMessage(canvas, t('auth.field.mobile'), t('auth.validation.mobileInvalid'));
    await expect(sendButton(canvas)).toHaveTextContent(t('auth.code.send'));

    await userEvent.type(mobile, '5678');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(sendButton(canvas)).toHaveTextContent(t('auth.code.resendIn', { seconds: 60 })));
    await expect(sendButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(t('auth.code.sent', { mobile: '137****5678', minutes: 5 }))).toBeVisible();
    await expect(input(canvas, t('auth.field.code'))).toHaveFocus();

    // the countdown reads the clock, so moving the stories' frozen clock moves it
    MockDate.set(Date.now() + 1000);
    await waitFor(() => expect(sendButton(canvas)).toHaveTextContent(t('auth.code.resendIn', { seconds: 59 })));
    MockDate.set(Date.now() + 59_000);
    await waitFor(() => expect(sendButton(canvas)).toHaveTextContent(new RegExp(`^${t('auth.code.resend')}$`)));
    await expect(sendButton(canvas)).toHaveAttribute('aria-disabled', 'false');
    await userEvent.type(input(canvas, t('auth.field.code')), MOCK_SMS_CODE);
    await expectMessage(canvas, t('auth.field.code'), null);
  },
};

/** en-US: the countdown and the sent line. */
export const English: Story = {
  globals: { locale: 'en-US' },
  ...buttonIn({ remaining: 38, everSent: true, sentTo }, (t) => t('auth.code.resendIn', { seconds: 38 }), false),
};

/** A pasted code with spaces or full-width digits keeps its six digits. */
export const PastedCodeIsNormalised: Story = code.pasted([' ２４６ ８１０ '], '246810');
