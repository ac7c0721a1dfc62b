import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderDetailsScreen from '@/screens/order/details/OrderDetailsScreen';
import { fen } from '@/lib/money';
import { db } from '@mocks/db';
import { payAccountOf } from '@mocks/db/pay';
import { currentLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { visualModes } from '../../support/modes';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { actionButton, actionKinds, channelRadio, channelSheet, chooseAtCashier, chooseChannel, dialogSays, expectNoSidewaysOverflow, heldCall, storedOrder, tapInDialog, UNBROKEN, withLongServerText } from './orderSteps';

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
      await expect(actionKinds(canvasBar(canvas))).toEqual(['return', 'confirm']);
    },
  },
  // the rows of label and value and the action bar tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/OrderDetails', ...screen.meta } satisfies Meta<typeof OrderDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function canvasBar(canvas: Canvas): HTMLElement {
  return canvas.getByTestId('order-actions');
}

const bar = async (canvas: Canvas) => waitFor(() => canvasBar(canvas));

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
  parameters: { route: '/orderDetails?orderId=o-2001' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId('pay-countdown')).toHaveTextContent(t('orderDetails.banner.0', { time: '23:12:00' }));
    await expect(actionKinds(await bar(canvas))).toEqual(['cancel', 'pay']);
    await expect(canvas.getByTestId('order-pay-amount')).toHaveTextContent(t('orderDetails.toPay'));
  },
};

/** 售后中, a return waiting for its parcel: the request (type, state, reason, amount) and 填写退货单号. */
export const AfterSaleReturn: Story = {
  parameters: { route: '/orderDetails?orderId=o-2007' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const request = await canvas.findByTestId('order-after-sale');
    await expect(request).toHaveTextContent(t('orderDetails.afterSaleType.2'));
    await expect(request).toHaveTextContent(t('orderDetails.afterSaleStatus.1'));
    await expect(request).toHaveTextContent('茶饼破损');
    await expect(request).toHaveTextContent('¥266.00');
    await expect(actionKinds(await bar(canvas))).toEqual(['returnLogistics']);
  },
};

/** 填写退货单号 opens the return logistics form of the after-sale screen. */
export const ReturnLogisticsOpensForm: Story = {
  parameters: { ...endsOn('/setRefund'), route: '/orderDetails?orderId=o-2007' },
  play: async ({ canvas, globals }) => {
    await userEvent.click(actionButton(await bar(canvas), textOf(globals), 'returnLogistics'));
    await expectRoute('/setRefund');
    await waitFor(() => expect(currentLocation()).toBe('/setRefund?orderId=o-2007&type=logistics'));
  },
};

/** 待发货: 申请退款 opens the refund form. */
export const ApplyRefundOpensForm: Story = {
  parameters: { ...endsOn('/setRefund'), route: '/orderDetails?orderId=o-2002' },
  play: async ({ canvas, globals }) => {
    await userEvent.click(actionButton(await bar(canvas), textOf(globals), 'refund'));
    await waitFor(() => expect(currentLocation()).toBe('/setRefund?orderId=o-2002&type=refund'));
  },
};

/** 已完成: 申请退货 opens the return form. */
export const ApplyReturnOpensForm: Story = {
  parameters: { ...endsOn('/setRefund'), route: '/orderDetails?orderId=o-2004' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(actionKinds(await bar(canvas))).toEqual(['delete', 'return', 'rebuy', 'review']);
    await userEvent.click(actionButton(await bar(canvas), t, 'return'));
    await waitFor(() => expect(currentLocation()).toBe('/setRefund?orderId=o-2004&type=return'));
  },
};

/** 评价 opens the review form of the order. */
export const ReviewOpensComment: Story = {
  parameters: { ...endsOn('/comment'), route: '/orderDetails?orderId=o-2004' },
  play: async ({ canvas, globals }) => {
    await userEvent.click(actionButton(await bar(canvas), textOf(globals), 'review'));
    await waitFor(() => expect(currentLocation()).toBe('/comment?orderId=o-2004'));
  },
};

/** The latest trace opens the logistics page. */
export const LogisticsRowOpens: Story = {
  parameters: endsOn('/logistics'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('logistics-row'));
    await waitFor(() => expect(currentLocation()).toBe('/logistics?orderId=o-2003'));
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

/** Cancelling: the reason, then the page shows 已取消 with it in place (from the answer, no reload). */
export const CancelAsksThenCancels: Story = {
  parameters: { route: '/orderDetails?orderId=o-2001' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const banner = await canvas.findByTestId('status-banner');
    await userEvent.click(actionButton(await bar(canvas), t, 'cancel'));
    const dialog = await dialogSays(t('orderActions.cancelBody'));
    await userEvent.click(within(dialog).getByText(t('orderActions.cancelReasons.price')));
    await tapInDialog(dialog, t('orderActions.cancelConfirm'));
    await expectToast(t('orderActions.cancelled'));
    await waitFor(() => expect(banner).toHaveTextContent(t('orderDetails.banner.4', { reason: t('orderActions.cancelReasons.price') })));
    await expect(banner.isConnected).toBe(true);
    await expect(actionKinds(await bar(canvas))).toEqual(['delete', 'rebuy']);
  },
};

/** Paying from the details: 微信支付 in the sheet, the cashier says paid, the page shows 待发货. */
export const PayPaid: Story = {
  parameters: { route: '/orderDetails?orderId=o-2001' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await bar(canvas), t, 'pay'));
    await chooseChannel(t, 'wechat');
    await chooseAtCashier(t, 'pay');
    await expectToast(t('payment.phase.paid'));
    await waitFor(() => expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.1')));
  },
};

