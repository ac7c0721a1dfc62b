import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OrderDetailsScreen from '@/screens/order/details/OrderDetailsScreen';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { actionButton, actionKinds, answerWithdraw, expectActionBusy, expectActionsReady, onDetailsBar, storedOrder, tapAction } from './orderSteps';

/**
 * /orderDetails of an order in after-sale: o-2006, 仅退款 待处理 (the order was 待发货). Its bar
 * offers 查看退款 (the after-sale list) and 撤销申请 (asks first, as on that list, then the order is
 * 待发货 again).
 */
const screen = screenStories({
  component: OrderDetailsScreen,
  route: '/orderDetails?orderId=o-2006',
  session: 'buyer',
  docs: {
    summary: "An order in after-sale: its request, and the actions on it from the details: 查看退款 opens the after-sale list, 撤销申请 withdraws an open request (asks first).",
    calls: [catalogue.orderDetail, catalogue.afterSaleRemove],
  },
});

const meta = { title: 'Screens/Order/OrderDetailsAfterSale', ...screen.meta } satisfies Meta<typeof OrderDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 售后中: the request, and 查看退款 and 撤销申请 in the bar. */
export const AfterSaleActions: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId('status-banner')).toHaveTextContent(t('orderActions.status.5'));
    await expect(canvas.getByTestId('order-after-sale')).toHaveTextContent(t('orderDetails.afterSaleStatus.1'));
    await expect(actionKinds(await onDetailsBar(canvas))).toEqual(['viewRefund', 'withdraw']);
  },
};

/** 查看退款 opens the after-sale list, whose own stories record it. */
export const ViewRefundOpensList: Story = {
  parameters: endsOn('/refundOrder'),
  play: async ({ canvas, globals }) => {
    await tapAction(onDetailsBar, 'viewRefund')(canvas, textOf(globals));
    await expectLocation('/refundOrder');
  },
};

/** 再想想 in the question keeps the request: nothing sent, the order still 售后中. */
export const WithdrawKeptOnSecondThought: Story = {
  parameters: { visual: { skip: true, reason: 'the same page as AfterSaleActions' } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await tapAction(onDetailsBar, 'withdraw')(canvas, t);
    await userEvent.click(within(await page().findByRole('dialog')).getByRole('button', { name: t('refundOrders.keep') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionButton(canvas.getByTestId('order-actions'), t, 'withdraw')).toBeEnabled());
    await expect(storedOrder('o-2006').status).toBe(5);
  },
};

/** 撤销申请 on o-2006: asked first; withdrawn, the order is 待发货 again in place (its request 已撤销). */
const withdraw = actionStories({
  name: 'Withdraw',
  call: catalogue.afterSaleRemove,
  route: '/orderDetails?orderId=o-2006',
  act: tapAction(onDetailsBar, 'withdraw'),
  confirm: answerWithdraw,
  expectBusy: expectActionBusy(onDetailsBar, 'withdraw'),
  expectKept: async (canvas, t) => {
    await expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.5'));
    await expectActionsReady(onDetailsBar, ['viewRefund', 'withdraw'])(canvas, t);
    await expect(storedOrder('o-2006').status).toBe(5);
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('refundOrders.cancelled'));
    await waitFor(() => expect(canvas.getByTestId('status-banner')).toHaveTextContent(t('orderActions.status.1')));
    await expect(storedOrder('o-2006').status).toBe(1);
    await expect(storedOrder('o-2006').afterSale?.status).toBe(4);
  },
  businessMessage: '商家已同意退款，无法撤销',
});
export const WithdrawSuccess: Story = withdraw.WithdrawSuccess;
export const WithdrawBusy: Story = withdraw.WithdrawBusy;
export const WithdrawBusinessError: Story = withdraw.WithdrawBusinessError;
export const WithdrawSessionExpired: Story = withdraw.WithdrawSessionExpired;
export const WithdrawForcedOffline: Story = withdraw.WithdrawForcedOffline;
export const WithdrawForcedOfflineGotIt: Story = withdraw.WithdrawForcedOfflineGotIt;
export const WithdrawNetworkError: Story = withdraw.WithdrawNetworkError;
