/** Steps the orders area's journeys share: moving in the app, choosing how to pay, a picked photo, reviewing an order. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectRoute, expectTitle } from './app';
import { expectVisibleText } from './buyer';
import { openSheet } from './sheets';

/** The channels of the 选择支付方式 sheet, as the buyer reads them. */
const CHANNEL_NAMES = { wechat: '微信支付', alipay: '支付宝', balance: '余额支付' } as const;

/**
 * After 去支付: the 选择支付方式 sheet shows the amount (e.g. '¥376.00'); choose the channel and
 * confirm with 确认支付 ¥xx.xx. The sheet closes; WeChat and Alipay then open the stand-in cashier.
 */
export async function choosePayChannel(page: Page, channel: keyof typeof CHANNEL_NAMES, amount: string): Promise<void> {
  const sheet = await openSheet(page, 'pay-channel-sheet');
  expect(await sheet.getByTestId('pay-channel-amount').innerText()).toContain(amount);
  await sheet.getByRole('radio', { name: CHANNEL_NAMES[channel], exact: true }).check();
  await sheet.getByRole('button', { name: `确认支付 ${amount}`, exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** A 16x16 PNG, as a photo picked from the phone. */
export const PHOTO = {
  name: 'tea.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPImulHEmIY1TCqYfhqAABFTFEQjTtiQQAAAABJRU5ErkJggg==', 'base64'),
};

/** Moves the app to `path` the way an in-app link does (history push; the page and its mock db stay). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (history.state ?? null) as { idx?: unknown } | null;
    const idx = typeof state?.idx === 'number' ? state.idx + 1 : 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
  await expectRoute(page, new URL(path, 'http://app').pathname);
}

/**
 * On /comment: five stars and a text for every goods of the order, a photo with the first, sent;
 * then 查看商品评价 opens the first goods' detail page, whose reviews show the text with its photo.
 */
export async function reviewWithPhoto(page: Page, { text, goodsId }: { text: string; goodsId: string }): Promise<void> {
  await expectTitle(page, '评价晒单');
  const blocks = page.getByTestId('review-line');
  await blocks.first().waitFor();
  const count = await blocks.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const block = blocks.nth(index);
    await block.getByRole('radio', { name: '5 星', exact: true }).check({ force: true });
    await block.getByRole('textbox').fill(index === 0 ? text : '口感醇厚，值得回购');
  }
  await blocks.first().getByTestId('photo-input').setInputFiles(PHOTO);
  await expect.poll(() => blocks.first().getByTestId('photo-tile').getAttribute('data-status'), { timeout: 15_000 }).toBe('done');
  await page.getByRole('button', { name: '发布评价', exact: true }).click();
  await expectVisibleText(page, '评价已发布');
  await page.getByText('评价完成', { exact: true }).waitFor();

  await page.getByRole('button', { name: '查看商品评价', exact: true }).click();
  await expectRoute(page, `/goods/detail/${goodsId}`);
  const reviews = page.getByTestId('reviews-summary');
  await reviews.getByText(text, { exact: true }).waitFor();
  // its photo under it (the review's own picture list, not the avatar)
  const review = reviews.getByRole('listitem').filter({ hasText: text }).first();
  expect(await review.locator('ul img').count()).toBe(1);
}
