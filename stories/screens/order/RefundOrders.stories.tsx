import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import RefundOrdersScreen from '@/screens/order/afterSale/RefundOrdersScreen';
import { db } from '@mocks/db';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';

/** The card of one order's request. */
async function cardOf(canvas: Canvas, orderId: string) {
  await canvas.findAllByTestId('after-sale-card');
  const card = canvas.getAllByTestId('after-sale-card').find((element) => element.dataset.orderId === orderId);
  if (!card) throw new Error(`no after-sale card for ${orderId}`);
  return card;
}

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
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('refundOrders.emptyTitle'))).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('refundOrders.goOrders') })).toBeVisible();
    },
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

/** 撤销申请 asks first; confirmed, the request is withdrawn: 已撤销, and the order is 待发货 again. */
export const CancelAsksThenCancels: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = within(await cardOf(canvas, 'o-2006'));
    await userEvent.click(card.getByRole('button', { name: t('refundOrders.cancel') }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('refundOrders.cancelTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('refundOrders.cancelConfirm') }));
    await expectToast(t('refundOrders.cancelled'));
    await waitFor(() => expect(card.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state4')));
    await expect(card.queryByRole('button', { name: t('refundOrders.cancel') })).toBeNull();
    await expect(db.orders.find((order) => order.orderId === 'o-2006')?.status).toBe(1);
  },
};

/** 再想想 in the question keeps the request as it is. */
export const CancelKeptOnSecondThought: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = within(await cardOf(canvas, 'o-2006'));
    await userEvent.click(card.getByRole('button', { name: t('refundOrders.cancel') }));
    await userEvent.click(within(await page().findByRole('dialog')).getByRole('button', { name: t('refundOrders.keep') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(card.getByTestId('after-sale-state')).toHaveTextContent(t('refundOrders.state1'));
    await expect(db.orders.find((order) => order.orderId === 'o-2006')?.status).toBe(5);
  },
};

/** 填写退货物流 on the return awaiting its goods opens the waybill form of that order. */
export const FillLogisticsOpensForm: Story = {
  parameters: endsOn('/setRefund'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = within(await cardOf(canvas, 'o-2007'));
    await userEvent.click(card.getByRole('button', { name: t('refundOrders.fillLogistics') }));
    await expectRoute('/setRefund');
    await expectLocation('/setRefund?orderId=o-2007&type=logistics');
  },
};

/** 查看订单 opens the order's details. */
export const ViewOrderOpensDetails: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = within(await cardOf(canvas, 'o-2008'));
    await userEvent.click(card.getByRole('button', { name: t('refundOrders.viewOrder') }));
    await expectLocation('/orderDetails?orderId=o-2008');
  },
};
