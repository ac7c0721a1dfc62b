import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import PasswordScreen from '@/screens/auth/PasswordScreen';
import { scenario } from '@mocks/scenarios';
import { expectRoute, expectToast } from '../../support/assertions';
import { visualModes } from '../../support/modes';
import { heldCall } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing } from '../../support/text';
import { afterSubmit, authForm, authPlay, BUYER_MOBILE, type AuthAct } from './authSteps';

/**
 * /password: reset the password with an SMS code (buyer service resetPassword) or, for the
 * settlement account, the settlement service's retrievePassword (RSA body); then back to login.
 */
const NEW_PASSWORD = 'Maofeng2026';
const fillAndSubmit: AuthAct = async (form, t) => {
  await form.fillCodeForm({ mobile: BUYER_MOBILE, passwordLabel: 'newPassword', password: NEW_PASSWORD, agree: false });
  await form.submit(t('auth.password.submit'));
};

const screen = screenStories({
  component: PasswordScreen,
  route: '/password',
  session: 'guest',
  docs: {
    summary:
      "Reset a forgotten password with an SMS code (mall account) or, for the settlement account, the settlement service's retrieve-password call; then back to login.",
    calls: [catalogue.sendMessage, catalogue.retrievePassword, catalogue.settlementSendMessage],
  },
  scenarios: {
    call: catalogue.resetPassword,
    businessMessage: '验证码错误',
    businessToast: true,
    // reset: back on the login page, the mobile filled in
    expectSuccess: async (canvas, t) => {
      const form = authForm(canvas, t);
      await fillAndSubmit(form, t);
      await expectToast(t('auth.password.success'));
      await expectRoute('/login');
      await expect(await form.findField('mobile')).toHaveValue(BUYER_MOBILE);
    },
  },
  // Success lands on /login: CodeCountdown, the filled form, is shot in en-US and at 320 instead
  widths: null,
});

const meta = { title: 'Screens/Auth/Password', ...screen.meta } satisfies Meta<typeof PasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = afterSubmit(screen.BusinessError, fillAndSubmit);
export const SessionExpired: Story = afterSubmit(screen.SessionExpired, fillAndSubmit);
export const ForcedOffline: Story = afterSubmit(screen.ForcedOffline, fillAndSubmit);
export const ForcedOfflineGotIt: Story = afterSubmit(screen.ForcedOfflineGotIt, fillAndSubmit);

/** After the reset, the new password logs in (the flow goes on to /mine). */
export const NewPasswordLogsIn: Story = {
  parameters: { visual: { skip: true, reason: 'ends on /mine' } },
  play: async (context) => {
    await screen.Success.play?.(context);
    const { form, t } = authPlay(context);
    await form.fillLogin({ password: NEW_PASSWORD });
    await form.submit(t('auth.login.submit'));
    await expectRoute('/mine');
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { scenario: [scenario.networkError(catalogue.resetPassword)] } },
    allowConsoleErrors: ['net::ERR_FAILED'],
  },
  play: async (context) => {
    const { form, t } = authPlay(context);
    await fillAndSubmit(form, t);
    await expect(await context.canvas.findByTestId('form-alert')).toHaveTextContent(t('auth.error.network'));
    await expect(form.field('newPassword')).toHaveValue(NEW_PASSWORD);
    await expect(context.canvas.getByRole('button', { name: t('auth.password.submit') })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** Bad input everywhere: the messages under the fields, the first bad one focused. */
export const ValidationMessages: Story = {
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.type('newPassword', 'Tea 2026');
    await form.submit(t('auth.password.submit'));
    await form.expectFieldError('mobile', t('auth.validation.mobileRequired'));
    await form.expectFieldError('code', t('auth.validation.codeRequired'));
    await form.expectFieldError('newPassword', t('auth.validation.passwordSpace'));
    await form.expectFieldError('confirm', t('auth.validation.confirmRequired'));
    await expect(form.field('mobile')).toHaveFocus();
  },
};

/**
 * The code button counts down after sending (the clock is frozen: the screenshot shows 60 s). The
 * form, so also shot in en-US and at 320, where the code row tightens (at 414 it only stretches).
 */
export const CodeCountdown: Story = {
  parameters: visualModes({ widths: [320] }),
  play: async (context) => {
    const { form, t } = authPlay(context);
    await form.requestCode(BUYER_MOBILE);
    await expect(context.canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'true');
    await expect(context.canvas.getByText(t('auth.code.sent', { mobile: '138****8000', minutes: 5 }))).toBeVisible();
  },
};

/** An unknown mobile: the service's message, toasted once; no countdown. */
export const UnregisteredMobile: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form } = authPlay(context);
    await form.type('mobile', '13711112222');
    await userEvent.click(canvas.getByTestId('send-code'));
    await expectToast('该手机号未注册');
    await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'false'));
  },
};

/** Settlement account: settlement code and retrievePassword, then its login with the account type kept. */
export const SettlementRetrieve: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
    await expect(canvas.getByRole('heading', { name: t('auth.password.settlementHeading') })).toBeVisible();
    await fillAndSubmit(form, t);
    await expectToast(t('auth.password.success'));
    await expectRoute('/login');
    await expect(await canvas.findByRole('button', { name: t('auth.mode.settlement') })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.field('mobile')).toHaveValue(BUYER_MOBILE);
  },
};

/** Opened from the settlement login ("忘记密码？"): the settlement variant with the mobile already there. */
export const FromSettlementLogin: Story = {
  parameters: { route: '/login', mountStory: false },
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.mode.settlement') }));
    await form.type('mobile', BUYER_MOBILE);
    await userEvent.click(canvas.getByRole('link', { name: t('auth.login.forgot') }));
    await expectRoute('/password');
    await expect(await canvas.findByRole('heading', { name: t('auth.password.settlementHeading') })).toBeVisible();
    await expect(form.field('mobile')).toHaveValue(BUYER_MOBILE);
  },
};

/** Setting the new password while the call is on its way: the button is busy and inert. */
export const Submitting: Story = {
  parameters: heldCall(catalogue.resetPassword),
  play: async (context) => {
    const { canvas } = context;
    const { form, t } = authPlay(context);
    await fillAndSubmit(form, t);
    const busy = await canvas.findByRole('button', { name: containing(t('auth.password.submitting')) });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: t('auth.mode.settlement') })).toBeDisabled();
  },
};
