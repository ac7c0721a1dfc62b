import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CallSpec } from '@/api/catalogue';
import type { OrderPayChannel } from '@/screens/order/actions/payChannels';
import type { OrderRecord } from '@mocks/data/order';
import { db } from '@mocks/db';
import { anyOrigin, ok } from '@mocks/envelope';
import { expectLocation, findOpenSheet, page } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';
import '@/platform/i18n/areas/payment';
import '@/platform/i18n/areas/orderDetails';
import '@/platform/i18n/areas/refundOrders';

/*
 * What the order screens' stories share: a call held until the play lets it go (to see a button
 * busy), the order's card and its action buttons, the dialogs the actions ask in, the 选择支付方式
 * sheet, the stand-in cashier, and the order as the mock server holds it.
 */

/**
 * A call the play holds: the request waits until `release()`, then goes on to the default handler
 * (MSW falls through when a resolver returns nothing). `sent` counts the requests.
 */
export function heldCall(call: CallSpec<unknown, unknown>) {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const state = { sent: 0 };
  const method = call.method === 'GET' ? http.get : http.post;
  const handler: HttpHandler = method(anyOrigin(call.path), async () => {
    state.sent += 1;
    await gate;
  });
  return {
    handler,
    /** a fresh gate for this story's run */
    hold: () => {
      state.sent = 0;
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    /** counts from zero again, holding nothing */
    reset: () => {
      state.sent = 0;
      gate = Promise.resolve();
    },
    sent: () => state.sent,
  };
}

/** A call answered with what `data()` gives when asked (e.g. the order as the server holds it, frozen in one state). */
export function answerWith<Arg, Result>(call: CallSpec<Arg, Result>, data: () => NoInfer<Result>): HttpHandler {
  const method = call.method === 'GET' ? http.get : http.post;
  return method(anyOrigin(call.path), () => ok(data()));
}

/** The card of one order on a list: the order list's (`order-card`), or another list's cards by their test id. */
export async function cardOf(canvas: Canvas, orderId: string, testId = 'order-card'): Promise<HTMLElement> {
  return waitFor(() => {
    const card = canvas.getAllByTestId(testId).find((element) => element.dataset.orderId === orderId);
    if (!card) throw new Error(`order ${orderId} is not listed`);
    return card;
  });
}

/** The ids of the orders listed, top to bottom. */
export const listedIds = (canvas: Canvas) => canvas.queryAllByTestId('order-card').map((card) => card.dataset.orderId);

export type ActionKind = 'cancel' | 'pay' | 'logistics' | 'confirm' | 'refund' | 'return' | 'returnLogistics' | 'delete' | 'review' | 'rebuy' | 'viewRefund' | 'withdraw';

/** The reasons 取消订单 offers. */
export type CancelReason = 'notWanted' | 'wrongItem' | 'wrongAddress' | 'price' | 'other';

/** An action button of a card or of the details bar, found by its name (its label stays while it is busy). */
export const actionButton = (scope: HTMLElement, t: StoryText, kind: ActionKind) =>
  within(scope).getByRole('button', { name: t(`orderActions.action.${kind}`) });

/** The actions shown, left to right. */
export const actionKinds = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll<HTMLElement>('[data-action]')).map((button) => button.dataset.action);

/** The dialog open now; `confirm` taps its button of that name. */
export async function dialogSays(text: string): Promise<HTMLElement> {
  const dialog = await page().findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent(text));
  return dialog;
}

