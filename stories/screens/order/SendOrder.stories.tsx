import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SendOrderScreen from '@/screens/order/sendOrder/SendOrderScreen';
import { SELLER_ORDER_CARD } from '@/screens/order/sendOrder/SellerOrderCard';
import type { SellerAction } from '@/screens/order/sendOrder/sellerActions';
import { db } from '@mocks/db';
import { actionStories } from '../../support/actionStories';
import { expectNoToast, expectToast, page } from '../../support/assertions';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { answerDialog, cardOf } from './orderSteps';

/** The tea house's login (m-20488), for logging in again after its session expired. */
const AGENT_MOBILE = '13900139000';

/**
 * The tea house 陈记茶馆 (agent m-20488) and its distribution orders: 待配送 o-2002 (金骏眉, 林清茶,
 * delivered) and o-2006 (refund requested, ¥128.00); 缺货 o-2201 (王雨桐); 配送中 o-2009 (pick-up at
 * the tea house, 待取货); 已取货 o-2202 (周明远).
 */
const cards = (canvas: Canvas) => canvas.queryAllByTestId(SELLER_ORDER_CARD).map((card) => card.dataset.orderId);

const card = async (canvas: Canvas, orderId: string) => within(await cardOf(canvas, orderId, SELLER_ORDER_CARD));

const tab = (canvas: Canvas, t: StoryText, key: 'waiting' | 'lack' | 'delivering' | 'picked') => canvas.getByRole('tab', { name: t(`sendOrder.tab.${key}`) });
const record = (orderId: string) => db.orders.find((order) => order.orderId === orderId);

/** An action's button on the order's card: its name, or 处理中 while it runs (a second tap finds it too). */
async function sellerButton(canvas: Canvas, t: StoryText, orderId: string, action: SellerAction) {
  const shown = await card(canvas, orderId);
  return shown.queryByRole('button', { name: t(`sendOrder.action.${action}`) }) ?? shown.getByRole('button', { name: t('sendOrder.action.busy') });
}

/** The tap and the busy state of one seller action on one order (see stories/support/actionStories.ts). */
const sellerSteps = (orderId: string, action: SellerAction) => ({
  act: async (canvas: Canvas, t: StoryText) => userEvent.click(await sellerButton(canvas, t, orderId, action)),
  /** the action's button says 处理中, and every button of the card waits */
  expectBusy: async (canvas: Canvas, t: StoryText) => {
    const shown = await card(canvas, orderId);
    await expect(await shown.findByRole('button', { name: t('sendOrder.action.busy') })).toBeDisabled();
    for (const button of shown.getAllByRole('button')) await expect(button).toBeDisabled();
  },
});

const screen = screenStories({
  component: SendOrderScreen,
  route: '/sendOrder',
  session: 'agent',
  docs: {
    summary:
      "The tea house's distribution orders by delivery status (待配送, 缺货, 配送中 / 待取货, 已取货): buyer, address, lines and amount; confirm distribution, mark out of stock with a reason, confirm pick-up and agree a refund, each asked first.",
    calls: [catalogue.deliveryConfirm, catalogue.deliveryLack, catalogue.deliveryConfirmPick, catalogue.confirmRefund],
  },
  scenarios: {
    call: catalogue.sellerOrderList,
    businessMessage: '配送订单服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(cards(canvas)).toEqual(['o-2002', 'o-2006']));
      await expect(tab(canvas, t, 'waiting')).toHaveAttribute('aria-selected', 'true');
      const waiting = await card(canvas, 'o-2002');
      await expect(waiting.getByText('金骏眉 特级')).toBeVisible();
      await expect(waiting.getByText('林清茶')).toBeVisible();
      await expect(waiting.getByText(t('sendOrder.deliveryType.delivery'))).toBeVisible();
      await expect(waiting.getByRole('button', { name: t('sendOrder.action.confirmDelivery') })).toBeEnabled();
      await expect(waiting.getByRole('button', { name: t('sendOrder.action.markLack') })).toBeEnabled();
      const refund = await card(canvas, 'o-2006');
      await expect(refund.getByText(t('sendOrder.status.afterSale'))).toBeVisible();
      await expect(refund.getByRole('button', { name: t('sendOrder.action.agreeRefund') })).toBeEnabled();
      await expect(refund.queryByRole('button', { name: t('sendOrder.action.confirmDelivery') })).toBeNull();
    },
    expectEmpty: expectEmptyView('sendOrder.emptyTitle'),
  },
  // the four tabs and the action buttons share the width: 320 is the tightest
  widths: [320],
});

