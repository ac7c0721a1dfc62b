import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ActivityAreaDetailsScreen, { activityAreaDetailsTestId } from '@/screens/activity/ActivityAreaDetailsScreen';
import { preloadRules } from '@/screens/activity/ActivityRules';
import { answerLost } from '@mocks/answerLost';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast, findOpenSheet } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { preloaded } from '../../support/frame';
import { screenStories } from '../../support/screenStories';
import { containing, textOf } from '../../support/text';
import { buyButton, expectReceived, HELD_COUPON, OPEN_COUPON, PACKAGE, receiveButton, receiveOpenCoupon, WINTER, WINTER_TITLE } from './activitySteps';

const ROUTE = `/activityAreaDetails?activityId=${WINTER}`;

const screen = screenStories({
  component: ActivityAreaDetailsScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'One activity (home banners and the activity tiles open it): banner, time window with a live countdown (not started / on now / ended), its coupons to receive, its gift packages with what is inside and Buy now (creates the activity order, then the order\'s cashier), and its rules (server HTML, sanitised).',
    calls: [catalogue.activityCouponItems, catalogue.receiveActivityCoupon, catalogue.activityGiftPackagePage, catalogue.addressPage, catalogue.createActivity],
  },
  scenarios: {
    call: catalogue.activity,
    businessMessage: '活动不存在',
    // the activity call answers one record: nothing means there is no such activity
    emptyData: null as never,
    expectSuccess: async (canvas, t) => {
      const content = await canvas.findByTestId(activityAreaDetailsTestId);
      await expect(within(content).getByRole('heading', { name: WINTER_TITLE })).toBeVisible();
      await expect(within(content).getByText(t('activityArea.window.running'))).toBeVisible();
      await expectReceived(canvas, t, HELD_COUPON);
      await expect(await receiveButton(canvas, t, OPEN_COUPON)).toBeEnabled();
      await expect(await buyButton(canvas, t)).toBeEnabled();
      // the rules' server HTML, sanitised
      await expect(await canvas.findByTestId('activity-rules-html')).toHaveTextContent('暖茶礼包每人限购 2 份');
    },
  },
  // the package card's price, stock and button share a row: 320 is the tightest
  widths: [320],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByText(t('activityArea.window.running'))).toBeVisible();
      await expect(await buyButton(canvas, t)).toBeVisible();
    },
  },
});

// the rules' sanitiser is in before the page renders, so every frame shows the sanitised rules
const meta = { title: 'Screens/Activity/ActivityAreaDetails', ...screen.meta, loaders: [preloaded(preloadRules)] } satisfies Meta<typeof ActivityAreaDetailsScreen>;
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

/** Receiving the festival's 满 499 减 80: 领取成功, and the card reads 已领取 from the server. */
const receive = actionStories({
  name: 'Receive',
  call: catalogue.receiveActivityCoupon,
  route: ROUTE,
  ...receiveOpenCoupon,
});
export const ReceiveSuccess: Story = receive.ReceiveSuccess;
export const ReceiveBusy: Story = receive.ReceiveBusy;
export const ReceiveBusinessError: Story = receive.ReceiveBusinessError;
export const ReceiveSessionExpired: Story = receive.ReceiveSessionExpired;
export const ReceiveForcedOffline: Story = receive.ReceiveForcedOffline;
export const ReceiveForcedOfflineGotIt: Story = receive.ReceiveForcedOfflineGotIt;
export const ReceiveNetworkError: Story = receive.ReceiveNetworkError;

/** Buying the 围炉煮茶礼包: the activity order is created and its details open with the cashier, ¥299.00. */
const buy = actionStories({
  name: 'Buy',
  call: catalogue.createActivity,
  route: ROUTE,
  act: async (canvas, t) => userEvent.click(await buyButton(canvas, t)),
  expectKept: async (canvas, t) => {
    await waitFor(async () => expect(await buyButton(canvas, t)).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: containing(t('activityArea.packages.buying')) })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute('/orderDetails');
    const sheet = await findOpenSheet('pay-channel-sheet');
    await expect(within(sheet).getByTestId('pay-channel-amount')).toHaveTextContent('¥299.00');
    await expect(within(sheet).getByRole('heading', { name: t('payment.choose.title') })).toBeVisible();
  },
  leavesTo: '/orderDetails',
  businessMessage: '活动礼包每人限购 2 份',
});
export const BuySuccess: Story = buy.BuySuccess;
export const BuyBusy: Story = buy.BuyBusy;
export const BuyBusinessError: Story = buy.BuyBusinessError;
export const BuySessionExpired: Story = buy.BuySessionExpired;
export const BuyForcedOffline: Story = buy.BuyForcedOffline;
export const BuyForcedOfflineGotIt: Story = buy.BuyForcedOfflineGotIt;
export const BuyNetworkError: Story = buy.BuyNetworkError;

function activityOrders(): number {
  return db.orders.filter((order) => order.orderType === 'activity' && order.lines.some((line) => line.goodsName === PACKAGE)).length;
}

const lostBuy = answerLost(catalogue.createActivity);

/**
 * Exactly once: five fast taps on 立即抢购 while the first answer is lost (the order was created, the
 * phone saw a network failure), then one more tap. One request went out for the five taps, the retry
 * carries the same request number, the server answers the order it made: one order, one outcome
 * (the cashier on that order).
 */
export const BuyAnswerLostFiveTaps: Story = {
  parameters: { msw: { handlers: { scenario: [lostBuy.handler] } }, allowConsoleErrors: ['net::ERR_FAILED'], ...endsOn('/orderDetails') },
  beforeEach: () => lostBuy.reset(),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const before = activityOrders();
    const button = await buyButton(canvas, t);
    // five taps before the first answer comes: single flight sends one request
    for (let tap = 0; tap < 5; tap += 1) button.click();
    await expectToast(t('state.networkError'));
    await expect(lostBuy.reached()).toBe(1);
    await expect(activityOrders()).toBe(before + 1);
    await userEvent.click(await buyButton(canvas, t));
    await expectRoute('/orderDetails');
    await findOpenSheet('pay-channel-sheet');
    await expect(lostBuy.reached()).toBe(2);
    await expect(activityOrders()).toBe(before + 1);
  },
};

/** Rules from the server with a script, an inline handler and a link: only the text shows. */
export const RulesSanitised: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          scenario.success(catalogue.activity, {
            activityId: WINTER, title: WINTER_TITLE, subtitle: '领券满 199 减 30 · 暖茶礼包 5 折起', banner: 'coupons/winter-banner.svg',
            startTime: '2026-11-15 00:00:00', endTime: '2026-12-15 23:59:59', status: 1, rules: [],
            rulesHtml: '<p onclick="alert(1)">每位会员限领 1 张</p><script>window.__hacked = true</script><a href="javascript:alert(1)">点我领奖</a><img src=x onerror="alert(1)">',
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const rules = await canvas.findByTestId('activity-rules-html');
    await expect(rules).toHaveTextContent('每位会员限领 1 张');
    await expect(rules.querySelector('script, a, img, [onclick]')).toBeNull();
    await expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};