/** The buyer's balance as the mock server holds it (林清茶: ¥56.80 seeded). */
const buyerAccount = () => payAccountOf(db, 'm-10086');

/**
 * 去支付 opens 选择支付方式 (the button busy behind it): ¥376.00 to pay, 微信支付 chosen, 支付宝, and
 * 余额支付 disabled with the available ¥56.80 said to be short; 确认支付 ¥376.00.
 */
export const PayChannelSheetOpen: Story = {
  parameters: { route: '/orderDetails?orderId=o-2001', ...visualModes({ widths: [] }) },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const amount = storedOrder('o-2001').payAmount.toFixed(2);
    await userEvent.click(actionButton(await bar(canvas), t, 'pay'));
    const sheet = await channelSheet();
    await expect(within(sheet).getByRole('heading', { name: t('payment.choose.title') })).toBeVisible();
    await expect(within(sheet).getByTestId('pay-channel-amount')).toHaveTextContent(`¥${amount}`);
    await expect(channelRadio(sheet, t, 'wechat')).toBeChecked();
    await expect(channelRadio(sheet, t, 'alipay')).not.toBeChecked();
    await waitFor(() => expect(within(sheet).getByTestId('pay-balance')).toHaveTextContent(t('payment.choose.balanceShort', { amount: '56.80' })));
    await expect(channelRadio(sheet, t, 'balance')).toBeDisabled();
    await expect(within(sheet).getByTestId('pay-channel-confirm')).toHaveTextContent(t('payment.choose.confirm', { amount }));
    await expect(actionButton(await bar(canvas), t, 'pay')).toHaveClass('adm-button-loading');
  },
};

/** 支付宝: the cashier stands in for Alipay; paid -> 支付成功, 待发货, the payment recorded as Alipay's. */
export const PayWithAlipay: Story = {
  parameters: { route: '/orderDetails?orderId=o-2001' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await bar(canvas), t, 'pay'));
    await chooseChannel(t, 'alipay');
    await expect(await page().findByTestId('cashier-sheet')).toHaveTextContent(t('payment.channel.alipay'));
    await chooseAtCashier(t, 'pay');
    await expectToast(t('payment.phase.paid'));
    await waitFor(() => expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.1')));
    await expect(db.orderPayments.filter((payment) => payment.orderId === 'o-2001' && payment.status === 'SUCCESS').map((payment) => payment.payType)).toEqual(['ALIPAY']);
  },
};

/** 余额支付 with enough balance: settled at once (no cashier), 支付成功, 待发货, the balance ¥376.00 less. */
export const PayWithBalance: Story = {
  parameters: { route: '/orderDetails?orderId=o-2001' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    buyerAccount().balance = 500;
    await userEvent.click(actionButton(await bar(canvas), t, 'pay'));
    const sheet = await channelSheet();
    await waitFor(() => expect(within(sheet).getByTestId('pay-balance')).toHaveTextContent(t('payment.choose.balanceAvailable', { amount: '500.00' })));
    await chooseChannel(t, 'balance');
    await expectToast(t('payment.phase.paid'));
    await waitFor(() => expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.1')));
    await expect(page().queryByTestId('cashier-sheet')).toBeNull();
    await expect(fen(buyerAccount().balance)).toBe(fen(500) - fen(storedOrder('o-2001').payAmount));
  },
};

const confirmCall = heldCall(catalogue.orderConfirm);

/** 确认收货: asks, busy while the server works (a second tap sends nothing), then 已完成 in place. */
export const ConfirmReceiptBusyThenDone: Story = {
  parameters: { msw: { handlers: { scenario: [confirmCall.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    confirmCall.hold();
    const banner = await canvas.findByTestId('status-banner');
    await userEvent.click(actionButton(await bar(canvas), t, 'confirm'));
    await tapInDialog(await dialogSays(t('orderActions.confirmBody')), t('orderActions.confirmOk'));
    const button = actionButton(await bar(canvas), t, 'confirm');
    await waitFor(() => expect(button).toHaveClass('adm-button-loading'));
    await expect(actionButton(await bar(canvas), t, 'return')).toBeDisabled();
    await userEvent.click(button);
    confirmCall.release();
    await expectToast(t('orderActions.confirmed'));
    await waitFor(() => expect(banner).toHaveTextContent(t('orderActions.status.3')));
    await expect(confirmCall.sent()).toBe(1);
    await expect(banner.isConnected).toBe(true);
    await expect(canvas.getByTestId('order-info')).toHaveTextContent(t('orderDetails.receiveTime'));
  },
};

/** Deleting asks first, then goes back to the order list. */
export const DeleteGoesBackToList: Story = {
  parameters: { ...endsOn('/order'), route: '/orderDetails?orderId=o-2005' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(actionButton(await bar(canvas), t, 'delete'));
    await tapInDialog(await dialogSays(t('orderActions.deleteBody')), t('orderActions.deleteOk'));
    await expectToast(t('orderActions.deleted'));
    await expectRoute('/order');
    await expect(storedOrder('o-2005').deleteFlag).toBe(1);
  },
};

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