const meta = { title: 'Screens/Order/SendOrder', ...screen.meta } satisfies Meta<typeof SendOrderScreen>;
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

/** 缺货: the out-of-stock order with its reason; it can still be delivered once restocked. */
export const OutOfStockTab: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await canvas.findAllByTestId(SELLER_ORDER_CARD);
    await userEvent.click(tab(canvas, t, 'lack'));
    await waitFor(() => expect(cards(canvas)).toEqual(['o-2201']));
    const lack = await card(canvas, 'o-2201');
    await expect(lack.getByText(t('sendOrder.lackReason', { reason: '金骏眉礼盒暂时缺货，预计 11 月 22 日到店' }))).toBeVisible();
    await expect(lack.getByRole('button', { name: t('sendOrder.action.confirmDelivery') })).toBeEnabled();
  },
};

/** 已取货: done orders, no actions. */
export const PickedUpTab: Story = {
  parameters: { route: '/sendOrder?deliveryStatus=3' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(cards(canvas)).toEqual(['o-2202']));
    await expect(tab(canvas, t, 'picked')).toHaveAttribute('aria-selected', 'true');
    const done = await card(canvas, 'o-2202');
    await expect(done.getByText(t('sendOrder.status.picked'))).toBeVisible();
    await expect(done.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The question asked first, saying `text`, answered with 确定. */
const answerWithOk = (text: (t: StoryText) => string) => async (_canvas: Canvas, t: StoryText) => answerDialog(text(t), t('sendOrder.confirm.ok'));

/** 确认配送 on o-2002 (待配送) asks first; confirmed, the order is on its way and leaves 待配送. */
const confirmDelivery = actionStories({
  name: 'ConfirmDelivery',
  call: catalogue.deliveryConfirm,
  route: '/sendOrder',
  ...sellerSteps('o-2002', 'confirmDelivery'),
  confirm: answerWithOk(() => 'TM202611192030000002'),
  expectKept: async (canvas, t) => {
    await waitFor(() => expect(cards(canvas)).toEqual(['o-2002', 'o-2006']));
    await waitFor(async () => expect((await card(canvas, 'o-2002')).getByRole('button', { name: t('sendOrder.action.confirmDelivery') })).toBeEnabled());
    await expect(record('o-2002')?.deliveryStatus).toBe(0);
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('sendOrder.done.confirmDelivery'));
    await waitFor(() => expect(cards(canvas)).toEqual(['o-2006']));
    await expect(record('o-2002')).toMatchObject({ status: 2, deliveryStatus: 2 });
  },
  businessMessage: '订单已配送，请刷新后再试',
  logIn: { mobile: AGENT_MOBILE },
});
export const ConfirmDeliverySuccess: Story = confirmDelivery.ConfirmDeliverySuccess;
export const ConfirmDeliveryBusy: Story = confirmDelivery.ConfirmDeliveryBusy;
export const ConfirmDeliveryBusinessError: Story = confirmDelivery.ConfirmDeliveryBusinessError;
export const ConfirmDeliverySessionExpired: Story = confirmDelivery.ConfirmDeliverySessionExpired;
export const ConfirmDeliveryForcedOffline: Story = confirmDelivery.ConfirmDeliveryForcedOffline;
export const ConfirmDeliveryForcedOfflineGotIt: Story = confirmDelivery.ConfirmDeliveryForcedOfflineGotIt;
export const ConfirmDeliveryNetworkError: Story = confirmDelivery.ConfirmDeliveryNetworkError;

const LACK_REASON = '金骏眉特级缺货，周五到店';

/** 标记缺货 on o-2002: the reason typed and submitted, then the order moves to 缺货 with it. */
const markLack = actionStories({
  name: 'MarkLack',
  call: catalogue.deliveryLack,
  route: '/sendOrder',
  ...sellerSteps('o-2002', 'markLack'),
  confirm: async (_canvas, t) => {
    const dialog = await page().findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('sendOrder.lack.label') }), LACK_REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: t('sendOrder.lack.submit') }));
    await waitFor(() => expect(page().queryAllByRole('dialog')).not.toContain(dialog));
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('sendOrder.done.markLack'));
    await waitFor(() => expect(cards(canvas)).toEqual(['o-2006']));
    await expect(record('o-2002')).toMatchObject({ status: 1, deliveryStatus: 1, lackReason: LACK_REASON });
  },
  only: ['Success'],
});
export const MarkLackSuccess: Story = markLack.MarkLackSuccess;

