import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderDetailsScreen from '@/screens/order/details/OrderDetailsScreen';
import { fen } from '@/lib/money';
import { db } from '@mocks/db';
import { payAccountOf } from '@mocks/db/pay';
import { actionStories, type ActionStoryOptions } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { visualModes } from '../../support/modes';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import {
  actionButton,
  actionKinds,
  answerCancel,
  answerConfirmReceipt,
  answerDelete,
  channelRadio,
  channelSheet,
  chooseAtCashier,
  chooseChannel,
  expectActionBusy,
  expectActionsReady,
  expectNoSidewaysOverflow,
  expectPayResult,
  onDetailsBar,
  payThrough,
  storedOrder,
  tapAction,
  UNBROKEN,
  withLongServerText,
  type ActionKind,
} from './orderSteps';

/**
 * /orderDetails: o-2003 on its way (顺丰 SF1428736501234, to the 杭州 office), two lines,
 * ¥378.00 paid; the other stories open the seeded orders of other statuses.
 */
const screen = screenStories({
  component: OrderDetailsScreen,
  route: '/orderDetails?orderId=o-2003',
  session: 'buyer',
  docs: {
    summary:
      "One order: its status (with the payment countdown while unpaid), the latest trace, the address, lines, amounts, number (copy) and times, the after-sale request when there is one, and the actions its status allows.",
    calls: [catalogue.orderCancel, catalogue.orderConfirm, catalogue.orderDelete, catalogue.myEarnings, catalogue.wechatPay, catalogue.payOrderV2, catalogue.payOrder, catalogue.rebuySettle],
  },
  scenarios: {
    call: catalogue.orderDetail,
    businessMessage: '订单不存在',
    expectSuccess: async (canvas, t) => {
      const banner = await canvas.findByTestId('status-banner');
      await expect(banner).toHaveTextContent(t('orderActions.status.2'));
      await expect(banner).toHaveTextContent(t('orderDetails.banner.2'));
      await expect(canvas.getByTestId('logistics-row')).toHaveTextContent('快件已到达【杭州西湖营业部】');
      await expect(canvas.getByTestId('order-address')).toHaveTextContent('林清茶138****8000浙江省杭州市西湖区 龙井路 66 号茶博园写字楼 4 层');
      await expect(canvas.getAllByTestId('settle-line')).toHaveLength(2);
      await expect(canvas.getByTestId('order-pay-amount')).toHaveTextContent(t('orderDetails.paid'));
      await expect(canvas.getByTestId('order-pay-amount')).toHaveTextContent(`¥${storedOrder('o-2003').payAmount.toFixed(2)}`);
      await expect(canvas.getByTestId('order-info')).toHaveTextContent('TM202611171015000003');
      await expect(canvas.getByTestId('order-info')).toHaveTextContent(`${t('orderDetails.deliveryTime')}2026-11-18 14:20`);
      await expect(actionKinds(await onDetailsBar(canvas))).toEqual(['return', 'confirm']);
    },
  },
  // the rows of label and value and the action bar tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/OrderDetails', ...screen.meta } satisfies Meta<typeof OrderDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** o-2001, 待付款 (¥376.00): 取消订单 and 去支付. */
const UNPAID = '/orderDetails?orderId=o-2001';

/** The payment ends on its result page (支付成功, ¥376.00, 查看订单, 继续逛逛), the order 待发货 on the server. */
async function expectPaid(canvas: Canvas, t: StoryText) {
  await expectPayResult(canvas, t, 'o-2001');
  await expect(storedOrder('o-2001').status).toBe(1);
}

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
/** No Empty story from the call: an order's detail is never empty (a missing order is code 0, BusinessError). */
export const NoOrderId: Story = {
  parameters: { route: '/orderDetails' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByTestId('empty-state')).toHaveTextContent(textOf(globals)('orderDetails.missing'));
  },
};
export const NetworkError: Story = screen.NetworkError;

/** 待付款: the banner counts down to the end of the payment window (24 h from 09:12, now 10:00). */
export const UnpaidCountdown: Story = {
  parameters: { route: UNPAID },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId('pay-countdown')).toHaveTextContent(t('orderDetails.banner.0', { time: '23:12:00' }));
    await expect(actionKinds(await onDetailsBar(canvas))).toEqual(['cancel', 'pay']);
    await expect(canvas.getByTestId('order-pay-amount')).toHaveTextContent(t('orderDetails.toPay'));
  },
};

