import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import RegisterScreen from '@/screens/auth/RegisterScreen';
import { scenario } from '@mocks/scenarios';
import { expectNoToast, expectRoute, expectToast } from '../../support/assertions';
import { screenScenarios, type Canvas } from '../../support/scenarios';
import { advanceClock, afterSubmit, BUYER_MOBILE, currentLocation, expectFieldError, field, fillCodeForm, findField, NEW_MOBILE, requestCode, submit, tick, type } from './authSteps';
import { atWidth } from '../../support/viewports';

/**
 * /register (kept alive): mobile, SMS code with a 60 s resend countdown, password twice, optional
 * invite code, agreement; then logged in at once. The settlement variant registers on the
 * settlement service (RSA body) and goes to its login.
 */
const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  parameters: { route: '/register', session: 'guest' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillForm = (canvas: Canvas) => fillCodeForm(canvas, { mobile: NEW_MOBILE, passwordLabel: '设置密码' });
const fillAndSubmit = async (canvas: Canvas) => {
  await fillForm(canvas);
  await submit(canvas, '注册');
};

const scenarios = screenScenarios({
  call: catalogue.register,
  businessMessage: '邀请码无效，请核对后重新输入',
  expectSuccess: async (canvas) => {
    await fillAndSubmit(canvas);
    await expectToast('注册成功，欢迎加入茶商城');
    await expectRoute('/mine');
    await expect(window.localStorage.getItem('sid')).toContain('sid-');
  },
});

export const Success: Story = scenarios.Success;
export const BusinessError: Story = afterSubmit(scenarios.BusinessError, fillAndSubmit);
export const SessionExpired: Story = afterSubmit(scenarios.SessionExpired, fillAndSubmit);
export const ForcedOffline: Story = afterSubmit(scenarios.ForcedOffline, fillAndSubmit);

/** The code call (sendMessage) under the standard scenarios: the user types a mobile and taps 获取验证码. */
const codeScenarios = screenScenarios({
  call: catalogue.sendMessage,
  businessMessage: '验证码发送过于频繁，请 45 秒后再试',
  expectSuccess: async (canvas) => {
    await requestCode(canvas, NEW_MOBILE);
    await expect(canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('验证码已发送至 137****5678，5 分钟内有效')).toBeVisible();
    await expect(field(canvas, '验证码')).toHaveFocus();
  },
});
const tapSend = async (canvas: Canvas) => {
  await type(canvas, '手机号', NEW_MOBILE);
  await userEvent.click(canvas.getByTestId('send-code'));
};

export const SendCodeSuccess: Story = codeScenarios.Success;
const sendCodeRefused = afterSubmit(codeScenarios.BusinessError, tapSend);
export const SendCodeBusinessError: Story = {
  ...sendCodeRefused,
  play: async (context) => {
    await sendCodeRefused.play?.(context);
    // refused: no countdown, the button can be tapped again
    await expect(context.canvas.getByTestId('send-code')).toHaveTextContent('获取验证码');
    await expect(context.canvas.getByTestId('send-code')).toHaveAttribute('aria-disabled', 'false');
  },
};
export const SendCodeSessionExpired: Story = afterSubmit(codeScenarios.SessionExpired, tapSend);
export const SendCodeForcedOffline: Story = afterSubmit(codeScenarios.ForcedOffline, tapSend);

export const SendCodeNetworkError: Story = {
  parameters: {
    msw: { handlers: { scenario: [scenario.networkError(catalogue.sendMessage)] } },
    allowConsoleErrors: ['net::ERR_FAILED'],
  },
  play: async ({ canvas }) => {
    await tapSend(canvas);
    await expect(await canvas.findByTestId('form-alert')).toHaveTextContent('网络不给力，请检查网络后重试');
    await expect(canvas.getByTestId('send-code')).toHaveTextContent('获取验证码');
    await expect(field(canvas, '手机号')).toHaveValue(NEW_MOBILE);
  },
};

/**
 * The resend countdown: 重新发送(60s) right after the tap, one second later 59s, and after the
 * full minute 重新发送 again, which sends a new code. The story moves the frozen clock, so the
 * screenshot (a fresh 60 s countdown) is the same on every run.
 */
export const CodeCountdown: Story = {
  play: async ({ canvas }) => {
    const button = () => canvas.getByTestId('send-code');
    await requestCode(canvas, NEW_MOBILE);
    await expect(button()).toHaveAttribute('aria-disabled', 'true');
    advanceClock(1);
    await waitFor(() => expect(button()).toHaveTextContent('重新发送(59s)'));
    advanceClock(30);
    await waitFor(() => expect(button()).toHaveTextContent('重新发送(29s)'));
    advanceClock(29);
    await waitFor(() => expect(button()).toHaveTextContent(/^重新发送$/));
    await expect(button()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('重新发送(60s)'));
    await expect(button()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The code button checks the mobile first: nothing is sent for a bad number. */
export const SendCodeNeedsMobile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByTestId('send-code'));
    await expectFieldError(canvas, '手机号', '请输入手机号');
    await type(canvas, '手机号', '1371234');
    await userEvent.click(canvas.getByTestId('send-code'));
    await expectFieldError(canvas, '手机号', '手机号应为以 1 开头的 11 位数字');
    await expect(canvas.getByTestId('send-code')).toHaveTextContent('获取验证码');
    await expectNoToast();
  },
};

/** An already registered mobile: the service's message, toasted once. */
export const MobileAlreadyRegistered: Story = {
  play: async ({ canvas }) => {
    await type(canvas, '手机号', BUYER_MOBILE);
    await userEvent.click(canvas.getByTestId('send-code'));
    await expectToast('该手机号已注册，请直接登录');
    await expect(canvas.queryByTestId('form-alert')).toBeNull();
    await expect(canvas.getByTestId('send-code')).toHaveTextContent('获取验证码');
  },
};

/** Every bad field at once: short code, weak password, different confirmation, malformed invite code, no tick. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await type(canvas, '手机号', NEW_MOBILE);
    await type(canvas, '验证码', '2468');
    await type(canvas, '设置密码', 'teatime');
    await type(canvas, '确认密码', 'teatime1');
    await type(canvas, '邀请码', 'T3');
    await submit(canvas, '注册');
    await expectFieldError(canvas, '手机号', null);
    await expectFieldError(canvas, '验证码', '验证码为 6 位数字');
    await expectFieldError(canvas, '设置密码', '密码须同时包含字母和数字');
    await expectFieldError(canvas, '确认密码', '两次输入的密码不一致');
    await expectFieldError(canvas, '邀请码', '邀请码应为 4-20 位字母或数字');
    await expect(canvas.getByText('请阅读并勾选同意《用户协议》和《隐私政策》')).toBeVisible();
    await expect(field(canvas, '验证码')).toHaveFocus();
  },
};

/** Only the tick is missing: the message sits under the agreement and nothing is sent. */
export const AgreementNotTicked: Story = {
  play: async ({ canvas }) => {
    await fillCodeForm(canvas, { mobile: NEW_MOBILE, passwordLabel: '设置密码', agree: false });
    await submit(canvas, '注册');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请阅读并勾选同意《用户协议》和《隐私政策》');
    await expect(currentLocation()).toBe('/register');
    await tick(canvas);
    await expect(canvas.queryByText('请阅读并勾选同意《用户协议》和《隐私政策》')).toBeNull();
  },
};

/** Kept alive: reading the agreement and coming back leaves everything typed (and the countdown) in place. */
export const KeepsFormAcrossAgreement: Story = {
  play: async ({ canvas }) => {
    await requestCode(canvas, NEW_MOBILE);
    await type(canvas, '验证码', '246810');
    await type(canvas, '设置密码', 'Tea2026new');
    await type(canvas, '邀请码', 'T38000');
    await userEvent.click(canvas.getByRole('link', { name: '《用户协议》' }));
    await expectRoute('/agreement');
    await expect(await canvas.findByRole('heading', { name: '一、服务内容' })).toBeVisible();
    advanceClock(10);
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expectRoute('/register');
    await expect(field(canvas, '手机号')).toHaveValue(NEW_MOBILE);
    await expect(field(canvas, '验证码')).toHaveValue('246810');
    await expect(field(canvas, '设置密码')).toHaveValue('Tea2026new');
    await expect(field(canvas, '邀请码')).toHaveValue('T38000');
    await waitFor(() => expect(canvas.getByTestId('send-code')).toHaveTextContent('重新发送(50s)'));
  },
};

/** The share link's invite code is filled in. */
export const InviteCodeFromLink: Story = {
  parameters: { route: '/register?inviteCode=T38000' },
  play: async ({ canvas }) => {
    await expect(field(canvas, '邀请码')).toHaveValue('T38000');
  },
};

/** Settlement account: the settlement code call and the RSA register call, then its login with the mobile filled in. */
export const SettlementRegister: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结算账户' }));
    await expect(canvas.getByRole('heading', { name: '注册结算账户' })).toBeVisible();
    await expect(canvas.queryByLabelText('邀请码', { selector: 'input' })).toBeNull();
    await fillAndSubmit(canvas);
    await expectToast('结算账户注册成功，请登录');
    await expectRoute('/login');
    await expect(await findField(canvas, '手机号')).toHaveValue(NEW_MOBILE);
    await expect(canvas.getByRole('button', { name: '结算账户' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The narrowest supported webview: the code row still fits. */
export const Narrow320: Story = {
  ...atWidth(320),
  play: async ({ canvas }) => {
    await requestCode(canvas, NEW_MOBILE);
    const row = canvas.getByTestId('send-code').parentElement;
    await expect(row?.scrollWidth).toBeLessThanOrEqual(row?.clientWidth ?? 0);
  },
};
