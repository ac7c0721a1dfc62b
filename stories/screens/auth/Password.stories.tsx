import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import PasswordScreen from '@/screens/auth/PasswordScreen';
import { scenario } from '@mocks/scenarios';
import { expectRoute, expectToast } from '../../support/assertions';
import { screenScenarios, type Canvas } from '../../support/scenarios';
import { afterSubmit, BUYER_MOBILE, expectFieldError, field, fillCodeForm, fillLogin, findField, requestCode, submit, type } from './authSteps';

/**
 * /password: reset the password with an SMS code (buyer service resetPassword) or, for the
 * settlement account, the settlement service's retrievePassword (RSA body); then back to login.
 */
const meta = {
  title: 'Screens/Auth/Password',
  component: PasswordScreen,
  parameters: { route: '/password', session: 'guest' },
} satisfies Meta<typeof PasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Maofeng2026';
const fillAndSubmit = async (canvas: Canvas) => {
  await fillCodeForm(canvas, { mobile: BUYER_MOBILE, passwordLabel: '新密码', password: NEW_PASSWORD, agree: false });
  await submit(canvas, '确认重置');
};

const scenarios = screenScenarios({
  call: catalogue.resetPassword,
  businessMessage: '验证码错误',
  expectSuccess: async (canvas) => {
    await fillAndSubmit(canvas);
    await expectToast('密码已重置，请使用新密码登录');
    await expectRoute('/login');
    // the login page has the mobile filled in, and the new password works
    await expect(await findField(canvas, '手机号')).toHaveValue(BUYER_MOBILE);
    await fillLogin(canvas, { password: NEW_PASSWORD });
    await submit(canvas, '登录');
    await expectRoute('/mine');
  },
});

export const Success: Story = scenarios.Success;
export const BusinessError: Story = afterSubmit(scenarios.BusinessError, fillAndSubmit);
export const SessionExpired: Story = afterSubmit(scenarios.SessionExpired, fillAndSubmit);
export const ForcedOffline: Story = afterSubmit(scenarios.ForcedOffline, fillAndSubmit);

export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { scenario: [scenario.networkError(catalogue.resetPassword)] } },
    allowConsoleErrors: ['net::ERR_FAILED'],
  },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    await expect(await canvas.findByTestId('form-alert')).toHaveTextContent('网络不给力，请检查网络后重试');
    await expect(field(canvas, '新密码')).toHaveValue(NEW_PASSWORD);
    await expect(canvas.getByRole('button', { name: '确认重置' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** Bad input everywhere: the messages under the fields, the first bad one focused. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await type(canvas, '新密码', 'Tea 2026');
    await submit(canvas, '确认重置');
    await expectFieldError(canvas, '手机号', '请输入手机号');
    await expectFieldError(canvas, '验证码', '请输入验证码');
    await expectFieldError(canvas, '新密码', '密码不能包含空格');
    await expectFieldError(canvas, '确认密码', '请再次输入密码');
    await expect(field(canvas, '手机号')).toHaveFocus();
  },
};

/** The code button counts down after sending (the clock is frozen: the screenshot shows 60 s). */
export const CodeCountdown: Story = {
  play: async ({ canvas }) => {
    await requestCode(canvas, BUYER_MOBILE);
    await expect(canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('验证码已发送至 138****8000，5 分钟内有效')).toBeVisible();
  },
};

/** An unknown mobile: the service's message, toasted once; no countdown. */
export const UnregisteredMobile: Story = {
  play: async ({ canvas }) => {
    await type(canvas, '手机号', '13711112222');
    await userEvent.click(canvas.getByTestId('send-code'));
    await expectToast('该手机号未注册');
    await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'false'));
  },
};

/** Settlement account: settlement code and retrievePassword, then its login with the account type kept. */
export const SettlementRetrieve: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结算账户' }));
    await expect(canvas.getByRole('heading', { name: '找回结算账户密码' })).toBeVisible();
    await fillAndSubmit(canvas);
    await expectToast('密码已重置，请使用新密码登录');
    await expectRoute('/login');
    await expect(await canvas.findByRole('button', { name: '结算账户' })).toHaveAttribute('aria-pressed', 'true');
    await expect(field(canvas, '手机号')).toHaveValue(BUYER_MOBILE);
  },
};

/** Opened from the settlement login ("忘记密码？"): the settlement variant with the mobile already there. */
export const FromSettlementLogin: Story = {
  parameters: { route: '/login', mountStory: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结算账户' }));
    await type(canvas, '手机号', BUYER_MOBILE);
    await userEvent.click(canvas.getByRole('link', { name: '忘记密码？' }));
    await expectRoute('/password');
    await expect(await canvas.findByRole('heading', { name: '找回结算账户密码' })).toBeVisible();
    await expect(field(canvas, '手机号')).toHaveValue(BUYER_MOBILE);
  },
};
