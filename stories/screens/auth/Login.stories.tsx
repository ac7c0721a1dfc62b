import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import LoginScreen from '@/screens/auth/LoginScreen';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectNoToast, expectRoute, expectToast } from '../../support/assertions';
import { screenScenarios } from '../../support/scenarios';
import { afterSubmit, BUYER_MOBILE, currentLocation, expectFieldError, field, fillLogin, findField, submit, tick, type } from './authSteps';

/**
 * /login: mall-account login (buyer service, no token) with a switch to the settlement-service
 * login (RSA body). Field rules show under the fields; code-0 messages come from the app's toast.
 */
const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { route: '/login', session: 'guest' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginPath = catalogue.login.path;

const scenarios = screenScenarios({
  call: catalogue.login,
  businessMessage: '账号或密码错误',
  expectSuccess: async (canvas) => {
    await fillLogin(canvas);
    await submit(canvas, '登录');
    await expectToast('登录成功');
    await expectRoute('/mine');
    await expect(window.localStorage.getItem('sid')).toContain('sid-');
    await expect(window.localStorage.getItem('imToken')).toContain('im-');
  },
});

const fillAndSubmit = async (canvas: Parameters<typeof fillLogin>[0]) => {
  await fillLogin(canvas);
  await submit(canvas, '登录');
};

/**
 * 10001 and 601 send the user to /login, where this screen already is: the app stays put, so the
 * way back (?redirect=) is kept for after the next login.
 */
function sentBackToLogin(story: StoryObj<Meta>): Story {
  return {
    ...story,
    parameters: { ...story.parameters, route: '/login?redirect=%2Fmine' },
    play: async (context) => {
      await story.play?.(context);
      await expect(currentLocation()).toBe('/login?redirect=%2Fmine');
    },
  };
}

export const Success: Story = scenarios.Success;
export const BusinessError: Story = afterSubmit(scenarios.BusinessError, fillAndSubmit);
export const SessionExpired: Story = sentBackToLogin(afterSubmit(scenarios.SessionExpired, fillAndSubmit));
export const ForcedOffline: Story = sentBackToLogin(afterSubmit(scenarios.ForcedOffline, fillAndSubmit));

/** The form as it first opens. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '欢迎来到茶商城' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '商城账号' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/agreement');
    await expect(canvas.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/password');
  },
};

let loginCalls = 0;
/** Submitting: the button is busy and disabled; a double tap sends one request. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post(anyOrigin(loginPath), async () => {
            loginCalls += 1;
            await delay('infinite');
            return HttpResponse.error();
          }),
        ],
      },
    },
    pendingRequests: [loginPath],
  },
  play: async ({ canvas }) => {
    loginCalls = 0;
    await fillLogin(canvas);
    await userEvent.dblClick(canvas.getByRole('button', { name: '登录' }));
    const busy = await canvas.findByRole('button', { name: /登录中/ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '结算账户' })).toBeDisabled();
    await waitFor(() => expect(loginCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(loginCalls).toBe(1);
  },
};

/** Nothing typed: every field says what is missing, and the first one gets the focus. */
export const ValidationRequired: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, '登录');
    await expectFieldError(canvas, '手机号', '请输入手机号');
    await expectFieldError(canvas, '密码', '请输入密码');
    await expect(canvas.getByText('请阅读并勾选同意《用户协议》和《隐私政策》')).toBeVisible();
    await expect(field(canvas, '手机号')).toHaveFocus();
    await expect(currentLocation()).toBe('/login');
  },
};

/** Wrong formats: a mobile not starting with 1, a short password, then a password without digits. */
export const ValidationBadFormat: Story = {
  play: async ({ canvas }) => {
    await type(canvas, '手机号', '23800138000');
    await type(canvas, '密码', 'Tea12');
    await tick(canvas);
    await submit(canvas, '登录');
    await expectFieldError(canvas, '手机号', '手机号应为以 1 开头的 11 位数字');
    await expectFieldError(canvas, '密码', '密码长度应为 6-20 位');
    // the message follows the value: fixing the mobile clears it, a letters-only password says so
    await type(canvas, '手机号', '13800138000');
    await expectFieldError(canvas, '手机号', null);
    await type(canvas, '密码', 'Longjingtea');
    await expectFieldError(canvas, '密码', '密码须同时包含字母和数字');
  },
};

