import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import RegisterScreen from '@/screens/auth/RegisterScreen';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectNoToast, expectRoute, expectToast } from '../../support/assertions';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import {
  advanceClock,
  authForm,
  authPlay,
  expectInlineNetworkError,
  GUEST_OUTCOMES,
  NEW_MOBILE,
  SMS_CODE,
  submitStories,
  toldOnce,
  type AuthAct,
} from './authSteps';

/**
 * /register (kept alive): mobile, SMS code with a 60 s resend countdown, password twice, optional
 * invite code, agreement; then logged in at once. The settlement variant registers on the
 * settlement service (RSA body) and goes to its login.
 */
const fillAndSubmit: AuthAct = async (form, t) => {
  await form.fillCodeForm({ mobile: NEW_MOBILE, passwordLabel: 'setPassword' });
  await form.submit(t('auth.register.submit'));
};

const screen = screenStories({
  component: RegisterScreen,
  route: '/register',
  session: 'guest',
  docs: {
    summary:
      'Create a mall account: mobile, SMS code with a 60 s resend countdown, password twice, optional invite code, agreement; the user is logged in at once. The settlement variant registers on the settlement service and goes to its login.',
    calls: [catalogue.register, catalogue.sendMessage, catalogue.login, catalogue.userRegister, catalogue.settlementSendMessage],
  },
  variants: {
    /** The narrowest supported webview: the code row still fits. */
    Narrow320: async (canvas, t) => {
      await authForm(canvas, t).requestCode(NEW_MOBILE);
      const row = canvas.getByTestId('send-code').parentElement;
      await expect(row?.scrollWidth).toBeLessThanOrEqual(row?.clientWidth ?? 0);
    },
  },
});

const meta = { title: 'Screens/Auth/Register', ...screen.meta } satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registering a new mobile: code requested and typed, password twice, agreement ticked; then on to /mine. */
const register = submitStories({
  name: 'Register',
  call: catalogue.register,
  route: '/register',
  form: 'register',
  fill: (form) => form.fillCodeForm({ mobile: NEW_MOBILE, passwordLabel: 'setPassword' }),
  kept: { mobile: NEW_MOBILE, code: SMS_CODE, setPassword: 'Tea2026new' },
  leavesTo: '/mine',
  expectDone: async () => {
    await expect(window.localStorage.getItem('sid')).toContain('sid-');
  },
  businessMessage: '邀请码无效，请核对后重新输入',
});
export const RegisterSuccess: Story = register.RegisterSuccess;
export const RegisterBusy: Story = register.RegisterBusy;
export const RegisterBusinessError: Story = register.RegisterBusinessError;
export const RegisterNetworkError: Story = register.RegisterNetworkError;

/**
 * The code button (sendMessage, type register): the user types a mobile and taps 获取验证码. Reset
 * password sends the same call; its CodeCountdown story shows it there. A guest's call, so the
 * guest outcomes only (authSteps.ts).
 */
const sendCode = actionStories({
  name: 'SendCode',
  call: catalogue.sendMessage,
  route: '/register',
  only: GUEST_OUTCOMES,
  fill: async (canvas, t) => authForm(canvas, t).type('mobile', NEW_MOBILE),
  act: async (canvas, t) => authForm(canvas, t).tapSendCode(),
  // refused or unanswered: no countdown, the button can be tapped again
  expectKept: async (canvas, t) => {
    await expect(authForm(canvas, t).field('mobile')).toHaveValue(NEW_MOBILE);
    await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'false'));
    await expect(canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.send'));
  },
  expectBusy: async (canvas, t) => {
    const button = canvas.getByTestId('send-code');
    await waitFor(() => expect(button).toHaveTextContent(t('auth.code.sending')));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
  expectDone: async (canvas, t) => {
    const button = canvas.getByTestId('send-code');
    await waitFor(() => expect(button).toHaveTextContent(t('auth.code.resendIn', { seconds: 60 })));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(t('auth.code.sent', { mobile: '137****5678', minutes: 5 }))).toBeVisible();
    await expect(authForm(canvas, t).field('code')).toHaveFocus();
  },
  businessMessage: '验证码发送过于频繁，请 45 秒后再试',
  expectNetworkError: expectInlineNetworkError,
});
export const SendCodeSuccess: Story = sendCode.SendCodeSuccess;
export const SendCodeBusy: Story = sendCode.SendCodeBusy;
export const SendCodeBusinessError: Story = toldOnce(sendCode.SendCodeBusinessError);
export const SendCodeNetworkError: Story = sendCode.SendCodeNetworkError;

/**
 * The resend countdown: 重新发送(60s) right after the tap, one second later 59s, and after the
 * full minute 重新发送 again, which sends a new code. The story moves the frozen clock, so the
 * screenshot (a fresh 60 s countdown) is the same on every run.
 */
