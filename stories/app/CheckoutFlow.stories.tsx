import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectRoute, findOpenSheet } from '../support/assertions';
import { endsOn, frame } from '../support/flows';
import { storyMaker } from '../support/storyMaker';
import { submitButton } from '../screens/cart/confirmOrderSteps';
import { channelSheet, chooseAtCashier, chooseChannel, expectPayResult } from '../screens/order/orderSteps';

/**
 * The buyer's checkout through the real route table, shot frame by frame for review: the cart, the
 * confirm order page, the cashier (选择支付方式) that 提交订单 opens at once on the new order's
 * details, the channel's own cashier, and last (the story's own shot) the payment's result page:
 * 支付成功, the amount, 查看订单 / 继续逛逛 and recommendations.
 */
const meta = {
  title: 'App/Checkout flow',
  parameters: { route: '/shoppingCart', mountStory: false },
  globals: { session: 'buyer' },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** The order 提交订单 places in a story: the mock numbers run-time orders from o-3001 (the db is re-seeded per story). */
const PLACED = 'o-3001';

export const CartToPaid: Story = story({ parameters: endsOn('/orderDetails') }, async ({ canvas, t }) => {
  // the buyer's seeded cart: two lines ticked of three, ¥764.00
  await waitFor(() => expect(canvas.getByTestId('cart-total')).toHaveTextContent('764.00'));
  await frame('cart');
  await userEvent.click(canvas.getByRole('button', { name: t('cart.settle', { count: 3 }) }));
  await expectRoute('/shoppingCart/confirmOrder');
  await waitFor(() => expect(canvas.getAllByTestId('settle-line')).toHaveLength(2), { timeout: 5000 });
  await frame('confirm-order');

  await userEvent.click(submitButton(canvas, t));
  await channelSheet();
  await expectRoute('/orderDetails');
  await frame('pay-channel');
  await chooseChannel(t, 'wechat');
  await findOpenSheet('cashier-sheet', { timeout: 5000 });
  await frame('cashier');

  await chooseAtCashier(t, 'pay');
  await expectPayResult(canvas, t, PLACED);
});
