import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { formatYuan } from '@/lib/money';
import SetRefundScreen from '@/screens/order/afterSale/SetRefundScreen';
import { actionStories, type ActionStoryOptions } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast } from '../../support/assertions';
import { pickInSheet, seededOrder } from '../../support/orderStory';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { antdTextOf, containing, textOf } from '../../support/text';
import { addPhoto, amountField, chooseReason, orderOf, REASON, reasonLabel, reasonRow, typeAmount, waybillForm } from './afterSaleSteps';
import { answerDialog, dialogSays } from './orderSteps';

/** o-2002 (待发货) is refunded, o-2004 (已完成) returned; o-2006 has an open refund, o-2007 an open return. */
const REFUND_ROUTE = '/setRefund?orderId=o-2002&type=refund';
const RETURN_ROUTE = '/setRefund?orderId=o-2004&type=return';
const OPEN_ROUTE = '/setRefund?orderId=o-2006&type=refund';
const WAYBILL_ROUTE = '/setRefund?orderId=o-2007&type=logistics';
const paid = formatYuan(seededOrder('o-2002').payAmount);

/**
 * /setRefund?orderId=o-2002&type=refund: the 仅退款 form of the 待发货 order o-2002 (reason picker,
 * amount capped at what was paid, description, photos); with type=return the 退货退款 form, with
 * type=logistics the return waybill; an open request shows instead, with 撤销申请.
 */
const screen = screenStories({
  component: SetRefundScreen,
  route: REFUND_ROUTE,
  session: 'buyer',
  docs: {
    summary:
      "Apply 仅退款 (order 待发货) or 退货退款 (待收货 / 已完成): reason picker, amount in fen capped at what was paid, description, up to 6 photos; type=logistics: the return waybill (carrier, 8-20 letters or digits). An open request shows instead, with 撤销申请 (asks first). The draft survives a failure and a 10001; after success the order's details open.",
    calls: [catalogue.orderRefund, catalogue.orderReturn, catalogue.logisticsSn, catalogue.afterSaleRemove, catalogue.uploadImageByCompress],
  },
  scenarios: {
    call: catalogue.orderDetail,
    emptyData: { ...seededOrder('o-2001') },
    expectSuccess: async (canvas, t) => {
      // the apply form is its own chunk, loaded once the order is there
      await expect(await canvas.findByText(t('setRefund.hintRefund'), {}, { timeout: 5000 })).toBeVisible();
      await expect(canvas.getByTestId('reason-row')).toHaveTextContent(t('setRefund.reasonPlaceholder'));
      await expect(amountField(canvas, t)).toHaveValue(paid);
      await expect(canvas.getByText(t('setRefund.amountHint', { max: paid }))).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('setRefund.submitRefund') })).toBeEnabled();
    },
    // an order that cannot have an after-sale now (待付款)
    expectEmpty: expectEmptyView('setRefund.notAllowedTitle', { button: 'setRefund.viewOrder', is: 'visible' }),
  },
  // the form rows (label, value, chevron) and the photo grid tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/SetRefund', ...screen.meta } satisfies Meta<typeof SetRefundScreen>;
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

/** Taps a button by its name (async, so a button that is not there, busy under another name, rejects like a failed tap). */
const tap = async (canvas: Canvas, name: string) => userEvent.click(canvas.getByRole('button', { name }));
/**
 * An after-sale write on order `orderId` (a request, a waybill, a withdrawal). Sent, the toast says
 * `done` and travels to the order's details, which take the form's place; `expectDone` checks what
 * the server stored. Shared too: the busy button (unless the write says its own), the refusal, and
 * the after-sale words for no answer.
 */
function toOrder<Name extends string, Arg, Result>(
  orderId: string,
  done: 'submitted' | 'logisticsSubmitted' | 'cancelled',
  options: Omit<ActionStoryOptions<Name, Arg, Result>, 'expectBusy' | 'leavesTo' | 'businessMessage' | 'expectNetworkError'> & Partial<Pick<ActionStoryOptions<Name, Arg, Result>, 'expectBusy'>>,
) {
  return actionStories({
    expectBusy: async (canvas, t) => {
      await expect(await canvas.findByRole('button', { name: containing(t('setRefund.submitting')) })).toBeDisabled();
    },
    ...options,
    expectDone: async (canvas, t, globals) => {
      await expectToast(t(`setRefund.${done}`));
      await expectRoute('/orderDetails');
      await expectLocation(`/orderDetails?orderId=${orderId}`);
      await options.expectDone(canvas, t, globals);
    },
    leavesTo: '/orderDetails',
    businessMessage: '售后服务繁忙，请稍后再试',
    expectNetworkError: async (_canvas, t) => expectToast(t('setRefund.networkFailed')),
  });
}

/**
 * 申请退款 on o-2002: a reason, a smaller amount, a description and a photo. Every outcome of the
 * request; the draft (reason, amount, text, photo) outlives a failure and a 10001.
 */
