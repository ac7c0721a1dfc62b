import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import RefundOrdersScreen from '@/screens/order/afterSale/RefundOrdersScreen';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { answerDialog, cardOf, storedOrder } from './orderSteps';

/** The card of one order's request. */
const requestOf = async (canvas: Canvas, orderId: string) => within(await cardOf(canvas, orderId, 'after-sale-card'));

/**
 * /refundOrder: the buyer's seeded requests, newest first: o-2006 仅退款 待处理, o-2007 退货退款
 * 待处理 (waiting for the goods to be sent back), o-2008 仅退款 退款成功.
 */
const screen = screenStories({
  component: RefundOrdersScreen,
  route: '/refundOrder',
  session: 'buyer',
  docs: {
    summary:
      "The buyer's after-sale requests, newest first: type (仅退款 / 退货退款), state (待处理, 待退款, 退款成功, 已撤销), the order's lines, amount and time; view the order, fill in the return waybill of a return awaiting it, withdraw an open request (asks first). Pull to refresh, infinite scroll.",
    calls: [catalogue.afterSaleRemove],
  },
  scenarios: {
    call: catalogue.returnList,
    businessMessage: '售后服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      const cards = await canvas.findAllByTestId('after-sale-card');
      await expect(cards.map((card) => card.dataset.orderId)).toEqual(['o-2006', 'o-2007', 'o-2008']);
      const [refund, ret, done] = cards.map((card) => within(card));
      if (!refund || !ret || !done) throw new Error('three cards');
      await expect(refund.getByText(t('refundOrders.typeRefund'))).toBeVisible();
      await expect(refund.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state1'));
      await expect(refund.getByRole('button', { name: t('refundOrders.cancel') })).toBeVisible();
      await expect(ret.getByText(t('refundOrders.typeReturn'))).toBeVisible();
      await expect(ret.getByRole('button', { name: t('refundOrders.fillLogistics') })).toBeVisible();
      await expect(done.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state3'));
      await expect(done.queryByRole('button', { name: t('refundOrders.cancel') })).toBeNull();
    },
    expectEmpty: expectEmptyView('refundOrders.emptyTitle', { button: 'refundOrders.goOrders', is: 'visible' }),
  },
  // the card's head (type, number, state) and its buttons wrap at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/RefundOrders', ...screen.meta } satisfies Meta<typeof RefundOrdersScreen>;
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

/** o-2006's 撤销申请, or 撤销中 while it runs (a second tap finds it too). */
const withdrawButton = async (canvas: Canvas, t: StoryText) => {
  const card = await requestOf(canvas, 'o-2006');
  return card.queryByRole('button', { name: t('refundOrders.cancel') }) ?? card.getByRole('button', { name: t('refundOrders.cancelling') });
};

/** 撤销申请 on o-2006's refund (待处理) asks first; confirmed, the request is withdrawn: 已撤销, and the order is 待发货 again. */
const withdraw = actionStories({
  name: 'Withdraw',
  call: catalogue.afterSaleRemove,
  route: '/refundOrder',
  act: async (canvas, t) => userEvent.click(await withdrawButton(canvas, t)),
  confirm: async (_canvas, t) => answerDialog(t('refundOrders.cancelTitle'), t('refundOrders.cancelConfirm')),
  expectBusy: async (canvas, t) => {
    await expect(await (await requestOf(canvas, 'o-2006')).findByRole('button', { name: t('refundOrders.cancelling') })).toBeDisabled();
  },
  expectKept: async (canvas, t) => {
    const card = await requestOf(canvas, 'o-2006');
    await expect(card.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state1'));
    await waitFor(() => expect(card.getByRole('button', { name: t('refundOrders.cancel') })).toBeEnabled());
    await expect(storedOrder('o-2006').status).toBe(5);
  },
  expectDone: async (canvas, t) => {
    const card = await requestOf(canvas, 'o-2006');
    await expectToast(t('refundOrders.cancelled'));
    await waitFor(() => expect(card.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state4')));
    await expect(card.queryByRole('button', { name: t('refundOrders.cancel') })).toBeNull();
    await expect(storedOrder('o-2006').status).toBe(1);
  },
  expectNetworkError: async (_canvas, t) => expectToast(t('refundOrders.cancelNetwork')),
  businessMessage: '商家已同意退款，无法撤销',
});
export const WithdrawSuccess: Story = withdraw.WithdrawSuccess;
export const WithdrawBusy: Story = withdraw.WithdrawBusy;
export const WithdrawBusinessError: Story = withdraw.WithdrawBusinessError;
export const WithdrawSessionExpired: Story = withdraw.WithdrawSessionExpired;
export const WithdrawForcedOffline: Story = withdraw.WithdrawForcedOffline;
export const WithdrawForcedOfflineGotIt: Story = withdraw.WithdrawForcedOfflineGotIt;
export const WithdrawNetworkError: Story = withdraw.WithdrawNetworkError;

/** 再想想 in the question keeps the request as it is. */
export const CancelKeptOnSecondThought: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = await requestOf(canvas, 'o-2006');
    await userEvent.click(card.getByRole('button', { name: t('refundOrders.cancel') }));
    await userEvent.click(within(await page().findByRole('dialog')).getByRole('button', { name: t('refundOrders.keep') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(card.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state1'));
    await expect(storedOrder('o-2006').status).toBe(5);
  },
};

/** Tapping `button` on order `orderId`'s card opens `location`, whose own stories record that screen. */
const tapOpens = (orderId: string, button: 'fillLogistics' | 'viewOrder', location: string): Story => ({
  parameters: endsOn(location.split('?')[0] ?? location),
  play: async ({ canvas, globals }) => {
    const card = await requestOf(canvas, orderId);
    await userEvent.click(card.getByRole('button', { name: textOf(globals)(`refundOrders.${button}`) }));
    await expectLocation(location);
  },
});

/** 填写退货物流 on the return awaiting its goods opens the waybill form of that order. */
export const FillLogisticsOpensForm: Story = tapOpens('o-2007', 'fillLogistics', '/setRefund?orderId=o-2007&type=logistics');

/** 查看订单 opens the order's details. */
export const ViewOrderOpensDetails: Story = tapOpens('o-2008', 'viewOrder', '/orderDetails?orderId=o-2008');
