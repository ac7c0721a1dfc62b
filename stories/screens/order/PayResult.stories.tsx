import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderDetailsScreen from '@/screens/order/details/OrderDetailsScreen';
import { expectLocation } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { actionButton, expectPayResult, onDetailsBar } from './orderSteps';

/**
 * The end of a payment: its result, a state of the details route (`result=paid`) that a reload
 * shows again; here o-2002's (待发货, paid). How checkout gets here (the cashier at once after
 * 提交订单): `Screens/Cart/ConfirmOrderPay`.
 */
const screen = screenStories({
  component: OrderDetailsScreen,
  route: '/orderDetails?orderId=o-2002&result=paid',
  session: 'buyer',
  docs: {
    summary:
      "The payment's result on the order's details route (`?result=paid`): 支付成功, the amount paid, 查看订单 (the details), 继续逛逛 (home) and a few recommended goods.",
    calls: [catalogue.orderDetail, catalogue.recommendGoods],
  },
});

const meta = { title: 'Screens/Order/PayResult', ...screen.meta } satisfies Meta<typeof OrderDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 支付成功, ¥ paid, 查看订单, 继续逛逛 and the recommendations. */
export const Result: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectPayResult(canvas, t, 'o-2002');
    await expect(canvas.queryByTestId('order-actions')).toBeNull();
  },
};

/** 查看订单 shows the order's details in place of the result (the flag dropped, so back does not show it again). */
export const ResultViewOrder: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const result = await expectPayResult(canvas, t, 'o-2002');
    await userEvent.click(within(result).getByRole('button', { name: t('orderDetails.result.viewOrder') }));
    await expectLocation('/orderDetails?orderId=o-2002');
    await waitFor(() => expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.1')));
  },
};

/** 继续逛逛 goes to the home page. */
export const ResultContinueShopping: Story = {
  parameters: endsOn('/home'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const result = await expectPayResult(canvas, t, 'o-2002');
    await userEvent.click(within(result).getByRole('button', { name: t('orderDetails.result.continueShopping') }));
    await expectLocation('/home');
  },
};

/** `result=paid` on an order still to pay (a typed address): the details, 待付款 with 去支付, not a result. */
export const ResultOfUnpaidShowsDetails: Story = {
  parameters: { route: '/orderDetails?orderId=o-2001&result=paid', visual: { skip: true, reason: 'the same page as OrderDetails/UnpaidCountdown' } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId('status-banner')).toHaveTextContent(t('orderActions.status.0'));
    await expect(canvas.queryByTestId('pay-result')).toBeNull();
    await expect(actionButton(await onDetailsBar(canvas), t, 'pay')).toBeVisible();
  },
};
