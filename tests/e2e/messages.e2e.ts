/**
 * Messages and favourites through the mock-mode build, as the seeded buyer: the unread
 * notifications show on mine's bell and the tab bar's 我的; 全部已读 on /messageNotice leaves no red
 * dot on the list, on mine or on the tab bar. A goods favourited on its page raises mine's
 * favourites figure; removed on /myCollet, it drops again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectRoute, expectTitle, setupApp, tab, tabBar } from './app';
import { expectVisibleText } from './buyer';

const app = setupApp();

/** The count antd's badge shows on the tab bar's 我的 ('' when there is none). */
const mineBadge = (page: Page) =>
  tabBar(page)
    .locator('button[data-tab="mine"] .adm-badge')
    .evaluateAll((badges) => badges.map((badge) => badge.textContent ?? '').join(''));

/** mine's favourites figure (the assets row). */
const favouriteCount = (page: Page) =>
  page
    .getByTestId('mine-asset-favourites')
    .innerText()
    .then((text) => text.split('\n')[0]?.trim());

async function backInApp(page: Page): Promise<void> {
  await page.getByTestId('page-header').getByRole('button', { name: '返回', exact: true }).click();
}

describe('messages and favourites', () => {
  it('the unread dot on mine and the tab bar goes everywhere once all notifications are read', async () => {
    const page = await app.open('/mine', { loggedIn: true });
    await page.getByRole('heading', { name: '林清茶', exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('mine-messages-dot').textContent()).toBe('3');
    await expect.poll(() => mineBadge(page)).toBe('3');

    await page.getByTestId('mine-messages').click();
    await expectRoute(page, '/messageNotice');
    await expectTitle(page, '消息通知');
    await expect.poll(() => page.getByTestId('notice-unread-dot').count()).toBe(3);
    await page.getByRole('button', { name: '全部已读', exact: true }).click();
    await expectVisibleText(page, '已全部标为已读');
    await expect.poll(() => page.getByTestId('notice-unread-dot').count()).toBe(0);
    await expect.poll(() => page.getByTestId('notice-unread-count').textContent()).toBe('没有未读消息');

    await backInApp(page);
    await expectRoute(page, '/mine');
    await page.getByTestId('mine-messages').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('mine-messages-dot').count()).toBe(0);
    await expect.poll(() => mineBadge(page)).toBe('');
    // and on another tab page
    await tab(page, '首页').click();
    await expectRoute(page, '/home');
    await tabBar(page).waitFor();
    await expect.poll(() => mineBadge(page)).toBe('');
  });

  it('a goods favourited on its page counts on mine; removed on /myCollet, the count drops', async () => {
    const page = await app.open('/goods/detail/g-1001', { loggedIn: true });
    const heart = page.getByTestId('goods-action-bar').getByRole('button', { name: '收藏', exact: true });
    await heart.click();
    await expectVisibleText(page, '收藏成功');
    await page.getByTestId('goods-action-bar').getByRole('button', { name: '已收藏', exact: true }).waitFor();

    await page.getByTestId('goods-action-bar').getByRole('button', { name: '首页', exact: true }).click();
    await expectRoute(page, '/home');
    await tab(page, '我的').click();
    await expectRoute(page, '/mine');
    await expect.poll(() => favouriteCount(page)).toBe('4');

    await page.getByTestId('mine-asset-favourites').click();
    await expectRoute(page, '/myCollet');
    await page.getByRole('button', { name: '勐海古树普洱生茶饼', exact: true }).waitFor();
    await page.getByRole('button', { name: '管理', exact: true }).click();
    await page.getByRole('checkbox', { name: '勐海古树普洱生茶饼', exact: true }).click();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '删除', exact: true }).click();
    await expectVisibleText(page, '已取消收藏');
    await expect.poll(() => page.getByTestId('favourite-card').count()).toBe(3);

    await backInApp(page);
    await expectRoute(page, '/mine');
    await expect.poll(() => favouriteCount(page)).toBe('3');
  });
});
