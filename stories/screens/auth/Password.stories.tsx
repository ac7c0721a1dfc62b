import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import PasswordScreen from '@/screens/auth/PasswordScreen';
import { expectRoute, expectToast } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import { authForm, authPlay, BUYER_MOBILE, submitStories, type AuthForm } from './authSteps';

/**
 * /password: reset the password with an SMS code (buyer service resetPassword) or, for the
 * settlement account, the settlement service's retrievePassword (RSA body); then back to login.
 */
const NEW_PASSWORD = 'Maofeng2026';
const fill = (form: AuthForm) => form.fillCodeForm({ mobile: BUYER_MOBILE, passwordLabel: 'newPassword', password: NEW_PASSWORD, agree: false });

const screen = screenStories({
  component: PasswordScreen,
  route: '/password',
  session: 'guest',
  docs: {
    summary:
      "Reset a forgotten password with an SMS code (mall account) or, for the settlement account, the settlement service's retrieve-password call; then back to login.",
    calls: [catalogue.resetPassword, catalogue.sendMessage, catalogue.retrievePassword, catalogue.settlementSendMessage],
  },
});

const meta = { title: 'Screens/Auth/Password', ...screen.meta } satisfies Meta<typeof PasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resetting the seeded buyer's password, then back on the login page with the mobile filled in. */
const reset = submitStories({
  name: 'Reset',
  call: catalogue.resetPassword,
  route: '/password',
  form: 'password',
  fill,
  kept: { mobile: BUYER_MOBILE, newPassword: NEW_PASSWORD },
  leavesTo: '/login',
  expectDone: async (canvas, t) => {
    await expect(await authForm(canvas, t).findField('mobile')).toHaveValue(BUYER_MOBILE);
  },
  businessMessage: '验证码错误',
});
export const ResetSuccess: Story = reset.ResetSuccess;
export const ResetBusy: Story = reset.ResetBusy;
export const ResetBusinessError: Story = reset.ResetBusinessError;
export const ResetNetworkError: Story = reset.ResetNetworkError;

/** After the reset, the new password logs in (the flow goes on to /mine). */
export const NewPasswordLogsIn: Story = {
  parameters: endsOn('/mine'),
  play: async (context) => {
    await reset.ResetSuccess.play?.(context);
    const { form, t } = authPlay(context);
    await form.fillLogin({ password: NEW_PASSWORD });
    await form.submit(t('auth.login.submit'));
    await expectRoute('/mine');
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
    await fill(form);
    await form.submit(t('auth.password.submit'));
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