/** A short mobile shows its message once the field is left (not while typing). */
export const ValidationOnBlur: Story = {
  play: async ({ canvas }) => {
    await type(canvas, '手机号', '1380013');
    await expectFieldError(canvas, '手机号', null);
    await userEvent.click(field(canvas, '密码'));
    await expectFieldError(canvas, '手机号', '手机号应为以 1 开头的 11 位数字');
  },
};

/** The agreement is not ticked: nothing is sent until it is. */
export const AgreementNotTicked: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas, { agree: false });
    await submit(canvas, '登录');
    const checkbox = canvas.getByRole('checkbox', { name: '同意《用户协议》和《隐私政策》' });
    await expect(checkbox).toHaveAccessibleDescription('请阅读并勾选同意《用户协议》和《隐私政策》');
    await expect(checkbox).toHaveFocus();
    await expectNoToast();
    await expect(currentLocation()).toBe('/login');
  },
};

/** Wrong password (real mock backend): the server's message is toasted once, what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas, { password: 'Tea000000' });
    await submit(canvas, '登录');
    await expectToast('账号或密码错误');
    await expect(canvas.queryByTestId('form-alert')).toBeNull();
    await expect(field(canvas, '手机号')).toHaveValue(BUYER_MOBILE);
    await expect(field(canvas, '密码')).toHaveValue('Tea000000');
    await expect(canvas.getByRole('button', { name: '登录' })).toHaveAttribute('aria-disabled', 'false');
    await expect(currentLocation()).toBe('/login');
  },
};

/** Network failure: an inline message (nobody else shows one), the form kept for another try. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { scenario: [scenario.networkError(catalogue.login)] } },
    allowConsoleErrors: ['net::ERR_FAILED'],
  },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    await expect(await canvas.findByTestId('form-alert')).toHaveTextContent('网络不给力，请检查网络后重试');
    await expect(field(canvas, '密码')).toHaveValue('Tea123456');
    await expect(canvas.getByRole('button', { name: '登录' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** A guest sent here from a page that needs login goes back to it after logging in. */
export const ReturnsToRedirect: Story = {
  parameters: { route: '/login?redirect=%2Fmine%2FpointsHall%3Ftab%3Dtoday' },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    await expectRoute('/mine/pointsHall');
    await expect(currentLocation()).toBe('/mine/pointsHall?tab=today');
  },
};

/** A redirect to another site is ignored: the user lands on /mine. */
export const UnsafeRedirectIgnored: Story = {
  parameters: { route: '/login?redirect=%2F%2Fevil.example.com%2Fsteal' },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    await expectRoute('/mine');
  },
};

/** The settlement account: RSA-encrypted login on the settlement service, its own result page. */
export const SettlementLogin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结算账户' }));
    await expect(canvas.getByText('结算账户用于收益结算与提现，与商城账号相互独立。')).toBeVisible();
    await fillAndSubmit(canvas);
    const result = await canvas.findByTestId('settlement-logged-in');
    await expect(result).toHaveTextContent('结算账户登录成功');
    await expect(result).toHaveTextContent('结算账号 138****8000 已登录');
    // the settlement account is not a mall session
    await expect(window.localStorage.getItem('sid')).toBeNull();
  },
};

/** Settlement login with a wrong password: the service's message, toasted once. */
export const SettlementWrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结算账户' }));
    await fillLogin(canvas, { password: 'Wrong2026' });
    await submit(canvas, '登录');
    await expectToast('账号或密码错误');
    await expect(canvas.getByRole('button', { name: '结算账户' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The mobile and the tick survive a look at the agreement (the password is never kept). */
export const KeepsDraftAcrossAgreement: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('link', { name: '《用户协议》' }));
    await expectRoute('/agreement');
    await userEvent.click(await canvas.findByRole('button', { name: '返回' }));
    await expectRoute('/login');
    await expect(await findField(canvas, '手机号')).toHaveValue(BUYER_MOBILE);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(field(canvas, '密码')).toHaveValue('');
  },
};

/** en-US, with the messages of an empty submit. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to Tea Mall' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(field(canvas, 'Mobile')).toHaveAccessibleDescription('Please enter your mobile number');
    await expect(canvas.getByText('Please read and accept the User Agreement and the Privacy Policy')).toBeVisible();
  },
};
