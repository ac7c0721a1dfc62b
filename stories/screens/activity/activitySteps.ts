import { expect, within } from 'storybook/test';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';

/** The seeded winter festival (running at the stories' clock) and what it offers the buyer. */
export const WINTER = 'act-2026-winter';
export const WINTER_TITLE = '冬季暖茶节';
/** the buyer has not received it yet; one left in stock */
export const OPEN_COUPON = '暖茶节满 499 减 80';
/** the buyer already holds it (mc-8004) */
export const HELD_COUPON = '暖茶节满 199 减 30';
/** ¥299.00, 120 in stock */
export const PACKAGE = '围炉煮茶礼包';

/** The coupon card whose name is `name`, once the coupons have loaded. */
export async function couponCard(canvas: Canvas, name: string): Promise<HTMLElement> {
  const text = await canvas.findByText(name);
  const card = text.closest('li');
  if (!card) throw new Error(`no card around ${name}`);
  return card;
}

/** The gift package's card, once the packages have loaded. */
export async function packageCard(canvas: Canvas, title: string): Promise<HTMLElement> {
  return canvas.findByRole('article', { name: title });
}

/** 立即领取 on the card of `name`. */
export async function receiveButton(canvas: Canvas, t: StoryText, name: string): Promise<HTMLElement> {
  return within(await couponCard(canvas, name)).getByRole('button', { name: t('cart.couponCard.receive') });
}

/** 立即抢购 on the package's card. */
export async function buyButton(canvas: Canvas, t: StoryText, title = PACKAGE): Promise<HTMLElement> {
  return within(await packageCard(canvas, title)).findByRole('button', { name: t('activityArea.packages.buy') });
}

/** The card of `name` stamped 已领取 (its button gone). */
export async function expectReceived(canvas: Canvas, t: StoryText, name: string): Promise<void> {
  const card = await couponCard(canvas, name);
  await expect(await within(card).findByText(t('cart.couponCard.received'))).toBeVisible();
  await expect(within(card).queryByRole('button', { name: t('cart.couponCard.receive') })).toBeNull();
}
