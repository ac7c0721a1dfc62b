import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { sheetTapsAttribute } from '@/components/Sheet';

/**
 * A bottom sheet (src/components/Sheet) by its test id, once it takes taps: a sheet ignores them
 * for a moment after it opens (the second tap of the double tap that opened it).
 */
export async function findOpenSheet(testId: string): Promise<HTMLElement> {
  const sheet = await screen.findByTestId(testId);
  await waitFor(() => expect(sheet.closest(`[${sheetTapsAttribute}]`)).toHaveAttribute(sheetTapsAttribute, 'on'));
  return sheet;
}
