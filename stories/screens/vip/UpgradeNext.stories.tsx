import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import UpgradeNextScreen from '@/screens/vip/UpgradeNextScreen';
import { answerLost } from '@mocks/answerLost';
import { scenario } from '@mocks/scenarios';
import '@/platform/i18n/areas/payment';
import '@/platform/i18n/areas/vipInfo';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast, findOpenSheet, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import {
  channelRadio,
  chooseAtCashier,
  expectSecondStep,
  keepChoice,
  nextButton,
  packageRadio,
  TASTE,
  UPGRADE_NEXT_ROUTE,
  UPGRADE_ROUTE,
  upgradeButton,
  upgradeOrders,
  VIP_ROUTE,
} from './upgradeSteps';

/** The kept package, the buyer's default address, WeChat Pay chosen, ¥399.00 to pay. */
async function expectForm(canvas: Canvas, t: StoryText): Promise<void> {
  await expectSecondStep(canvas);
  await expect(await canvas.findByRole('button', { name: t('upgradeNext.chooseAddress') })).toBeVisible();
  await expect(canvas.getByTestId('address-card')).toHaveTextContent('林清茶');
  await expect(channelRadio(canvas, t, 'wechat')).toBeChecked();
  await expect(canvas.getByText(t('upgradeNext.total')).parentElement).toHaveTextContent(TASTE.price);
  await expect(upgradeButton(canvas, t)).toBeEnabled();
}

const screen = screenStories({
  component: UpgradeNextScreen,
  route: UPGRADE_NEXT_ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Second step of the upgrade: the package kept from the first step, recipient and address from the address book, the payment channel; 立即升级 quotes the package, places the upgrade order (exactly once) and pays it through the cashier, then shows the new level.',
    calls: [catalogue.addressPage, catalogue.upgradeToken, catalogue.upgrade, catalogue.wechatPay, catalogue.payOrderV2, catalogue.orderDetail],
  },
  scenarios: { call: catalogue.giftPackagePage, emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false }, expectSuccess: expectForm },
  widths: [320],
  variants: { English: expectForm },
});

// every story starts where the first step left it: 品鉴礼包 chosen
const meta = { title: 'Screens/Vip/UpgradeNext', ...screen.meta, beforeEach: () => keepChoice() } satisfies Meta<typeof UpgradeNextScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;
export const English: Story = screen.English;

/** 立即升级 (upgrade) with Alipay chosen: every outcome of the call; done is paid at the cashier and the new level on /vipInfo. */
const upgrade = actionStories({
  name: 'Upgrade',
  call: catalogue.upgrade,
  route: UPGRADE_NEXT_ROUTE,
  fill: async (canvas, t) => {
    await expectSecondStep(canvas);
    await userEvent.click(channelRadio(canvas, t, 'alipay'));
  },
  act: async (canvas, t) => userEvent.click(upgradeButton(canvas, t)),
  expectKept: async (canvas, t) => {
    await expectSecondStep(canvas);
    await waitFor(() => expect(channelRadio(canvas, t, 'alipay')).toBeChecked());
    await waitFor(() => expect(upgradeButton(canvas, t)).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('upgradeNext.submitting') })).toBeDisabled();
  },
  expectDone: async (canvas, t) => {
    await chooseAtCashier(t, 'pay');
    await expectRoute(VIP_ROUTE);
    await waitFor(() => expect(canvas.getByTestId('vip-level')).toHaveTextContent(t('vipInfo.level.1')), { timeout: 8000 });
    await expectToast(t('upgradeNext.done'));
  },
  leavesTo: VIP_ROUTE,
});
export const UpgradeSuccess: Story = upgrade.UpgradeSuccess;
export const UpgradeBusy: Story = upgrade.UpgradeBusy;
export const UpgradeBusinessError: Story = upgrade.UpgradeBusinessError;
export const UpgradeSessionExpired: Story = upgrade.UpgradeSessionExpired;
export const UpgradeForcedOffline: Story = upgrade.UpgradeForcedOffline;
export const UpgradeForcedOfflineGotIt: Story = upgrade.UpgradeForcedOfflineGotIt;
export const UpgradeNetworkError: Story = upgrade.UpgradeNetworkError;

