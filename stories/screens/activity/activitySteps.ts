import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ActionStoryOptions } from '../../support/actionStories';
import { expectToast } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { containing, type StoryText } from '../../support/text';

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

type ReceiveSteps = Pick<ActionStoryOptions<'Receive', unknown, unknown>, 'act' | 'expectKept' | 'expectBusy' | 'expectDone' | 'businessMessage'>;

/**
 * Receiving the festival's 满 499 减 80 on an activity page (the zone and the details share its
 * coupon list): 立即领取, busy while the call is held, then 领取成功 and the card stamped 已领取.
 * Spread into `actionStories({ name: 'Receive', call, route, ...receiveOpenCoupon })`.
 */
export const receiveOpenCoupon: ReceiveSteps = {
  act: async (canvas, t) => userEvent.click(await receiveButton(canvas, t, OPEN_COUPON)),
  expectKept: async (canvas, t) => {
    await waitFor(async () => expect(await receiveButton(canvas, t, OPEN_COUPON)).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await waitFor(async () => expect(within(await couponCard(canvas, OPEN_COUPON)).getByRole('button', { name: containing(t('cart.couponCard.receive')) })).toBeDisabled());
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('activityArea.coupons.received'));
    await expectReceived(canvas, t, OPEN_COUPON);
  },
  businessMessage: '优惠券已领完',
};
