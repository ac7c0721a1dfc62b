import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderListScreen from '@/screens/order/list/OrderListScreen';
import { scenario } from '@mocks/scenarios';
import { currentLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { actionButton, answerWith, cardOf, channelSheet, chooseAtCashier, chooseChannel, dialogSays, heldCall, listedIds, storedOrder, tapInDialog } from './orderSteps';

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
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('orderList.emptyTitle'))).toBeVisible();
    },
  },
  // the tabs, the order number and the action buttons tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/OrderList', ...screen.meta } satisfies Meta<typeof OrderListScreen>;
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

const cancelCall = heldCall(catalogue.orderCancel);

/** 取消订单 asks why (a reason is chosen), is busy while the server works, then the order leaves 待付款. */
export const CancelAsksThenCancels: Story = {
  parameters: { route: '/order?status=0', msw: { handlers: { scenario: [cancelCall.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    cancelCall.hold();
    const card = await cardOf(canvas, 'o-2001');
    await userEvent.click(actionButton(card, t, 'cancel'));
    const dialog = await dialogSays(t('orderActions.cancelBody'));
    await userEvent.click(within(dialog).getByText(t('orderActions.cancelReasons.wrongAddress')));
    await tapInDialog(dialog, t('orderActions.cancelConfirm'));
    await waitFor(() => expect(cancelCall.sent()).toBe(1));
    await waitFor(() => expect(actionButton(card, t, 'cancel')).toHaveClass('adm-button-loading'));
    await expect(actionButton(card, t, 'pay')).toBeDisabled();
    cancelCall.release();
    await expectToast(t('orderActions.cancelled'));
    await waitFor(() => expect(listedIds(canvas)).toEqual([]));
    await expect(storedOrder('o-2001').cancelReason).toBe(t('orderActions.cancelReasons.wrongAddress'));
    await expect(await canvas.findByText(t('orderList.emptyTitle'))).toBeVisible();
  },
};

/** 暂不 keeps the order as it was. */
export const CancelKeepsOrder: Story = {
  parameters: { route: '/order?status=0' },
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

/** 去支付 -> 微信支付 in the sheet -> the cashier -> paid: 支付成功, and the order moves on to 待发货 (gone from 待付款). */
export const PayPaid: Story = {
  parameters: { route: '/order?status=0' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await cardOf(canvas, 'o-2001'), t, 'pay'));
    await chooseChannel(t, 'wechat');
    await chooseAtCashier(t, 'pay');
    await expectToast(t('payment.phase.paid'));
    await waitFor(() => expect(listedIds(canvas)).toEqual([]));
    await expect(storedOrder('o-2001').status).toBe(1);
  },
};

/** Closing the cashier: the order is still to pay. */
export const PayCancelled: Story = {
  parameters: { route: '/order?status=0' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await cardOf(canvas, 'o-2001');
    await userEvent.click(actionButton(card, t, 'pay'));
    await chooseChannel(t, 'wechat');
    await chooseAtCashier(t, 'cancel');
    await expectToast(t('payment.phase.cancelled'));
    await expect(actionButton(card, t, 'pay')).toBeEnabled();
    await expect(storedOrder('o-2001').status).toBe(0);
  },
};

/** The channel says the payment failed. */
export const PayFailed: Story = {
  parameters: { route: '/order?status=0' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await cardOf(canvas, 'o-2001');
    await userEvent.click(actionButton(card, t, 'pay'));
    await chooseChannel(t, 'wechat');
    await chooseAtCashier(t, 'fail');
    await expectToast(t('payment.phase.failed'));
    await expect(storedOrder('o-2001').status).toBe(0);
  },
};

/** The host said paid, the server still says 待付款 after every poll: "still confirming", with a way to ask again. */
export const PayStillConfirming: Story = {
  parameters: {
    route: '/order?status=0',
    msw: { handlers: { scenario: [answerWith(catalogue.orderDetail, () => ({ ...storedOrder('o-2001'), status: 0 as const, statusText: '待付款' }))] } },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await cardOf(canvas, 'o-2001'), t, 'pay'));
    await chooseChannel(t, 'wechat');
    await chooseAtCashier(t, 'pay');
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
  parameters: { route: '/order?status=0', msw: { handlers: { scenario: payCalls.map((call) => call.handler) } } },
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

const confirmCall = heldCall(catalogue.orderConfirm);

/**
 * 确认收货 asks first, is busy while the server works, then the order leaves 待收货; the other
 * card is the same element throughout (the list updates in place, no reload).
 */
export const ConfirmReceiptBusyThenDone: Story = {
  parameters: { route: '/order?status=2', msw: { handlers: { scenario: [confirmCall.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    confirmCall.hold();
    const card = await cardOf(canvas, 'o-2003');
    const other = await cardOf(canvas, 'o-2009');
    await userEvent.click(actionButton(card, t, 'confirm'));
    await tapInDialog(await dialogSays(t('orderActions.confirmBody')), t('orderActions.confirmOk'));
    await waitFor(() => expect(actionButton(card, t, 'confirm')).toHaveClass('adm-button-loading'));
    await userEvent.click(actionButton(card, t, 'confirm'));
    confirmCall.release();
    await expectToast(t('orderActions.confirmed'));
    await waitFor(() => expect(listedIds(canvas)).toEqual(['o-2009']));
    await expect(confirmCall.sent()).toBe(1);
    await expect(other.isConnected).toBe(true);
    await expect(canvas.queryByTestId('page-skeleton')).toBeNull();
    await expect(storedOrder('o-2003').status).toBe(3);
  },
};

/** A refused action: the server's reason in a toast, the order as it was. */
export const ConfirmReceiptRefused: Story = {
  parameters: {
    route: '/order?status=2',
    msw: { handlers: { scenario: [scenario.businessError(catalogue.orderConfirm, '只有待收货的订单可以确认收货（当前状态：已完成）')] } },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await cardOf(canvas, 'o-2003');
    await userEvent.click(actionButton(card, t, 'confirm'));
    await tapInDialog(await dialogSays(t('orderActions.confirmBody')), t('orderActions.confirmOk'));
    await expectToast('只有待收货的订单可以确认收货（当前状态：已完成）');
    await expect(listedIds(canvas)).toEqual(['o-2009', 'o-2003']);
    await expect(actionButton(card, t, 'confirm')).toBeEnabled();
  },
};

/** 删除订单 asks first; the cancelled order then leaves the list. */
export const DeleteAsksThenDeletes: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await cardOf(canvas, 'o-2005'), t, 'delete'));
    await tapInDialog(await dialogSays(t('orderActions.deleteBody')), t('orderActions.deleteOk'));
    await expectToast(t('orderActions.deleted'));
    await waitFor(() => expect(listedIds(canvas)).not.toContain('o-2005'));
    await expect(listedIds(canvas)).toHaveLength(8);
  },
};

/** 再次购买 settles the order's lines again and opens confirm order with them (`?rebuy=`). */
export const RebuyOpensConfirmOrder: Story = {
  parameters: endsOn('/shoppingCart/confirmOrder'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await cardOf(canvas, 'o-2004'), t, 'rebuy'));
    await expectRoute('/shoppingCart/confirmOrder');
    await waitFor(() => expect(currentLocation()).toBe('/shoppingCart/confirmOrder?rebuy=o-2004'));
  },
};

/** 查看物流 opens the order's logistics (an exit the leave guard allows). */
export const LogisticsOpens: Story = {
  parameters: { ...endsOn('/logistics'), route: '/order?status=2' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await cardOf(canvas, 'o-2003'), t, 'logistics'));
    await expectRoute('/logistics');
    await waitFor(() => expect(currentLocation()).toBe('/logistics?orderId=o-2003'));
  },
};

/** A card opens its order's details (allowed by the leave guard). */
export const CardOpensDetails: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas }) => {
    await userEvent.click(within(await cardOf(canvas, 'o-2004')).getByText('TM202611051930000004', { exact: false }));
    await expectRoute('/orderDetails');
    await waitFor(() => expect(currentLocation()).toBe('/orderDetails?orderId=o-2004'));
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
