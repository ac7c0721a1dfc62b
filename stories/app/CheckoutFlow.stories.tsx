import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectRoute, expectToast, findOpenSheet, page } from '../support/assertions';
import { endsOn, frame } from '../support/flows';
import { storyMaker } from '../support/storyMaker';
import { submitButton } from '../screens/cart/confirmOrderSteps';
import { actionButton, channelSheet, chooseAtCashier, chooseChannel, onDetailsBar } from '../screens/order/orderSteps';

/**
 * The buyer's checkout through the real route table, shot frame by frame for review: the cart, the
 * confirm order page, the new order's details, the 选择支付方式 sheet, the cashier, and last (the
 * story's own shot) the order paid: 支付成功 and 待发货.
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

export const CartToPaid: Story = story({ parameters: endsOn('/orderDetails') }, async ({ canvas, t }) => {
  // the buyer's seeded cart: two lines ticked of three, ¥764.00
  await waitFor(() => expect(canvas.getByTestId('cart-total')).toHaveTextContent('764.00'));
  await frame('cart');
  await userEvent.click(canvas.getByRole('button', { name: t('cart.settle', { count: 3 }) }));
  await expectRoute('/shoppingCart/confirmOrder');
  await waitFor(() => expect(canvas.getAllByTestId('settle-line')).toHaveLength(2), { timeout: 5000 });
  await frame('confirm-order');

  await userEvent.click(submitButton(canvas, t));
  await expectRoute('/orderDetails');
  const bar = await onDetailsBar(canvas);
  await frame('order-details');

  await userEvent.click(actionButton(bar, t, 'pay'));
  await channelSheet();
  await frame('pay-channel');
  await chooseChannel(t, 'wechat');
  await findOpenSheet('cashier-sheet', { timeout: 5000 });
  await frame('cashier');

  await chooseAtCashier(t, 'pay');
  await expectToast(t('payment.phase.paid'));
  await waitFor(() => expect(page().getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.1')));
});
