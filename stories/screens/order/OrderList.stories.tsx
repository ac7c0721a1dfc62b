import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderListScreen from '@/screens/order/list/OrderListScreen';
import { scenario } from '@mocks/scenarios';
import { actionStories, type ActionStoryOptions } from '../../support/actionStories';
import { currentLocation, expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { expectEmptyView } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import {
  actionButton,
  actionKinds,
  answerCancel,
  answerConfirmReceipt,
  answerDelete,
  answerWith,
  cardOf,
  channelSheet,
  dialogSays,
  expectActionBusy,
  expectPayResult,
  heldCall,
  listedIds,
  onCard,
  payThrough,
  storedOrder,
  tapAction,
  tapInDialog,
  type ActionKind,
} from './orderSteps';
import { seedUpgradeOrder, UPGRADE_ORDER_ID, UPGRADE_PACKAGE } from './packageOrders';

/**
 * /order: the buyer's (林清茶) orders by status tab. All: o-2001 待付款 … o-2008 已退款, newest first.
 */
const screen = screenStories({
  component: OrderListScreen,
  route: '/order',
  session: 'buyer',
  docs: {
    summary:
      "The buyer's orders by status tab (全部, 待付款, 待发货, 待收货, 已完成, 售后; `?status=`), each card with its lines, total and the actions its status allows; a card opens the order's details.",
    calls: [catalogue.orderCancel, catalogue.orderConfirm, catalogue.orderDelete, catalogue.myEarnings, catalogue.wechatPay, catalogue.payOrderV2, catalogue.payOrder, catalogue.orderDetail, catalogue.rebuySettle],
  },
  scenarios: {
    call: catalogue.orderList,
    businessMessage: '订单服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(listedIds(canvas)).toEqual(['o-2001', 'o-2002', 'o-2009', 'o-2006', 'o-2003', 'o-2005', 'o-2004', 'o-2007', 'o-2008']));
      const unpaid = await cardOf(canvas, 'o-2001');
      await expect(unpaid).toHaveTextContent(t('orderActions.status.0'));
      await expect(unpaid).toHaveTextContent(t('orderList.pieces', { count: 2 }));
      await expect(actionButton(unpaid, t, 'pay')).toBeVisible();
      await expect(actionButton(unpaid, t, 'cancel')).toBeVisible();
      await expect(canvas.getByRole('tab', { name: t('orderList.tab.all') })).toHaveAttribute('aria-selected', 'true');
    },
    expectEmpty: expectEmptyView('orderList.emptyTitle'),
  },
  // the tabs, the order number and the action buttons tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/OrderList', ...screen.meta } satisfies Meta<typeof OrderListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 待付款: o-2001 alone (¥376.00, 取消订单 and 去支付). */
const UNPAID_TAB = '/order?status=0';

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;

/** `?status=2` opens on 待收货: only the orders on their way. */
export const TabFromQuery: Story = {
  parameters: { route: '/order?status=2' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(listedIds(canvas)).toEqual(['o-2009', 'o-2003']));
    await expect(canvas.getByRole('tab', { name: t('orderList.tab.2') })).toHaveAttribute('aria-selected', 'true');
    await expect(actionButton(await cardOf(canvas, 'o-2003'), t, 'logistics')).toBeVisible();
  },
};

/** Tapping 售后 writes `?status=5` and lists the orders in after-sale. */
export const TabWritesQuery: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await cardOf(canvas, 'o-2001');
    await userEvent.click(canvas.getByRole('tab', { name: t('orderList.tab.5') }));
    await waitFor(() => expect(currentLocation()).toBe('/order?status=5'));
    await waitFor(() => expect(listedIds(canvas)).toEqual(['o-2006', 'o-2007']));
  },
};

/**
 * Action `kind` on order `orderId`'s card (on the list at `/order` unless a route is given): tapped,
 * its button busy and the card's others waiting. The list shows the Success story only:
 * OrderDetails has every outcome of each action.
 */
function cardAction<Name extends string, Arg, Result>(
  orderId: string,
  kind: ActionKind,
  options: Pick<ActionStoryOptions<Name, Arg, Result>, 'name' | 'call' | 'confirm' | 'expectDone' | 'leavesTo'> & Partial<Pick<ActionStoryOptions<Name, Arg, Result>, 'route' | 'act'>>,
) {
  const { route = '/order', act = tapAction(onCard(orderId), kind), ...rest } = options;
  return actionStories({ ...rest, route, act, expectBusy: expectActionBusy(onCard(orderId), kind), only: ['Success'] });
}

/** 取消订单 on 待付款's o-2001 (发错地址), then it leaves the tab: 待付款 is empty. */
const cancel = cardAction('o-2001', 'cancel', {
  name: 'Cancel',
  call: catalogue.orderCancel,
  route: UNPAID_TAB,
  confirm: answerCancel('wrongAddress'),
  expectDone: async (canvas, t) => {
    await expectToast(t('orderActions.cancelled'));
    await waitFor(() => expect(listedIds(canvas)).toEqual([]));
    await expect(storedOrder('o-2001').cancelReason).toBe(t('orderActions.cancelReasons.wrongAddress'));
    await expect(await canvas.findByText(t('orderList.emptyTitle'))).toBeVisible();
  },
});
export const CancelSuccess: Story = cancel.CancelSuccess;

