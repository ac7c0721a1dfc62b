import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { Order } from '@/api/types/order';
import { orders } from '@mocks/data/order';
import { orderView } from '@mocks/db/order';
import { anyOrigin } from '@mocks/envelope';
import { page } from './assertions';

/** Helpers the orders area's story files share (after-sale, review). */

/** A seeded order as the server shows it (a fresh copy). */
export function seededOrder(orderId: string): Order {
  const record = orders.find((candidate) => candidate.orderId === orderId);
  if (!record) throw new Error(`no seeded order ${orderId}`);
  return orderView(structuredClone(record));
}

/** A 16x16 tea-green PNG, as a photo picked from the phone. */
export function photoFile(name = 'tea.png'): File {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPImulHEmIY1TCqYfhqAABFTFEQjTtiQQAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * The next `count` uploads fail on the network (no toast: the tile says it), the later ones pass
 * to the mock (a story using it allows the browser's net::ERR_FAILED line):
 * `failingUploads.arm(1)` in a play, `failingUploads.handler` in the story's scenario handlers.
 */
export const failingUploads = (() => {
  let left = 0;
  return {
    arm: (count: number) => {
      left = count;
    },
    handler: http.post(anyOrigin(catalogue.uploadImageByCompress.path), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return HttpResponse.error();
    }),
  };
})();


/**
 * Chooses `label` in the open antd-mobile Picker titled `title` and confirms (`confirmText`: antd's
 * own word in the story's locale), as a finger tap on the wheel does.
 */
export async function pickInSheet(title: string, label: string, confirmText: string): Promise<void> {
  const heading = await page().findByText(title, {}, { timeout: 5000 });
  await waitFor(() => expect(heading).toBeVisible());
  const root = heading.closest('.adm-picker');
  if (!(root instanceof HTMLElement)) throw new Error(`no picker titled ${title}`);
  const item = Array.from(root.querySelectorAll<HTMLElement>('.adm-picker-view-column-item')).find((candidate) => candidate.textContent === label);
  if (!item) throw new Error(`no item ${label} in ${title}`);
  await userEvent.click(item);
  await waitFor(() => expect(item).toHaveAttribute('data-selected', 'true'));
  // antd-mobile hands the wheel's choice to the Picker through a debounced (setTimeout 0) effect:
  // a confirm in the same tick would confirm the previous value
  await new Promise((resolve) => setTimeout(resolve, 30));
  await userEvent.click(within(root).getByRole('button', { name: confirmText }));
  await waitFor(() => expect(heading).not.toBeVisible());
}