/**
 * o-2001 past its pay-by time (09:00, now 10:00): the server closed it, so the page says 交易关闭
 * and why, and offers no 去支付 (删除订单, 再次购买 instead).
 */
export const UnpaidPastPayByClosed: Story = {
  parameters: { route: UNPAID },
  beforeEach: () => {
    storedOrder('o-2001').payExpireTime = '2026-11-20 09:00:00';
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const banner = await canvas.findByTestId('status-banner');
    await expect(banner).toHaveTextContent(t('orderActions.status.closed'));
    await expect(banner).toHaveTextContent(t('orderDetails.banner.closed'));
    await expect(canvas.queryByTestId('pay-countdown')).toBeNull();
    await expect(actionKinds(await onDetailsBar(canvas))).toEqual(['delete', 'rebuy']);
    await expect(storedOrder('o-2001').status).toBe(4);
  },
};

/** 售后中, a return waiting for its parcel: the request (type, state, reason, amount), 查看退款, 撤销申请 and 填写退货单号. */
export const AfterSaleReturn: Story = {
  parameters: { route: '/orderDetails?orderId=o-2007' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const request = await canvas.findByTestId('order-after-sale');
    await expect(request).toHaveTextContent(t('orderDetails.afterSaleType.2'));
    await expect(request).toHaveTextContent(t('orderDetails.afterSaleStatus.1'));
    await expect(request).toHaveTextContent('茶饼破损');
    await expect(request).toHaveTextContent('¥266.00');
    await expect(actionKinds(await onDetailsBar(canvas))).toEqual(['viewRefund', 'withdraw', 'returnLogistics']);
  },
};

/** Tapping `kind` in order `orderId`'s bar (showing `shown`, when given) opens `location`, whose own stories record that screen. */
const tapOpens = (orderId: string, kind: ActionKind, location: string, shown?: ActionKind[]): Story => ({
  parameters: { ...endsOn(location.split('?')[0] ?? location), route: `/orderDetails?orderId=${orderId}` },
  play: async ({ canvas, globals }) => {
    if (shown) await expect(actionKinds(await onDetailsBar(canvas))).toEqual(shown);
    await tapAction(onDetailsBar, kind)(canvas, textOf(globals));
    await expectLocation(location);
  },
});

/** 填写退货单号 opens the return logistics form of the after-sale screen. */
export const ReturnLogisticsOpensForm: Story = tapOpens('o-2007', 'returnLogistics', '/setRefund?orderId=o-2007&type=logistics');

/** 待发货: 申请退款 opens the refund form. */
export const ApplyRefundOpensForm: Story = tapOpens('o-2002', 'refund', '/setRefund?orderId=o-2002&type=refund');

/** 已完成 (its bar: 删除订单, 申请退货, 再次购买, 评价): 申请退货 opens the return form. */
export const ApplyReturnOpensForm: Story = tapOpens('o-2004', 'return', '/setRefund?orderId=o-2004&type=return', ['delete', 'return', 'rebuy', 'review']);

/** 评价 opens the review form of the order. */
export const ReviewOpensComment: Story = tapOpens('o-2004', 'review', '/comment?orderId=o-2004');

/** The latest trace opens the logistics page. */
export const LogisticsRowOpens: Story = {
  parameters: endsOn('/logistics'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('logistics-row'));
    await expectLocation('/logistics?orderId=o-2003');
  },
};

/** 复制 puts the order number on the clipboard. */
export const CopyOrderNumber: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('orderDetails.copyOrderNo') }));
    await expectToast(t('orderDetails.copied'));
  },
};

/** Paying from the details: 微信支付 in the sheet, the cashier says paid: the result page (the order now 待发货). */
export const PayPaid: Story = {
  parameters: { route: UNPAID },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await payThrough(await onDetailsBar(canvas), t, 'wechat', 'pay');
    await expectPaid(canvas, t);
  },
};

/** The buyer's balance as the mock server holds it (林清茶: ¥56.80 seeded). */
const buyerAccount = () => payAccountOf(db, 'm-10086');

/**
 * 去支付 opens 选择支付方式 (the button busy behind it): ¥376.00 to pay, 微信支付 chosen, 支付宝, and
 * 余额支付 disabled with the available ¥56.80 said to be short; 确认支付 ¥376.00.
 */