const refund = toOrder('o-2002', 'submitted', {
  name: 'Refund',
  call: catalogue.orderRefund,
  route: REFUND_ROUTE,
  fill: async (canvas, t, globals) => {
    await chooseReason(canvas, t, globals, REASON.notWanted);
    await typeAmount(canvas, t, '100.5');
    await userEvent.type(canvas.getByRole('textbox', { name: t('setRefund.description') }), '买重了');
    await addPhoto(canvas);
  },
  act: (canvas, t) => tap(canvas, t('setRefund.submitRefund')),
  expectKept: async (canvas, t) => {
    await waitFor(async () => expect(await reasonRow(canvas)).toHaveTextContent(reasonLabel(t, REASON.notWanted)));
    await expect(amountField(canvas, t)).toHaveValue('100.5');
    await expect(canvas.getByRole('textbox', { name: t('setRefund.description') })).toHaveValue('买重了');
    await expect(canvas.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('setRefund.submitRefund') })).toBeEnabled());
    await expect(orderOf('o-2002')?.afterSale).toBeFalsy();
  },
  expectDone: async () => {
    const afterSale = orderOf('o-2002')?.afterSale;
    await expect(afterSale).toMatchObject({ type: 1, status: 1, refundAmount: 100.5, reason: '拍错/多拍/不想要了', description: '买重了' });
    await expect(afterSale?.images).toHaveLength(1);
  },
});
export const RefundSuccess: Story = refund.RefundSuccess;
export const RefundBusy: Story = refund.RefundBusy;
export const RefundBusinessError: Story = refund.RefundBusinessError;
export const RefundSessionExpired: Story = refund.RefundSessionExpired;
export const RefundForcedOffline: Story = refund.RefundForcedOffline;
export const RefundForcedOfflineGotIt: Story = refund.RefundForcedOfflineGotIt;
export const RefundNetworkError: Story = refund.RefundNetworkError;

/** The 退货退款 form of a completed order, with a photo: requested (the failures are the refund's: the same form). */
const ret = toOrder('o-2004', 'submitted', {
  name: 'Return',
  call: catalogue.orderReturn,
  route: RETURN_ROUTE,
  fill: async (canvas, t, globals) => {
    await expect(await canvas.findByText(t('setRefund.hintReturn'), {}, { timeout: 5000 })).toBeVisible();
    await chooseReason(canvas, t, globals, REASON.damaged);
    await addPhoto(canvas);
  },
  act: (canvas, t) => tap(canvas, t('setRefund.submitReturn')),
  expectDone: async () => {
    const afterSale = orderOf('o-2004')?.afterSale;
    await expect([afterSale?.type, afterSale?.status, afterSale?.images.length]).toEqual([2, 1, 1]);
  },
  only: ['Success'],
});
export const ReturnSuccess: Story = ret.ReturnSuccess;

/** The return waybill of o-2007: carrier and number. Every outcome of the call; the draft outlives a 10001. */
const waybill = toOrder('o-2007', 'logisticsSubmitted', {
  name: 'Waybill',
  call: catalogue.logisticsSn,
  route: WAYBILL_ROUTE,
  fill: async (canvas, t, globals) => {
    const form = await waybillForm(canvas);
    await userEvent.click(form.getByTestId('carrier-row'));
    await pickInSheet(t('setRefund.carrierTitle'), '中通快递', antdTextOf(globals).common.confirm);
    await userEvent.type(form.getByRole('textbox', { name: t('setRefund.sn') }), 'ZT7845123698');
  },
  act: async (canvas, t) => userEvent.click((await waybillForm(canvas)).getByRole('button', { name: t('setRefund.submitLogistics') })),
  expectKept: async (canvas, t) => {
    const form = await waybillForm(canvas);
    await expect(form.getByTestId('carrier-row')).toHaveTextContent('中通快递');
    await expect(form.getByRole('textbox', { name: t('setRefund.sn') })).toHaveValue('ZT7845123698');
    await waitFor(() => expect(form.getByRole('button', { name: t('setRefund.submitLogistics') })).toBeEnabled());
    await expect(orderOf('o-2007')?.afterSale?.returnLogistics).toBeNull();
  },
  expectDone: async () => {
    await expect(orderOf('o-2007')?.afterSale?.returnLogistics).toEqual({ company: '中通快递', logisticsSn: 'ZT7845123698' });
    await expect(orderOf('o-2007')?.afterSale?.status).toBe(2);
  },
});
export const WaybillSuccess: Story = waybill.WaybillSuccess;
export const WaybillBusy: Story = waybill.WaybillBusy;
export const WaybillBusinessError: Story = waybill.WaybillBusinessError;
export const WaybillSessionExpired: Story = waybill.WaybillSessionExpired;
export const WaybillForcedOffline: Story = waybill.WaybillForcedOffline;
export const WaybillForcedOfflineGotIt: Story = waybill.WaybillForcedOfflineGotIt;
export const WaybillNetworkError: Story = waybill.WaybillNetworkError;

