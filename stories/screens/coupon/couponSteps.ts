import { expect, waitFor, within } from 'storybook/test';
import { coupons } from '@mocks/data/member';
import { db } from '@mocks/db';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';
import '@/platform/i18n/areas/cart';

/** The names of the coupons a list shows, in order (each card by the seeded coupon name it shows). */
export function listedCoupons(canvas: Canvas): string[] {
  return canvas
    .queryAllByTestId('coupon-card')
    .map((card) => coupons.find((coupon) => within(card).queryByText(coupon.name, { exact: true }))?.name ?? '?');
}

/** The card of the coupon named `name` (seeded names are the same in both locales). */
export async function couponCard(canvas: Canvas, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const card = canvas.getAllByTestId('coupon-card').find((element) => within(element).queryByText(name, { exact: true }));
    if (!card) throw new Error(`no coupon card ${name}`);
    return card;
  });
}

/** The card's stamp or button says `text` (立即领取, 已领取, 已抢光, 已达上限, 去使用, ...). */
export async function expectCardSays(canvas: Canvas, name: string, text: string): Promise<void> {
  await waitFor(async () => expect(within(await couponCard(canvas, name)).getByText(text, { exact: true })).toBeVisible());
}

/** The 立即领取 button of a coupon's card. */
export async function receiveButton(canvas: Canvas, t: StoryText, name: string): Promise<HTMLElement> {
  return within(await couponCard(canvas, name)).getByRole('button', { name: t('cart.couponCard.receive') });
}

/** How many copies of `couponId` the buyer (m-10086) holds in the mock db. */
export function buyerHolds(couponId: string): number {
  return db.memberCoupons.filter((held) => held.memberId === 'm-10086' && held.couponId === couponId).length;
}