/** 暂不 keeps the order as it was. */
export const CancelKeepsOrder: Story = {
  parameters: { route: UNPAID_TAB },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await cardOf(canvas, 'o-2001');
    await userEvent.click(actionButton(card, t, 'cancel'));
    await tapInDialog(await dialogSays(t('orderActions.cancelBody')), t('orderActions.keep'));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(storedOrder('o-2001').status).toBe(0);
    await expect(card).toHaveTextContent(t('orderActions.status.0'));
  },
};

/** o-2001 past its pay-by time: closed by the server, it leaves 待付款 and shows 交易关闭 (删除订单, 再次购买) under 全部. */
export const UnpaidPastPayByClosed: Story = {
  beforeEach: () => {
    storedOrder('o-2001').payExpireTime = '2026-11-20 09:00:00';
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await cardOf(canvas, 'o-2001');
    await expect(within(card).getByTestId('order-status')).toHaveTextContent(t('orderActions.status.closed'));
    await expect(within(card).queryByRole('button', { name: t('orderActions.action.pay') })).toBeNull();
    await expect(actionButton(card, t, 'rebuy')).toBeVisible();
  },
};

/**
 * 去支付 -> 微信支付 in the sheet -> the cashier -> paid: the payment's result page (the order's
 * details route with `result=paid`, recorded by its own stories), the order 待发货.
 */
export const PayPaid: Story = {
  parameters: { route: UNPAID_TAB, ...endsOn('/orderDetails') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await payThrough(await cardOf(canvas, 'o-2001'), t, 'wechat', 'pay');
    await expectPayResult(canvas, t, 'o-2001');
    await expect(storedOrder('o-2001').status).toBe(1);
  },
};

/** The cashier ends with `outcome` instead of paying: the toast says `phase`, and o-2001 is still to pay, 去支付 ready again. */
const stillToPay = (outcome: 'cancel' | 'fail', phase: 'cancelled' | 'failed'): Story => ({
  parameters: { route: UNPAID_TAB },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await cardOf(canvas, 'o-2001');
    await payThrough(card, t, 'wechat', outcome);
    await expectToast(t(`payment.phase.${phase}`));
    await waitFor(() => expect(actionButton(card, t, 'pay')).toBeEnabled());
    await expect(storedOrder('o-2001').status).toBe(0);
  },
});

/** Closing the cashier: the order is still to pay. */
export const PayCancelled: Story = stillToPay('cancel', 'cancelled');

/** The channel says the payment failed: the order is still to pay. */
export const PayFailed: Story = stillToPay('fail', 'failed');

/** The host said paid, the server still says 待付款 after every poll: "still confirming", with a way to ask again. */
export const PayStillConfirming: Story = {
  parameters: {
    route: UNPAID_TAB,
    msw: { handlers: { scenario: [answerWith(catalogue.orderDetail, () => ({ ...storedOrder('o-2001'), status: 0 as const, statusText: '待付款' }))] } },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await payThrough(await cardOf(canvas, 'o-2001'), t, 'wechat', 'pay');
    const dialog = await page().findByRole('dialog', {}, { timeout: 12_000 });
    await expect(dialog).toHaveTextContent(t('orderActions.pendingTitle'));
    await expect(within(dialog).getByRole('button', { name: t('payment.phase.recheck') })).toBeVisible();
  },
};

const payCalls = [heldCall(catalogue.wechatPay), heldCall(catalogue.payOrderV2), heldCall(catalogue.payOrder)];

/**
 * 去支付 opens 选择支付方式 with the button busy; closing it (its close button, then the mask) sends
 * no pay call and frees the button each time: the order is still to pay, its card as it was.
 */
export const PayChannelSheetClosedSendsNothing: Story = {
  parameters: { route: UNPAID_TAB, msw: { handlers: { scenario: payCalls.map((call) => call.handler) } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    for (const call of payCalls) call.reset();
    const card = await cardOf(canvas, 'o-2001');
    await userEvent.click(actionButton(card, t, 'pay'));
    const sheet = await channelSheet();
    await expect(actionButton(card, t, 'pay')).toHaveClass('adm-button-loading');
    await expect(actionButton(card, t, 'cancel')).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: t('payment.choose.close') }));
    await waitFor(() => expect(page().queryByTestId('pay-channel-sheet')).toBeNull());
    await waitFor(() => expect(actionButton(card, t, 'pay')).not.toHaveClass('adm-button-loading'));
    await expect(actionButton(card, t, 'cancel')).toBeEnabled();

    await userEvent.click(actionButton(card, t, 'pay'));
    await channelSheet();
    const mask = document.querySelector<HTMLElement>('.adm-mask');
    if (!mask) throw new Error('the sheet has no mask');
    await userEvent.click(mask);
    await waitFor(() => expect(page().queryByTestId('pay-channel-sheet')).toBeNull());
    await waitFor(() => expect(actionButton(card, t, 'pay')).not.toHaveClass('adm-button-loading'));
    await expect(actionButton(card, t, 'pay')).toBeEnabled();
    await expect(payCalls.map((call) => call.sent())).toEqual([0, 0, 0]);
    await expect(page().queryByTestId('cashier-sheet')).toBeNull();
    await expect(storedOrder('o-2001').status).toBe(0);
    await expect(card).toHaveTextContent(t('orderActions.status.0'));
  },
};

