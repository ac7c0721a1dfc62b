/**
 * The app shell against its behaviour contract, in the mock-mode production build:
 * tab bar, the guest/mine rule, the order-list leave guard, token-in-query, unknown routes and `/`.
 * Every test runs in a fresh browser context and ends with no page errors and no console errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_NAME, expectRoute, expectTitle, setupApp, tab, tabBar } from './app';
import { currentPath, spaNavigate, waitForApp } from './browser';

const TABS = [
  { label: '首页', path: '/home' },
  { label: '分类', path: '/goods/category' },
  { label: '同城', path: '/shop/index' },
  { label: '购物车', path: '/shoppingCart' },
  { label: '我的', path: '/mine' },
] as const;

const app = setupApp();
const open = app.open;

async function historyBack(page: Page): Promise<void> {
  await page.evaluate(() => history.back());
}

/** Logged in, at /order (entered in-document from `from`, so history leads back to `from`). */
async function openOrderListFrom(from: string): Promise<Page> {
  const page = await open(from, { loggedIn: true });
  await expectRoute(page, from);
  await spaNavigate(page, '/order');
  await expectRoute(page, '/order');
  await page.getByTestId('page-header').getByText('我的订单', { exact: true }).waitFor();
  return page;
}

/**
 * The guard's fallback: the app renders /mine and the address bar says /mine, and both stay so
 * (a reload or a shared link must not reopen the order list).
 */
async function expectRedirectedToMine(page: Page): Promise<void> {
  const shown = async () => ({
    url: currentPath(page),
    title: await page.title(),
    header: await page.getByTestId('page-header').first().innerText({ timeout: 1_000 }).catch(() => null),
  });
  const mine = `我的 - ${APP_NAME}`;
  await expect
    .poll(() => page.title(), { timeout: 5_000 })
    .toBe(mine)
    .catch(async () => {
      throw new Error(`expected the app to show /mine, it shows ${JSON.stringify(await shown())}`);
    });
  await page.waitForTimeout(300);
  const settled = await shown();
  expect(
    { url: settled.url, title: settled.title },
    `the app renders /mine, so the address bar must say /mine as well (${JSON.stringify(settled)})`,
  ).toEqual({ url: '/mine', title: mine });
}

describe('tab bar', () => {
  it('shows the five tabs at the bottom of each tab route, with the current one active', async () => {
    const page = await open('/home', { loggedIn: true });
    await tabBar(page).waitFor();
    // each tab's label (a badge, the unread notifications on 我的, may come before it)
    const items = tabBar(page).locator('button > span:last-child');
    await expect.poll(() => items.allInnerTexts()).toEqual(TABS.map((t) => t.label));

    const box = await tabBar(page).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(812 - 2);

    for (const { label, path } of TABS) {
      await tab(page, label).click();
      await expectRoute(page, path);
      await expect.poll(() => tabBar(page).locator('button[aria-current="page"] > span:last-child').innerText()).toBe(label);
      await expectTitle(page, label);
    }
  });

  it('home, category, shop and cart replace the history entry; mine pushes', async () => {
    const page = await open('/home', { loggedIn: true });
    await tabBar(page).waitFor();
    await tab(page, '我的').click();
    await expectRoute(page, '/mine');
    await tab(page, '分类').click();
    await expectRoute(page, '/goods/category');
    await tab(page, '同城').click();
    await expectRoute(page, '/shop/index');
    await tab(page, '购物车').click();
    await expectRoute(page, '/shoppingCart');

    // /mine was replaced by category, shop, then cart: one step back is /home, not /shop/index.
    await historyBack(page);
    await expectRoute(page, '/home');
    await expect.poll(() => tabBar(page).locator('button[aria-current="page"] > span:last-child').innerText()).toBe('首页');
  });
});

describe('mine needs a session', () => {
  it('a guest tapping mine sees 请先登录 and lands on /login', async () => {
    const page = await open('/home');
    await tab(page, '我的').click();
    await page.getByText('请先登录', { exact: true }).waitFor({ state: 'visible' });
    await expectRoute(page, '/login');
    await expectTitle(page, '登录');
  });

  it('a guest opening /mine directly sees 请先登录 and lands on /login', async () => {
    const page = await open('/mine');
    await page.getByText('请先登录', { exact: true }).waitFor({ state: 'visible' });
    await expectRoute(page, '/login');
  });

  it('with a session id, mine opens /mine', async () => {
    const page = await open('/home', { loggedIn: true });
    await tab(page, '我的').click();
    await expectRoute(page, '/mine');
    await expectTitle(page, '我的');
    expect(await page.getByText('请先登录', { exact: true }).count()).toBe(0);
  });
});

describe('order list leave guard', () => {
  const allowed = ['/shoppingCart/confirmOrder', '/orderDetails', '/mine', '/logistics', '/comment'];

  for (const target of allowed) {
    it(`lets the order list go to ${target}`, async () => {
      const page = await openOrderListFrom('/home');
      await spaNavigate(page, target);
      await expectRoute(page, target);
      // and it stays there (no late redirect)
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(target);
    });
  }

  it('sends the header back arrow (history leads to /home) to /mine', async () => {
    const page = await openOrderListFrom('/home');
    await page.getByTestId('page-header').getByLabel('返回', { exact: true }).click();
    await expectRedirectedToMine(page);
  });

  it('sends history.back() to /goods/category to /mine', async () => {
    const page = await openOrderListFrom('/goods/category');
    await historyBack(page);
    await expectRedirectedToMine(page);
    await expect.poll(() => tabBar(page).locator('button[aria-current="page"] > span:last-child').innerText()).toBe('我的');
  });

  it('sends an in-app link to /home (the emptied tab\'s 去逛逛) to /mine', async () => {
    const page = await openOrderListFrom('/home');
    // 待付款: cancel its one order, and the tab is empty with its 去逛逛 (navigate('/home'))
    await page.getByRole('tab', { name: '待付款', exact: true }).click();
    const card = page.getByTestId('order-card');
    await card.getByRole('button', { name: '取消订单', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定取消', exact: true }).click();
    await page.getByText('暂无订单', { exact: true }).waitFor();
    await page.getByRole('button', { name: '去逛逛', exact: true }).click();
    await expectRedirectedToMine(page);
  });

  it('sends any other forward navigation (/home/memberArea) to /mine', async () => {
    const page = await openOrderListFrom('/home');
    await spaNavigate(page, '/home/memberArea');
    await expectRedirectedToMine(page);
  });
});

describe('token in the query string', () => {
  it('stores ?token= in session storage once and drops it from the visible URL', async () => {
    const page = await open('/home?token=abc&x=1');
    await expect.poll(() => currentPath(page)).toBe('/home?x=1');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe('abc');

    // a later token does not replace the stored one
    await page.goto(app.session().url('/home?token=zzz'), { waitUntil: 'load' });
    await waitForApp(page);
    await expect.poll(() => currentPath(page)).toBe('/home');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe('abc');
  });
});

describe('unknown routes', () => {
  it('shows the not-found page with a way back home, without errors', async () => {
    const page = await open('/no/such/page');
    const notFound = page.locator('[data-not-found]');
    await notFound.waitFor();
    expect(await notFound.innerText()).toContain('页面不存在');
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await expectTitle(page, '页面不存在');

    await notFound.getByRole('button', { name: '返回首页' }).click();
    await expectRoute(page, '/home');
    await tabBar(page).waitFor();
  });
});

describe('root', () => {
  it('redirects / to /home', async () => {
    const page = await open('/');
    await expectRoute(page, '/home');
    await expectTitle(page, '首页');
    await tabBar(page).waitFor();
  });
});