export const PayChannelSheetOpen: Story = {
  parameters: { route: UNPAID, ...visualModes({ widths: [] }) },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const amount = storedOrder('o-2001').payAmount.toFixed(2);
    await userEvent.click(actionButton(await onDetailsBar(canvas), t, 'pay'));
    const sheet = await channelSheet();
    await expect(within(sheet).getByRole('heading', { name: t('payment.choose.title') })).toBeVisible();
    await expect(within(sheet).getByTestId('pay-channel-amount')).toHaveTextContent(`¥${amount}`);
    await expect(channelRadio(sheet, t, 'wechat')).toBeChecked();
    await expect(channelRadio(sheet, t, 'alipay')).not.toBeChecked();
    await waitFor(() => expect(within(sheet).getByTestId('pay-balance')).toHaveTextContent(t('payment.choose.balanceShort', { amount: '56.80' })));
    await expect(channelRadio(sheet, t, 'balance')).toBeDisabled();
    await expect(within(sheet).getByTestId('pay-channel-confirm')).toHaveTextContent(t('payment.choose.confirm', { amount }));
    await expect(actionButton(await onDetailsBar(canvas), t, 'pay')).toHaveClass('adm-button-loading');
  },
};

/** 支付宝: the cashier stands in for Alipay; paid -> the result page, the payment recorded as Alipay's. */
export const PayWithAlipay: Story = {
  parameters: { route: UNPAID },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await onDetailsBar(canvas), t, 'pay'));
    await chooseChannel(t, 'alipay');
    await expect(await page().findByTestId('cashier-sheet')).toHaveTextContent(t('payment.channel.alipay'));
    await chooseAtCashier(t, 'pay');
    await expectPaid(canvas, t);
    await expect(db.orderPayments.filter((payment) => payment.orderId === 'o-2001' && payment.status === 'SUCCESS').map((payment) => payment.payType)).toEqual(['ALIPAY']);
  },
};

/** 余额支付 with enough balance: settled at once (no cashier), the result page, the balance ¥376.00 less. */
export const PayWithBalance: Story = {
  parameters: { route: UNPAID },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    buyerAccount().balance = 500;
    await userEvent.click(actionButton(await onDetailsBar(canvas), t, 'pay'));
    const sheet = await channelSheet();
    await waitFor(() => expect(within(sheet).getByTestId('pay-balance')).toHaveTextContent(t('payment.choose.balanceAvailable', { amount: '500.00' })));
    await chooseChannel(t, 'balance');
    await expectPaid(canvas, t);
    await expect(page().queryByTestId('cashier-sheet')).toBeNull();
    await expect(fen(buyerAccount().balance)).toBe(fen(500) - fen(storedOrder('o-2001').payAmount));
  },
};

/** The banner the action started under: the page updates it from the answer, it never reloads. */
let bannerAtTap: HTMLElement | null = null;
const tapInBar = (kind: ActionKind) => async (canvas: Canvas, t: StoryText) => {
  bannerAtTap = await canvas.findByTestId('status-banner');
  await tapAction(onDetailsBar, kind)(canvas, t);
};
const expectBanner = async (canvas: Canvas, text: string) => {
  await waitFor(() => expect(canvas.getByTestId('status-banner')).toHaveTextContent(text));
  await expect(canvas.getByTestId('status-banner')).toBe(bannerAtTap);
};

/** What the bar showed before the tap: the order's status and its actions. */
interface BarBefore {
  status: '0' | '2' | '4';
  shown: readonly ActionKind[];
}

/**
 * Action `kind` in the bar of order `orderId` (under `before`): tapped, asked first (`confirm`),
 * its button busy and the others waiting; a failure leaves the banner and the bar as they were.
 */
function barAction<Name extends string, Arg, Result>(
  orderId: string,
  kind: ActionKind,
  before: BarBefore,
  options: Pick<ActionStoryOptions<Name, Arg, Result>, 'name' | 'call' | 'confirm' | 'expectDone' | 'leavesTo' | 'businessMessage'> & { alsoKept?: () => Promise<void> },
) {
  const { alsoKept, ...rest } = options;
  return actionStories({
    ...rest,
    route: `/orderDetails?orderId=${orderId}`,
    act: tapInBar(kind),
    expectBusy: expectActionBusy(onDetailsBar, kind),
    expectKept: async (canvas, t) => {
      await expect(canvas.getByTestId('status-banner')).toHaveTextContent(t(`orderActions.status.${before.status}`));
      await expectActionsReady(onDetailsBar, before.shown)(canvas, t);
      await alsoKept?.();
    },
  });
}

