import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { formatYuan } from '@/lib/money';
import SetRefundScreen from '@/screens/order/afterSale/SetRefundScreen';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { photoFile, pickInSheet, seededOrder } from '../../support/orderStory';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { antdTextOf, textOf, type StoryText } from '../../support/text';

/** o-2002 (待发货) is refunded, o-2004 (已完成) returned; o-2006 has an open refund, o-2007 an open return. */
const paid = formatYuan(seededOrder('o-2002').payAmount);
const orderOf = (orderId: string) => db.orders.find((order) => order.orderId === orderId);

/** The reason label as the story's locale shows it (the zh-CN list and its translation share positions). */
const reasonLabel = (t: StoryText, index: number) => t('setRefund.reasons').split('|')[index] ?? '';
const REASON = { notWanted: 0, damaged: 6 } as const;

async function chooseReason(canvas: Canvas, t: StoryText, globals: Record<string, unknown>, index: number) {
  await userEvent.click(await canvas.findByTestId('reason-row', {}, { timeout: 5000 }));
  await pickInSheet(t('setRefund.reasonTitle'), reasonLabel(t, index), antdTextOf(globals).common.confirm);
}

const amountField = (canvas: Canvas, t: StoryText) => canvas.getByRole('textbox', { name: t('setRefund.amount') });

/**
 * /setRefund?orderId=o-2002&type=refund: the 仅退款 form of the 待发货 order o-2002 (reason picker,
 * amount capped at what was paid, description, photos); with type=return the 退货退款 form, with
 * type=logistics the return waybill; an open request shows instead, with 撤销申请.
 */
const screen = screenStories({
  component: SetRefundScreen,
  route: '/setRefund?orderId=o-2002&type=refund',
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
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('setRefund.notAllowedTitle'))).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('setRefund.viewOrder') })).toBeVisible();
    },
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

/** Submitting with no reason and an amount over what was paid names both; nothing is sent. */
export const SubmitShowsWhatIsWrong: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const amount = await waitFor(() => amountField(canvas, t), { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '9999.99');
    await expect(amount).toHaveValue('9999.99');
    await userEvent.click(canvas.getByRole('button', { name: t('setRefund.submitRefund') }));
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
    const amount = amountField(canvas, t);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12。5');
    await expect(amount).toHaveValue('12。5');
    await expect(await canvas.findByText(t('input.money.format'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('setRefund.submitRefund') }));
    await expectToast(t('setRefund.fixProblems', { count: 1 }));
    await expect(amount).toHaveValue('12。5');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(orderOf('o-2002')?.afterSale).toBeFalsy();
    await expect(orderOf('o-2002')?.status).toBe(1);
  },
};

/** A reason and a smaller amount: the refund is requested (待处理) and the order's details open. */
export const RefundPostsAndOpensOrder: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await chooseReason(canvas, t, globals, REASON.notWanted);
    await expect(canvas.getByTestId('reason-row')).toHaveTextContent(reasonLabel(t, REASON.notWanted));
    const amount = amountField(canvas, t);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.5');
    await userEvent.type(canvas.getByRole('textbox', { name: t('setRefund.description') }), '买重了');
    await userEvent.click(canvas.getByRole('button', { name: t('setRefund.submitRefund') }));
    await expectToast(t('setRefund.submitted'));
    await expectRoute('/orderDetails');
    await expectLocation('/orderDetails?orderId=o-2002');
    const afterSale = orderOf('o-2002')?.afterSale;
    await expect([afterSale?.type, afterSale?.status, afterSale?.refundAmount, afterSale?.reason, afterSale?.description]).toEqual([1, 1, 100.5, '拍错/多拍/不想要了', '买重了']);
  },
};

/** The 退货退款 form of a completed order, with a photo: requested, the order's details open. */
export const ReturnWithPhotoPosts: Story = {
  parameters: { route: '/setRefund?orderId=o-2004&type=return', ...endsOn('/orderDetails') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('setRefund.hintReturn'), {}, { timeout: 5000 })).toBeVisible();
    await chooseReason(canvas, t, globals, REASON.damaged);
    await userEvent.upload(canvas.getByTestId('photo-input'), photoFile());
    await waitFor(() => expect(canvas.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done'));
    await userEvent.click(canvas.getByRole('button', { name: t('setRefund.submitReturn') }));
    await expectRoute('/orderDetails');
    const afterSale = orderOf('o-2004')?.afterSale;
    await expect([afterSale?.type, afterSale?.status, afterSale?.images.length]).toEqual([2, 1, 1]);
  },
};

/** The server refuses: its message is said, and the reason and amount chosen stay. */
export const SubmitRefusedKeepsDraft: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.orderRefund, '售后服务繁忙，请稍后再试')] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await chooseReason(canvas, t, globals, REASON.notWanted);
    const amount = amountField(canvas, t);
    await userEvent.clear(amount);
    await userEvent.type(amount, '66');
    await userEvent.click(canvas.getByRole('button', { name: t('setRefund.submitRefund') }));
    await expectToast('售后服务繁忙，请稍后再试');
    await expect(amountField(canvas, t)).toHaveValue('66');
    await expect(canvas.getByTestId('reason-row')).toHaveTextContent(reasonLabel(t, REASON.notWanted));
    await expect(canvas.getByRole('button', { name: t('setRefund.submitRefund') })).toBeEnabled();
  },
};