/** Five taps on 立即升级 within one frame (what a user's fast taps are to the page). */
function tapFiveTimes(canvas: Canvas, t: StoryText): void {
  const button = upgradeButton(canvas, t);
  for (let tap = 0; tap < 5; tap += 1) button.click();
}

const lost = answerLost(catalogue.upgrade);

/**
 * Exactly once: five fast taps, the upgrade reaches the server but its answer is lost (the network
 * failure said once); five fast taps again send the same request number, answered with the order
 * the first placed: one cashier for it, paid, and the new level. One upgrade order on the server.
 */
export const AnswerLostFiveTapsOneOrder: Story = {
  beforeEach: () => lost.reset(),
  parameters: { msw: { handlers: { scenario: [lost.handler] } }, allowConsoleErrors: ['net::ERR_FAILED'], ...endsOn(VIP_ROUTE) },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectSecondStep(canvas);
    tapFiveTimes(canvas, t);
    await expectToast(t('state.networkError'));
    await waitFor(() => expect(upgradeButton(canvas, t)).toBeEnabled());
    await expect(lost.reached()).toBe(1);
    await expect(upgradeOrders()).toHaveLength(1);

    tapFiveTimes(canvas, t);
    await findOpenSheet('cashier-sheet', { timeout: 5000 });
    await expect(lost.reached()).toBe(2);
    await expect(upgradeOrders()).toHaveLength(1);
    await expect(page().getAllByTestId('cashier-sheet')).toHaveLength(1);
    await chooseAtCashier(t, 'pay');
    await expectRoute(VIP_ROUTE);
    await waitFor(() => expect(canvas.getByTestId('vip-level')).toHaveTextContent(t('vipInfo.level.1')), { timeout: 8000 });
    await expect(upgradeOrders()).toHaveLength(1);
  },
};

/** The cashier closed: 已取消支付, the button now 继续支付; the next tap pays the same order (nothing new placed), paid. */
export const CashierClosedPaysSameOrder: Story = {
  parameters: endsOn(VIP_ROUTE),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectSecondStep(canvas);
    await userEvent.click(upgradeButton(canvas, t));
    await chooseAtCashier(t, 'cancel');
    await expectToast(t('payment.phase.cancelled'));
    await waitFor(() => expect(upgradeButton(canvas, t)).toHaveTextContent(t('upgradeNext.payAgain')), { timeout: 5000 });
    await userEvent.click(upgradeButton(canvas, t));
    await chooseAtCashier(t, 'pay');
    await expectRoute(VIP_ROUTE);
    await expect(upgradeOrders()).toHaveLength(1);
    await expect(upgradeOrders()[0]?.status).toBe(1);
  },
};

/** 更换 back to the first step (the package still chosen), 下一步 again: the channel chosen before is still chosen. */
export const BackAndForthKeepsChoices: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectSecondStep(canvas);
    await userEvent.click(channelRadio(canvas, t, 'alipay'));
    await userEvent.click(canvas.getByRole('button', { name: t('upgradeNext.change') }));
    await expectRoute(UPGRADE_ROUTE);
    await waitFor(() => expect(packageRadio(canvas, TASTE.title)).toBeChecked());
    await userEvent.click(nextButton(canvas, t));
    await expectRoute(UPGRADE_NEXT_ROUTE);
    await expectSecondStep(canvas);
    await expect(channelRadio(canvas, t, 'alipay')).toBeChecked();
  },
};

/** An empty address book: 添加收货地址 instead of the card; 立即升级 asks for an address and sends nothing. */
export const NoAddressAsksForOne: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.empty(catalogue.addressPage, { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false })] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectSecondStep(canvas, TASTE.title, { address: false });
    await expect(await canvas.findByRole('button', { name: new RegExp(t('upgradeNext.addAddress')) })).toBeVisible();
    await userEvent.click(upgradeButton(canvas, t));
    await expectToast(t('upgradeNext.needAddress'));
    await expect(upgradeOrders()).toHaveLength(0);
  },
};

/** Opened with nothing chosen (a bookmark, a shared link): the first step instead. */
export const OpenedWithoutChoice: Story = {
  beforeEach: () => window.sessionStorage.clear(),
  parameters: endsOn(UPGRADE_ROUTE),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectLocation(UPGRADE_ROUTE);
    await expect(await canvas.findByRole('form', { name: t('upgrade.form') })).toBeVisible();
  },
};
