import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ConfirmOrderScreen from '@/screens/cart/ConfirmOrderScreen';
import { preloadCouponSheet } from '@/screens/cart/couponSheet';
import { db } from '@mocks/db';
import { expectLocation, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { preloaded } from '../../support/frame';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { actionButton, channelSheet, chooseAtCashier, chooseChannel, expectPayResult, onDetailsBar, storedOrder } from '../order/orderSteps';
import { CART_ROUTE, payAmount, submitButton } from './confirmOrderSteps';

/**
 * The end of checkout, Taobao-like: 提交订单 opens the cashier (选择支付方式) on the new order's
 * details at once; closing it leaves the order there, unpaid, with 去支付; paying ends on the
 * payment's result (`Screens/Order/PayResult`). The two cart lines, ¥714.00.
 */
const screen = screenStories({
  component: ConfirmOrderScreen,
  route: CART_ROUTE,
  session: 'buyer',
  docs: {
    summary: 'From 提交订单 to the result: the cashier opens at once on the new order; closed, the order waits on its details with 去支付; paid, the result page.',
    calls: [catalogue.cartSettle, catalogue.orderCreate, catalogue.orderDetail, catalogue.wechatPay],
  },
});

// the coupon sheet loads after launch in the app; the stories start with it in
const meta = { title: 'Screens/Cart/ConfirmOrderPay', ...screen.meta, loaders: [preloaded(preloadCouponSheet)] } satisfies Meta<typeof ConfirmOrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order 提交订单 places in a story: the mock numbers run-time orders from o-3001 (the db is re-seeded per story). */
const PLACED = 'o-3001';

/** Confirm order for the two cart lines (¥714.00), 提交订单 tapped. */
async function submitOrder(canvas: Canvas, t: StoryText): Promise<void> {
  await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥714.00'));
  await userEvent.click(submitButton(canvas, t));
}

/** 提交订单: the new order's details with the cashier open at once (¥714.00), its flag already dropped from the address. */
export const CheckoutOpensCashier: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await submitOrder(canvas, t);
    const sheet = await channelSheet();
    await expect(within(sheet).getByTestId('pay-channel-amount')).toHaveTextContent('¥714.00');
    await expectLocation(`/orderDetails?orderId=${PLACED}`);
    await expect(actionButton(await onDetailsBar(canvas), t, 'pay')).toHaveClass('adm-button-loading');
  },
};

/** Closing the cashier: the new order's details, 待付款, 去支付 ready; nothing was paid, and it does not open again. */
export const CheckoutCashierClosedStaysUnpaid: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await submitOrder(canvas, t);
    const sheet = await channelSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: t('payment.choose.close') }));
    await waitFor(() => expect(page().queryByTestId('pay-channel-sheet')).toBeNull());
    await expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.0'));
    await waitFor(() => expect(actionButton(canvas.getByTestId('order-actions'), t, 'pay')).toBeEnabled());
    await expectLocation(`/orderDetails?orderId=${PLACED}`);
    await expect(storedOrder(PLACED).status).toBe(0);
    await expect(db.orderPayments.filter((payment) => payment.orderId === PLACED)).toEqual([]);
  },
};

/** 提交订单 -> the cashier -> 微信支付 -> paid: the result page, the order 待发货; one order placed. */
export const CheckoutPaidEndsOnResult: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const before = db.orders.length;
    await submitOrder(canvas, t);
    await chooseChannel(t, 'wechat');
    await chooseAtCashier(t, 'pay');
    await expectPayResult(canvas, t, PLACED);
    await expect(storedOrder(PLACED).status).toBe(1);
    await expect(db.orders.length).toBe(before + 1);
  },
};