/** 标记缺货 submitted without a reason: the dialog says it is required, and nothing is sent. */
export const MarkLackNeedsReason: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await sellerButton(canvas, t, 'o-2002', 'markLack'));
    const dialog = within(await page().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('sendOrder.lack.submit') }));
    await expect(await dialog.findByText(t('sendOrder.lack.required'))).toBeVisible();
    await expect(record('o-2002')?.deliveryStatus).toBe(0);
  },
};

/** A reason over 100 characters is kept as pasted: the field says by how much, and nothing is sent. */
export const MarkLackReasonTooLong: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const tooLong = '金骏眉特级缺货'.repeat(15);
    await userEvent.click(await sellerButton(canvas, t, 'o-2002', 'markLack'));
    const dialog = within(await page().findByRole('dialog'));
    const field = dialog.getByRole('textbox', { name: t('sendOrder.lack.label') });
    await userEvent.click(field);
    await userEvent.paste(tooLong);
    await userEvent.click(dialog.getByRole('button', { name: t('sendOrder.lack.submit') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('input.overLimit', { over: 5, max: 100 }));
    await expect(field).toHaveValue(tooLong);
    await expect(record('o-2002')?.deliveryStatus).toBe(0);
  },
};

/** 确认取货 on the pick-up order o-2009 (待取货), asked first; then 配送中 is empty. */
const confirmPick = actionStories({
  name: 'ConfirmPick',
  call: catalogue.deliveryConfirmPick,
  route: '/sendOrder?deliveryStatus=2',
  fill: async (canvas, t) => {
    await expect((await card(canvas, 'o-2009')).getByText(t('sendOrder.status.awaitingPickup'))).toBeVisible();
  },
  ...sellerSteps('o-2009', 'confirmPick'),
  confirm: answerWithOk(() => 'TM202611191100000009'),
  expectDone: async (canvas, t) => {
    await expectToast(t('sendOrder.done.confirmPick'));
    await expect(await canvas.findByText(t('sendOrder.emptyTitle'))).toBeVisible();
    await expect(record('o-2009')).toMatchObject({ status: 3, deliveryStatus: 3 });
  },
  only: ['Success'],
});
export const ConfirmPickSuccess: Story = confirmPick.ConfirmPickSuccess;

/** 同意退款 on o-2006 names the amount before anything is refunded; agreed, the order is refunded and leaves the list. */
const agreeRefund = actionStories({
  name: 'AgreeRefund',
  call: catalogue.confirmRefund,
  route: '/sendOrder',
  ...sellerSteps('o-2006', 'agreeRefund'),
  confirm: answerWithOk((t) => t('sendOrder.confirm.agreeRefundBody', { amount: '128.00' })),
  expectDone: async (canvas, t) => {
    await expectToast(t('sendOrder.done.agreeRefund'));
    await waitFor(() => expect(cards(canvas)).toEqual(['o-2002']));
    await expect(record('o-2006')?.status).toBe(6);
  },
  only: ['Success'],
});
export const AgreeRefundSuccess: Story = agreeRefund.AgreeRefundSuccess;

/** Cancelling the dialog changes nothing. */
export const CancelKeepsOrder: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const waiting = await card(canvas, 'o-2002');
    await userEvent.click(waiting.getByRole('button', { name: t('sendOrder.action.confirmDelivery') }));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('sendOrder.confirm.cancel') }));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    await expect(cards(canvas)).toEqual(['o-2002', 'o-2006']);
    await expect(record('o-2002')?.deliveryStatus).toBe(0);
    await expectNoToast();
  },
};

/** A buyer opening the page: it is for tea houses, and no call is made. */
export const BuyerSeesTeaHouseOnly: Story = {
  globals: { session: 'buyer' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('sendOrder.teaHouseOnlyTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('sendOrder.backToMine') })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
