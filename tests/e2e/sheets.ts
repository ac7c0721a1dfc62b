import type { Locator, Page } from 'playwright-core';

/**
 * A bottom sheet (src/components/Sheet) by its test id, once it takes taps: a sheet ignores taps
 * for a moment after it opens (the second tap of the double tap that opened it), so a journey taps
 * inside only after its wrapper says `data-taps="on"`.
 */
export async function openSheet(page: Page, testId: string): Promise<Locator> {
  await page.locator(`[data-taps="on"] [data-testid="${testId}"]`).waitFor({ state: 'visible' });
  return page.getByTestId(testId);
}