export async function tapInDialog(dialog: HTMLElement, name: string): Promise<void> {
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

/**
 * Answers the question an action asks: the dialog (or the one saying `which`), `choose` inside it
 * (a reason), then its button `ok`. Waits until that dialog has left the page, so what the call's
 * outcome opens next (the 601 Notice) is the only dialog.
 */
export async function answerDialog(which: string | HTMLElement, ok: string, choose?: (dialog: HTMLElement) => Promise<void>): Promise<void> {
  const dialog = typeof which === 'string' ? await dialogSays(which) : which;
  await choose?.(dialog);
  await tapInDialog(dialog, ok);
  // gone: an asked question leaves the page, a dialog the screen keeps (the reason's) is hidden
  await waitFor(() => expect(page().queryAllByRole('dialog')).not.toContain(dialog));
}

/** A step of an action's stories (see stories/support/actionStories.ts). */
type Step = (canvas: Canvas, t: StoryText) => Promise<void>;

/** Where an order's action buttons are: a card of the list, or the details page's bar. */
export type ActionScope = (canvas: Canvas) => Promise<HTMLElement>;
export const onCard =
  (orderId: string): ActionScope =>
  (canvas) =>
    cardOf(canvas, orderId);
export const onDetailsBar: ActionScope = (canvas) => waitFor(() => canvas.getByTestId('order-actions'));

/** Taps an order action's button (its label stays while it is busy, so a second tap finds it too). */
export const tapAction =
  (scope: ActionScope, kind: ActionKind): Step =>
  async (canvas, t) =>
    userEvent.click(actionButton(await scope(canvas), t, kind));

/** The action's button busy and every other action of the order waiting (disabled). */
export const expectActionBusy =
  (scope: ActionScope, kind: ActionKind): Step =>
  async (canvas, t) => {
    const buttons = await scope(canvas);
    await waitFor(() => expect(actionButton(buttons, t, kind)).toHaveClass('adm-button-loading'));
    for (const other of actionKinds(buttons).filter((shown) => shown !== kind)) {
      await expect(within(buttons).getByRole('button', { name: t(`orderActions.action.${other as ActionKind}`) })).toBeDisabled();
    }
  };

/** The order's actions as they were before the tap, each ready again. */
export const expectActionsReady =
  (scope: ActionScope, kinds: readonly ActionKind[]): Step =>
  async (canvas, t) => {
    const buttons = await scope(canvas);
    await waitFor(() => expect(actionKinds(buttons)).toEqual(kinds));
    for (const kind of kinds) await waitFor(() => expect(actionButton(buttons, t, kind)).toBeEnabled());
  };

/** 取消订单's question answered: the reason chosen, then 确定取消. */
export const answerCancel =
  (reason: CancelReason): Step =>
  async (_canvas, t) =>
    answerDialog(t('orderActions.cancelBody'), t('orderActions.cancelConfirm'), (dialog) => userEvent.click(within(dialog).getByText(t(`orderActions.cancelReasons.${reason}`))));

/** 确认收货's question answered with its OK. */
export const answerConfirmReceipt: Step = async (_canvas, t) => answerDialog(t('orderActions.confirmBody'), t('orderActions.confirmOk'));

/** 删除订单's question answered with its OK. */
export const answerDelete: Step = async (_canvas, t) => answerDialog(t('orderActions.deleteBody'), t('orderActions.deleteOk'));

/** 撤销申请's question (the after-sale list's own) answered with its OK. */
export const answerWithdraw: Step = async (_canvas, t) => answerDialog(t('refundOrders.cancelBody'), t('refundOrders.cancelConfirm'));

/**
 * The payment's result page of order `orderId`: 支付成功, the amount paid, 查看订单 and 继续逛逛, the
 * recommendations, on `/orderDetails?orderId=…&result=paid`; no 支付成功 toast instead.
 */
export async function expectPayResult(canvas: Canvas, t: StoryText, orderId: string): Promise<HTMLElement> {
  const result = await canvas.findByTestId('pay-result', {}, { timeout: 5000 });
  await expect(within(result).getByRole('heading', { name: t('orderDetails.result.paid') })).toBeVisible();
  await expect(within(result).getByTestId('pay-result-amount')).toHaveTextContent(`¥${storedOrder(orderId).payAmount.toFixed(2)}`);
  await expect(within(result).getByRole('button', { name: t('orderDetails.result.viewOrder') })).toBeVisible();
  await expect(within(result).getByRole('button', { name: t('orderDetails.result.continueShopping') })).toBeVisible();
  await waitFor(() => expect(within(result).getAllByTestId('goods-card').length).toBeGreaterThan(0));
  await expectLocation(`/orderDetails?orderId=${orderId}&result=paid`);
  return result;
}

/** The 选择支付方式 sheet, once 去支付 has loaded and opened it and it takes taps. */
export async function channelSheet(): Promise<HTMLElement> {
  return findOpenSheet('pay-channel-sheet');
}

/** A channel's choice in the sheet, by its name. */
export const channelRadio = (sheet: HTMLElement, t: StoryText, channel: OrderPayChannel) =>
  within(sheet).getByRole('radio', { name: t(`payment.channel.${channel}`) });

/** In the 选择支付方式 sheet: choose the channel, then 确认支付 ¥xx.xx. */
export async function chooseChannel(t: StoryText, channel: OrderPayChannel): Promise<void> {
  const sheet = await channelSheet();
  const radio = channelRadio(sheet, t, channel);
  await waitFor(() => expect(radio).toBeEnabled());
  await userEvent.click(radio);
  await expect(radio).toBeChecked();
  await userEvent.click(within(sheet).getByTestId('pay-channel-confirm'));
  await waitFor(() => expect(page().queryByTestId('pay-channel-sheet')).toBeNull());
}

/** The stand-in cashier's outcome button. */
export async function chooseAtCashier(t: StoryText, outcome: 'pay' | 'fail' | 'cancel'): Promise<void> {
  const sheet = within(await findOpenSheet('cashier-sheet', { timeout: 5000 }));
  await userEvent.click(sheet.getByRole('button', { name: t(`payment.cashier.${outcome}`) }));
}

/** 去支付 on the order, `channel` in the 选择支付方式 sheet, then `outcome` at the cashier. */
export async function payThrough(scope: HTMLElement, t: StoryText, channel: OrderPayChannel, outcome: 'pay' | 'fail' | 'cancel'): Promise<void> {
  await userEvent.click(actionButton(scope, t, 'pay'));
  await chooseChannel(t, channel);
  await chooseAtCashier(t, outcome);
}

/** The order as the mock server holds it now. */
export function storedOrder(orderId: string): OrderRecord {
  const order = db.orders.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(`no order ${orderId} in the mock db`);
  return order;
}

/** 200 characters with nowhere to break: what a server may send in any text field. */
export const UNBROKEN = `LONG${'x'.repeat(192)}TEXT`;

/**
 * Gives a seeded order unbroken 200-character server text in every field the order screens show:
 * a goods title, the remark, the address, the waybill number and the latest trace (story `beforeEach`,
 * after the preview has re-seeded the db).
 */
export function withLongServerText(orderId: string): void {
  const order = storedOrder(orderId);
  order.remark = UNBROKEN;
  order.address.detail = UNBROKEN;
  const [line] = order.lines;
  if (line) line.goodsName = UNBROKEN;
  if (order.logistics) {
    order.logistics.logisticsSn = UNBROKEN;
    const [latest] = order.logistics.traces;
    if (latest) latest.content = UNBROKEN;
  }
}

/** Nothing pushes the page sideways: the document is no wider than the webview. */
export async function expectNoSidewaysOverflow(): Promise<void> {
  const root = document.scrollingElement ?? document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}