/** 撤销申请 on o-2006's open refund asks first; confirmed, the order is back to 待发货 and its details open. */
const withdraw = toOrder('o-2006', 'cancelled', {
  name: 'Withdraw',
  call: catalogue.afterSaleRemove,
  route: OPEN_ROUTE,
  act: async (canvas, t) => {
    const open = within(await canvas.findByTestId('open-request', {}, { timeout: 5000 }));
    await userEvent.click(open.getByRole('button', { name: t('setRefund.cancel') }));
  },
  confirm: async (_canvas, t) => answerDialog(await dialogSays(t('setRefund.cancelTitle')), t('setRefund.cancel')),
  expectKept: async (canvas, t) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: t('setRefund.cancel') })).toBeEnabled());
    await expect(orderOf('o-2006')?.afterSale?.status).toBe(1);
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: containing(t('setRefund.cancelling')) })).toBeDisabled();
  },
  expectDone: async () => {
    await expect([orderOf('o-2006')?.status, orderOf('o-2006')?.afterSale?.status]).toEqual([1, 4]);
  },
  // the same mechanism as the requests above; Screens/Order/RefundOrders withdraws from its list too
  only: ['Success', 'Busy', 'BusinessError'],
});
export const WithdrawSuccess: Story = withdraw.WithdrawSuccess;
export const WithdrawBusy: Story = withdraw.WithdrawBusy;
export const WithdrawBusinessError: Story = withdraw.WithdrawBusinessError;

/** Submitting with no reason and an amount over what was paid names both; nothing is sent. */
export const SubmitShowsWhatIsWrong: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const amount = await typeAmount(canvas, t, '9999.99');
    await expect(amount).toHaveValue('9999.99');
    await tap(canvas, t('setRefund.submitRefund'));
    await expectToast(t('setRefund.fixProblems', { count: 2 }));
    await expect(canvas.getByText(t('setRefund.reasonRequired'))).toBeVisible();
    await expect(canvas.getByText(t('setRefund.amountOverPaid', { max: paid }))).toBeVisible();
    await expect(orderOf('o-2002')?.status).toBe(1);
  },
};

/**
 * An amount that is not plain (12。5 with the ideographic full stop) stays as typed, the field says
 * why at once, and submitting sends nothing: it used to be sent as 125.
 */
export const AmountNotPlainRefused: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await chooseReason(canvas, t, globals, REASON.notWanted);
    const amount = await typeAmount(canvas, t, '12。5');
    await expect(amount).toHaveValue('12。5');
    await expect(await canvas.findByText(t('input.money.format'))).toBeVisible();
    await tap(canvas, t('setRefund.submitRefund'));
    await expectToast(t('setRefund.fixProblems', { count: 1 }));
    await expect(amount).toHaveValue('12。5');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(orderOf('o-2002')?.afterSale).toBeFalsy();
    await expect(orderOf('o-2002')?.status).toBe(1);
  },
};

/** An order with an open request (o-2006, 仅退款 待处理) shows it with 撤销申请 instead of a new form. */
export const OpenRequestShown: Story = {
  parameters: { route: OPEN_ROUTE },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const open = within(await canvas.findByTestId('open-request', {}, { timeout: 5000 }));
    await expect(open.getByText(t('setRefund.openTitle'))).toBeVisible();
    await expect(open.getByText('拍错规格')).toBeVisible();
    await expect(open.getByRole('button', { name: t('setRefund.cancel') })).toBeVisible();
    await expect(canvas.queryByTestId('reason-row')).toBeNull();
  },
};

/** type=logistics on the open return o-2007: the waybill form above the request. */
export const WaybillForm: Story = {
  parameters: { route: WAYBILL_ROUTE },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = await waybillForm(canvas);
    await expect(form.getByTestId('carrier-row')).toHaveTextContent(t('setRefund.reasonPlaceholder'));
    await expect(form.getByRole('textbox', { name: t('setRefund.sn') })).toHaveValue('');
    await expect(canvas.getByTestId('open-request')).toBeVisible();
  },
};

/** A waybill number of 4 characters and no carrier: both named, nothing sent. */
export const WaybillShowsWhatIsWrong: Story = {
  parameters: { route: WAYBILL_ROUTE },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = await waybillForm(canvas);
    await userEvent.type(form.getByRole('textbox', { name: t('setRefund.sn') }), 'AB12');
    await userEvent.click(form.getByRole('button', { name: t('setRefund.submitLogistics') }));
    await expect(form.getByText(t('setRefund.companyRequired'))).toBeVisible();
    await expect(form.getByText(t('setRefund.snFormat'))).toBeVisible();
    await expect(orderOf('o-2007')?.afterSale?.returnLogistics).toBeNull();
  },
};
