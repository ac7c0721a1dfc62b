import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A bottom sheet (src/components/Sheet) by its test id, once it takes taps: a sheet ignores taps
 * for a moment after it opens (the second tap of the double tap that opened it), so a journey taps
 * inside only after its wrapper says `data-taps="on"`.
 */
export async function openSheet(page: Page, testId: string): Promise<Locator> {
  await page.locator(`[data-taps="on"] [data-testid="${testId}"]`).waitFor({ state: 'visible' });
  return page.getByTestId(testId);
}

/**
 * Takes an item of a picker wheel (antd-mobile's PickerView): taps it until the wheel marks it
 * selected (`data-selected="true"` on `marker`). On a slow machine a tap can land while the picker
 * is still opening or the wheel still settles from the column before, and is lost; tapping the item
 * the wheel already holds changes nothing, so the tap is repeated until the state says it took.
 */
export async function takeWheelItem(marker: Locator, tap: () => Promise<void>): Promise<void> {
  const selected = async () => (await marker.getAttribute('data-selected')) === 'true';
  await expect
    .poll(
      async () => {
        if (!(await selected())) await tap();
        return selected();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
}