/** An order with an open request (o-2006, 仅退款 待处理) shows it with 撤销申请 instead of a new form. */
export const OpenRequestShown: Story = {
  parameters: { route: '/setRefund?orderId=o-2006&type=refund' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const open = within(await canvas.findByTestId('open-request', {}, { timeout: 5000 }));
    await expect(open.getByText(t('setRefund.openTitle'))).toBeVisible();
    await expect(open.getByText('拍错规格')).toBeVisible();
    await expect(open.getByRole('button', { name: t('setRefund.cancel') })).toBeVisible();
    await expect(canvas.queryByTestId('reason-row')).toBeNull();
  },
};

/** 撤销申请 asks first; confirmed, the order is back to 待发货 and its details open. */
export const CancelAsksThenCancels: Story = {
  parameters: { route: '/setRefund?orderId=o-2006&type=refund', ...endsOn('/orderDetails') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('setRefund.cancel') }, { timeout: 5000 }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('setRefund.cancelTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('setRefund.cancel') }));
    await expectToast(t('setRefund.cancelled'));
    await expectRoute('/orderDetails');
    await expect([orderOf('o-2006')?.status, orderOf('o-2006')?.afterSale?.status]).toEqual([1, 4]);
  },
};

/** type=logistics on the open return o-2007: the waybill form above the request. */
export const WaybillForm: Story = {
  parameters: { route: '/setRefund?orderId=o-2007&type=logistics' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = within(await canvas.findByTestId('waybill-form', {}, { timeout: 5000 }));
    await expect(form.getByTestId('carrier-row')).toHaveTextContent(t('setRefund.reasonPlaceholder'));
    await expect(form.getByRole('textbox', { name: t('setRefund.sn') })).toHaveValue('');
    await expect(canvas.getByTestId('open-request')).toBeVisible();
  },
};

/** A waybill number of 4 characters and no carrier: both named, nothing sent. */
export const WaybillShowsWhatIsWrong: Story = {
  parameters: { route: '/setRefund?orderId=o-2007&type=logistics' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = within(await canvas.findByTestId('waybill-form', {}, { timeout: 5000 }));
    await userEvent.type(form.getByRole('textbox', { name: t('setRefund.sn') }), 'AB12');
    await userEvent.click(form.getByRole('button', { name: t('setRefund.submitLogistics') }));
    await expect(form.getByText(t('setRefund.companyRequired'))).toBeVisible();
    await expect(form.getByText(t('setRefund.snFormat'))).toBeVisible();
    await expect(orderOf('o-2007')?.afterSale?.returnLogistics).toBeNull();
  },
};

/** Carrier and number: the return is 待退款 and the order's details open. */
export const WaybillPostsAndOpensOrder: Story = {
  parameters: { route: '/setRefund?orderId=o-2007&type=logistics', ...endsOn('/orderDetails') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = within(await canvas.findByTestId('waybill-form', {}, { timeout: 5000 }));
    await userEvent.click(form.getByTestId('carrier-row'));
    await pickInSheet(t('setRefund.carrierTitle'), '中通快递', antdTextOf(globals).common.confirm);
    await userEvent.type(form.getByRole('textbox', { name: t('setRefund.sn') }), 'ZT7845123698');
    await userEvent.click(form.getByRole('button', { name: t('setRefund.submitLogistics') }));
    await expectToast(t('setRefund.logisticsSubmitted'));
    await expectRoute('/orderDetails');
    await expect(orderOf('o-2007')?.afterSale?.returnLogistics).toEqual({ company: '中通快递', logisticsSn: 'ZT7845123698' });
    await expect(orderOf('o-2007')?.afterSale?.status).toBe(2);
  },
};

/** The session expired on submit: off to log in, and the reason and amount wait in session storage for the way back. */
export const SubmitSessionExpiredKeepsDraft: Story = {
  parameters: { ...endsOn('/login'), msw: { handlers: { scenario: [scenario.sessionExpired(catalogue.orderRefund)] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await chooseReason(canvas, t, globals, REASON.notWanted);
    const amount = amountField(canvas, t);
    await userEvent.clear(amount);
    await userEvent.type(amount, '88.8');
    await userEvent.click(canvas.getByRole('button', { name: t('setRefund.submitRefund') }));
    await expectRoute('/login');
    await expectLocation(`/login?redirect=${encodeURIComponent('/setRefund?orderId=o-2002&type=refund')}`);
    await expect(JSON.parse(sessionStorage.getItem('tm.draft.orderForm.afterSale.o-2002') ?? '{}')).toMatchObject({ reason: 'notWanted', amount: '88.8' });
  },
};