/** The other card on 待收货, kept from before the tap: the list updates in place, it never reloads. */
let otherCard: HTMLElement | null = null;

/** 确认收货 on o-2003, asked first, then it leaves 待收货 while o-2009 stays the same card. */
const confirmReceipt = cardAction('o-2003', 'confirm', {
  name: 'ConfirmReceipt',
  call: catalogue.orderConfirm,
  route: '/order?status=2',
  act: async (canvas, t) => {
    otherCard = await cardOf(canvas, 'o-2009');
    await tapAction(onCard('o-2003'), 'confirm')(canvas, t);
  },
  confirm: answerConfirmReceipt,
  expectDone: async (canvas, t) => {
    await expectToast(t('orderActions.confirmed'));
    await waitFor(() => expect(listedIds(canvas)).toEqual(['o-2009']));
    await expect(await cardOf(canvas, 'o-2009')).toBe(otherCard);
    await expect(canvas.queryByTestId('page-skeleton')).toBeNull();
    await expect(storedOrder('o-2003').status).toBe(3);
  },
});
export const ConfirmReceiptSuccess: Story = confirmReceipt.ConfirmReceiptSuccess;

/** 删除订单 on the cancelled o-2005, asked first; it then leaves the list. */
const remove = cardAction('o-2005', 'delete', {
  name: 'Delete',
  call: catalogue.orderDelete,
  confirm: answerDelete,
  expectDone: async (canvas, t) => {
    await expectToast(t('orderActions.deleted'));
    await waitFor(() => expect(listedIds(canvas)).not.toContain('o-2005'));
    await expect(listedIds(canvas)).toHaveLength(8);
  },
});
export const DeleteSuccess: Story = remove.DeleteSuccess;

/** 再次购买 on o-2004 settles its lines again and opens confirm order with them (`?rebuy=`). */
const rebuy = cardAction('o-2004', 'rebuy', {
  name: 'Rebuy',
  call: catalogue.rebuySettle,
  expectDone: async () => {
    await expectRoute('/shoppingCart/confirmOrder');
    await expectLocation('/shoppingCart/confirmOrder?rebuy=o-2004');
  },
  leavesTo: '/shoppingCart/confirmOrder',
});
export const RebuySuccess: Story = rebuy.RebuySuccess;

/** 查看物流 opens the order's logistics (an exit the leave guard allows). */
export const LogisticsOpens: Story = {
  parameters: { ...endsOn('/logistics'), route: '/order?status=2' },
  play: async ({ canvas, globals }) => {
    await tapAction(onCard('o-2003'), 'logistics')(canvas, textOf(globals));
    await expectLocation('/logistics?orderId=o-2003');
  },
};

/** A card opens its order's details (allowed by the leave guard). */
export const CardOpensDetails: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas }) => {
    await userEvent.click(within(await cardOf(canvas, 'o-2004')).getByText('TM202611051930000004', { exact: false }));
    await expectLocation('/orderDetails?orderId=o-2004');
  },
};

/** The empty list's 去逛逛 asks for /home, an exit the leave guard does not allow: it lands on /mine. */
export const GoShoppingLandsOnMine: Story = {
  parameters: { ...endsOn('/mine'), msw: { handlers: { scenario: [scenario.empty(catalogue.orderList, { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false })] } } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: textOf(globals)('orderList.goShopping') }));
    await expectRoute('/mine');
  },
};

/** The leave guard with the real screen: back (history leads to /home) lands on /mine instead. */
export const LeaveGuardSendsBackToMine: Story = {
  parameters: endsOn('/mine'),
  play: async ({ canvas, globals }) => {
    await cardOf(canvas, 'o-2001');
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals)('header.back') }));
    await expectRoute('/mine');
  },
};

/**
 * 已完成 with the buyer's membership upgrade order (高级会员·品鉴礼包): its card offers 删除订单 only,
 * no 再次购买 or 评价 (a package is neither bought again from the order nor reviewed), while the
 * goods order o-2004 keeps both.
 */
export const UpgradeOrderCard: Story = {
  parameters: { route: '/order?status=3' },
  beforeEach: seedUpgradeOrder,
  play: async ({ canvas }) => {
    const upgrade = await cardOf(canvas, UPGRADE_ORDER_ID);
    await expect(upgrade).toHaveTextContent(UPGRADE_PACKAGE.title);
    await waitFor(() => expect(actionKinds(upgrade)).toEqual(['delete']));
    await expect(actionKinds(await cardOf(canvas, 'o-2004'))).toEqual(['delete', 'rebuy', 'review']);
  },
};
