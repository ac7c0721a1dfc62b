/**
 * What the quantity steppers' stories share (QuantityStepper and the cart's CartStepper, which is
 * the same stepper, small): the frame they are held in, and typing a number over the stock.
 */
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Canvas } from '../support/scenarios';
import { antdTextOf } from '../support/text';

/** A white row with the stepper at its end, as on a goods sheet or a cart line. */
export const STEPPER_FRAME: CSSProperties = { padding: 24, display: 'flex', justifyContent: 'flex-end', background: '#fff' };

/** The number field as the stepper shows it now (antd-mobile renders it anew as the value settles). */
export const stepperField = () => document.querySelector<HTMLInputElement>('.adm-stepper input');

/** Types `typed` in place of the value. */
export async function typeQuantity(input: HTMLElement, typed: string): Promise<void> {
  await userEvent.clear(input);
  await userEvent.type(input, typed);
}

/** Once the field is left, it shows the stock and + cannot go further. */
export async function expectSettledAtStock(canvas: Canvas, globals: Record<string, unknown>, stock: number): Promise<void> {
  await userEvent.click(document.body);
  await waitFor(() => expect(stepperField()).toHaveValue(String(stock)));
  await expect(canvas.getByRole('button', { name: antdTextOf(globals).Stepper.increase })).toBeDisabled();
}