/** 取消订单 on o-2001 (待付款): why (太贵了), then the page shows 已取消 with the reason in place. */
const cancel = barAction('o-2001', 'cancel', { status: '0', shown: ['cancel', 'pay'] }, {
  name: 'Cancel',
  call: catalogue.orderCancel,
  confirm: answerCancel('price'),
  expectDone: async (canvas, t) => {
    await expectToast(t('orderActions.cancelled'));
    await expectBanner(canvas, t('orderDetails.banner.4', { reason: t('orderActions.cancelReasons.price') }));
    await expect(actionKinds(await onDetailsBar(canvas))).toEqual(['delete', 'rebuy']);
    await expect(storedOrder('o-2001').cancelReason).toBe(t('orderActions.cancelReasons.price'));
  },
  businessMessage: '订单已支付，无法取消',
});
export const CancelSuccess: Story = cancel.CancelSuccess;
export const CancelBusy: Story = cancel.CancelBusy;
export const CancelBusinessError: Story = cancel.CancelBusinessError;
export const CancelSessionExpired: Story = cancel.CancelSessionExpired;
export const CancelForcedOffline: Story = cancel.CancelForcedOffline;
export const CancelForcedOfflineGotIt: Story = cancel.CancelForcedOfflineGotIt;
export const CancelNetworkError: Story = cancel.CancelNetworkError;

/** 确认收货 on o-2003 (待收货): asked first, then 已完成 in place, with the time it was received. */
const confirmReceipt = barAction('o-2003', 'confirm', { status: '2', shown: ['return', 'confirm'] }, {
  name: 'ConfirmReceipt',
  call: catalogue.orderConfirm,
  confirm: answerConfirmReceipt,
  expectDone: async (canvas, t) => {
    await expectToast(t('orderActions.confirmed'));
    await expectBanner(canvas, t('orderActions.status.3'));
    await expect(canvas.getByTestId('order-info')).toHaveTextContent(t('orderDetails.receiveTime'));
    await expect(storedOrder('o-2003').status).toBe(3);
  },
  businessMessage: '只有待收货的订单可以确认收货（当前状态：已完成）',
});
export const ConfirmReceiptSuccess: Story = confirmReceipt.ConfirmReceiptSuccess;
export const ConfirmReceiptBusy: Story = confirmReceipt.ConfirmReceiptBusy;
export const ConfirmReceiptBusinessError: Story = confirmReceipt.ConfirmReceiptBusinessError;
export const ConfirmReceiptSessionExpired: Story = confirmReceipt.ConfirmReceiptSessionExpired;
export const ConfirmReceiptForcedOffline: Story = confirmReceipt.ConfirmReceiptForcedOffline;
export const ConfirmReceiptForcedOfflineGotIt: Story = confirmReceipt.ConfirmReceiptForcedOfflineGotIt;
export const ConfirmReceiptNetworkError: Story = confirmReceipt.ConfirmReceiptNetworkError;

/** 删除订单 on o-2005 (已取消): asked first, then back to the order list. */
const remove = barAction('o-2005', 'delete', { status: '4', shown: ['delete', 'rebuy'] }, {
  name: 'Delete',
  call: catalogue.orderDelete,
  confirm: answerDelete,
  alsoKept: async () => expect(storedOrder('o-2005').deleteFlag).not.toBe(1),
  expectDone: async (_canvas, t) => {
    await expectRoute('/order');
    await expectToast(t('orderActions.deleted'));
    await expect(storedOrder('o-2005').deleteFlag).toBe(1);
  },
  leavesTo: '/order',
  businessMessage: '订单删除失败，请稍后再试',
});
export const DeleteSuccess: Story = remove.DeleteSuccess;
export const DeleteBusy: Story = remove.DeleteBusy;
export const DeleteBusinessError: Story = remove.DeleteBusinessError;
export const DeleteSessionExpired: Story = remove.DeleteSessionExpired;
export const DeleteForcedOffline: Story = remove.DeleteForcedOffline;
export const DeleteForcedOfflineGotIt: Story = remove.DeleteForcedOfflineGotIt;
export const DeleteNetworkError: Story = remove.DeleteNetworkError;

/**
 * Server text with nowhere to break (a 200-character goods title, remark, address and latest trace)
 * wraps inside its card: the page never scrolls sideways.
 */
export const LongServerTextWraps: Story = {
  beforeEach: () => withLongServerText('o-2003'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('order-address')).toHaveTextContent(UNBROKEN);
    await expectNoSidewaysOverflow();
  },
};
