import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import RegisterScreen from '@/screens/auth/RegisterScreen';
import { scenario } from '@mocks/scenarios';
import { expectLocation, expectNoToast, expectRoute, expectToast } from '../../support/assertions';
import { heldCall, screenScenarios } from '../../support/scenarios';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import { containing } from '../../support/text';
import { advanceClock, afterSubmit, authForm, authPlay, BUYER_MOBILE, NEW_MOBILE, type AuthAct } from './authSteps';

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
    calls: [catalogue.sendMessage, catalogue.login, catalogue.userRegister, catalogue.settlementSendMessage],
  },
  scenarios: {
    call: catalogue.register,
    businessMessage: '邀请码无效，请核对后重新输入',
    businessToast: true,
    expectSuccess: async (canvas, t) => {
      await fillAndSubmit(authForm(canvas, t), t);
      await expectToast(t('auth.register.success'));
      await expectRoute('/mine');
      await expect(window.localStorage.getItem('sid')).toContain('sid-');
    },
  },
  // Success lands on /mine: InviteCodeFromLink, the form, is shot in en-US and at 320 instead
  widths: null,
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

export const Success: Story = screen.Success;
export const BusinessError: Story = afterSubmit(screen.BusinessError, fillAndSubmit);
export const SessionExpired: Story = afterSubmit(screen.SessionExpired, fillAndSubmit);
export const ForcedOffline: Story = afterSubmit(screen.ForcedOffline, fillAndSubmit);
export const ForcedOfflineGotIt: Story = afterSubmit(screen.ForcedOfflineGotIt, fillAndSubmit);

/** The code call (sendMessage) under the standard scenarios: the user types a mobile and taps 获取验证码. */
const codeScenarios = screenScenarios({
  call: catalogue.sendMessage,
  businessMessage: '验证码发送过于频繁，请 45 秒后再试',
  businessToast: true,
  expectSuccess: async (canvas, t) => {
    const form = authForm(canvas, t);
    await form.requestCode(NEW_MOBILE);
    await expect(canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(t('auth.code.sent', { mobile: '137****5678', minutes: 5 }))).toBeVisible();
    await expect(form.field('code')).toHaveFocus();
  },
});
const tapSend: AuthAct = async (form) => {
  await form.type('mobile', NEW_MOBILE);
  await form.tapSendCode();
};

export const SendCodeSuccess: Story = codeScenarios.Success;
const sendCodeRefused = afterSubmit(codeScenarios.BusinessError, tapSend);
export const SendCodeBusinessError: Story = {
  ...sendCodeRefused,
  play: async (context) => {
    await sendCodeRefused.play?.(context);
    const { t } = authPlay(context);
    // refused: no countdown, the button can be tapped again
    await expect(context.canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.send'));
    await expect(context.canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'false');
  },
};
export const SendCodeSessionExpired: Story = afterSubmit(codeScenarios.SessionExpired, tapSend);
export const SendCodeForcedOffline: Story = afterSubmit(codeScenarios.ForcedOffline, tapSend);
export const SendCodeForcedOfflineGotIt: Story = afterSubmit(codeScenarios.ForcedOfflineGotIt, tapSend);

export const SendCodeNetworkError: Story = {
  parameters: {
    msw: { handlers: { scenario: [scenario.networkError(catalogue.sendMessage)] } },
    allowConsoleErrors: ['net::ERR_FAILED'],
  },
  play: async (context) => {
    const { form, t } = authPlay(context);
    await tapSend(form, t);
    await expect(await context.canvas.findByTestId('form-alert')).toHaveTextContent(t('auth.error.network'));
    await expect(context.canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.send'));
    await expect(form.field('mobile')).toHaveValue(NEW_MOBILE);
  },
};

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

/** An already registered mobile: the service's message, toasted once. */
export const MobileAlreadyRegistered: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await form.type('mobile', BUYER_MOBILE);
    await userEvent.click(canvas.getByTestId('send-code'));
    await expectToast('该手机号已注册，请直接登录');
    await expect(canvas.queryByTestId('form-alert')).toBeNull();
    await expect(canvas.getByTestId('send-code')).toHaveTextContent(t('auth.code.send'));
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

/** Registering while the call is on its way: the button is busy and inert, the account type locked. */
export const Submitting: Story = {
  parameters: heldCall(catalogue.register),
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await fillAndSubmit(form, t);
    const busy = await canvas.findByRole('button', { name: containing(t('auth.register.submitting')) });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toBeDisabled();
  },
};

/** A code on its way: the send button says so and does nothing more until the answer. */
export const SendCodeSending: Story = {
  parameters: heldCall(catalogue.sendMessage),
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await form.type('mobile', NEW_MOBILE);
    await form.tapSendCode();
    const button = canvas.getByTestId('send-code');
    await waitFor(() => expect(button).toHaveTextContent(t('auth.code.sending')));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};