export const CodeCountdown: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    const button = () => context.canvas.getByTestId('send-code');
    const resendIn = (seconds: number) => t('auth.code.resendIn', { seconds });
    await form.requestCode(NEW_MOBILE);
    await expect(button()).toHaveAttribute('aria-disabled', 'true');
    advanceClock(1);
    await waitFor(() => expect(button()).toHaveTextContent(resendIn(59)));
    advanceClock(30);
    await waitFor(() => expect(button()).toHaveTextContent(resendIn(29)));
    advanceClock(29);
    await waitFor(() => expect(button().textContent).toBe(t('auth.code.resend')));
    await expect(button()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(resendIn(60)));
    await expect(button()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The code button checks the mobile first: nothing is sent for a bad number. */
export const SendCodeNeedsMobile: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await userEvent.click(canvas.getByTestId('send-code'));
    await form.expectFieldError('mobile', t('auth.validation.mobileRequired'));
    await form.type('mobile', '1371234');
    await userEvent.click(canvas.getByTestId('send-code'));
    await form.expectFieldError('mobile', t('auth.validation.mobileInvalid'));
    await expect(canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.send'));
    await expectNoToast();
  },
};

/** Every bad field at once: short code, weak password, different confirmation, malformed invite code, no tick. */
export const ValidationMessages: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.type('mobile', NEW_MOBILE);
    await form.type('code', '2468');
    await form.type('setPassword', 'teatime');
    await form.type('confirm', 'teatime1');
    await form.type('inviteCode', 'T3');
    await form.submit(t('auth.register.submit'));
    await form.expectFieldError('mobile', null);
    await form.expectFieldError('code', t('auth.validation.codeInvalid'));
    await form.expectFieldError('setPassword', t('auth.validation.passwordWeak'));
    await form.expectFieldError('confirm', t('auth.validation.confirmMismatch'));
    await form.expectFieldError('inviteCode', t('auth.validation.inviteCodeInvalid'));
    await expect(context.canvas.getByText(t('auth.validation.agreementRequired'))).toBeVisible();
    await expect(form.field('code')).toHaveFocus();
  },
};

/** Only the tick is missing: the message sits under the agreement and nothing is sent. */
export const AgreementNotTicked: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await form.fillCodeForm({ mobile: NEW_MOBILE, passwordLabel: 'setPassword', agree: false });
    await form.submit(t('auth.register.submit'));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(t('auth.validation.agreementRequired'));
    await expectLocation('/register');
    await form.tick();
    await expect(canvas.queryByText(t('auth.validation.agreementRequired'))).toBeNull();
  },
};

/** Kept alive: reading the agreement and coming back leaves everything typed (and the countdown) in place. */
export const KeepsFormAcrossAgreement: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await form.requestCode(NEW_MOBILE);
    await form.type('code', '246810');
    await form.type('setPassword', 'Tea2026new');
    await form.type('inviteCode', 'T38000');
    await userEvent.click(canvas.getByRole('link', { name: t('auth.agreement.user') }));
    await expectRoute('/agreement');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('route./agreement') })).toBeVisible();
    advanceClock(10);
    await userEvent.click(canvas.getByRole('button', { name: t('header.back') }));
    await expectRoute('/register');
    await expect(form.field('mobile')).toHaveValue(NEW_MOBILE);
    await expect(form.field('code')).toHaveValue('246810');
    await expect(form.field('setPassword')).toHaveValue('Tea2026new');
    await expect(form.field('inviteCode')).toHaveValue('T38000');
    await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.resendIn', { seconds: 50 })));
  },
};

/**
 * The share link's invite code is filled in. The form, so also shot in en-US and at 320, where the
 * code row and the agreement line tighten (at 414 the form only stretches).
 */
export const InviteCodeFromLink: Story = {
  parameters: { route: '/register?inviteCode=T38000', ...visualModes({ widths: [320] }) },
  play: async (context) => {
    const { form } = authPlay(context);
    await expect(form.field('inviteCode')).toHaveValue('T38000');
  },
};

/** Settlement account: the settlement code call and the RSA register call, then its login with the mobile filled in. */
export const SettlementRegister: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
    await expect(canvas.getByRole('heading', { name: t('auth.register.settlementHeading') })).toBeVisible();
    await expect(canvas.queryByLabelText(t('auth.field.inviteCode'), { selector: 'input' })).toBeNull();
    await fillAndSubmit(form, t);
    await expectToast(t('auth.register.settlementSuccess'));
    await expectRoute('/login');
    await expect(await form.findField('mobile')).toHaveValue(NEW_MOBILE);
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Narrow320: Story = screen.Narrow320;
