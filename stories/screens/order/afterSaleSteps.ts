import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { photoFile, pickInSheet } from '../../support/orderStory';
import type { Canvas } from '../../support/scenarios';
import { antdTextOf, type StoryText } from '../../support/text';

/*
 * What the after-sale form's stories (/setRefund) share: the reason and carrier pickers, the
 * amount field, a photo, and the order as the mock server holds it.
 */

/** The order as the mock server holds it now (its after-sale request included). */
export const orderOf = (orderId: string) => db.orders.find((order) => order.orderId === orderId);

/** The reason label as the story's locale shows it (the zh-CN list and its translation share positions). */
export const reasonLabel = (t: StoryText, index: number) => t('setRefund.reasons').split('|')[index] ?? '';
export const REASON = { notWanted: 0, damaged: 6 } as const;

/** The reason row, once the apply form (its own chunk, loaded after the order) is there. */
export const reasonRow = (canvas: Canvas) => canvas.findByTestId('reason-row', {}, { timeout: 5000 });

/** Opens the reason sheet and chooses the reason at `index` of the list. */
export async function chooseReason(canvas: Canvas, t: StoryText, globals: Record<string, unknown>, index: number): Promise<void> {
  await userEvent.click(await reasonRow(canvas));
  await pickInSheet(t('setRefund.reasonTitle'), reasonLabel(t, index), antdTextOf(globals).common.confirm);
}

export const amountField = (canvas: Canvas, t: StoryText) => canvas.getByRole('textbox', { name: t('setRefund.amount') });

/** Types an amount over the one the form starts with (what was paid). */
export async function typeAmount(canvas: Canvas, t: StoryText, amount: string): Promise<HTMLElement> {
  const field = await waitFor(() => amountField(canvas, t), { timeout: 5000 });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  return field;
}

/** Picks a photo into the form's picker and waits for its upload. */
export async function addPhoto(canvas: Canvas): Promise<void> {
  await userEvent.upload(canvas.getByTestId('photo-input'), photoFile());
  await waitFor(() => expect(canvas.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done'));
}

/** The return waybill form (type=logistics), once loaded. */
export const waybillForm = async (canvas: Canvas) => within(await canvas.findByTestId('waybill-form', {}, { timeout: 5000 }));

