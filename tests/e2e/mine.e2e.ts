/**
 * The personal hub, /mine, through the mock-mode build: a login with no redirect lands there with
 * the buyer's red dots, a dot opens the order list on its tab; a tea-house agent sees the agent
 * entries; a guest tapping the mine tab is asked to log in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../mocks/data/sessions';
import { expectRoute, expectTitle, setupApp, tab } from './app';
import { currentPath } from './browser';
import { expectVisibleText } from './buyer';

const app = setupApp();

/** Every seeded account logs in with this password (mocks/db/members.ts). */
const PASSWORD = 'Tea123456';

/** The /login form, filled in and sent for `mobile`. */
async function logIn(page: Page, mobile: string): Promise<void> {
  await expectTitle(page, '登录');
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号', { exact: true }).fill(mobile);
  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await form.getByText('我已阅读并同意', { exact: true }).click();
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

describe('mine, the personal hub', () => {
  it('a login with no redirect lands on /mine with the buyer\'s counts; the 待付款 dot opens that tab of the order list', async () => {
    const page = await app.open('/login');
    await logIn(page, sessions.buyer.userInfo?.mobile ?? '');
    await expectRoute(page, '/mine');
    await expectTitle(page, '我的');
    await page.getByRole('heading', { name: '林清茶', exact: true }).waitFor({ state: 'visible' });
    // each status's red dot, said as the button's description
    for (const [label, count] of [['待付款', 1], ['待发货', 1], ['待收货', 2], ['待评价', 1], ['退款/售后', 2]] as const) {
      const status = page.getByTestId('mine-orders').getByRole('button', { name: label, exact: true });
      await expect.poll(() => status.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '')).toBe(`${count} 笔`);
    }
    await expect.poll(() => page.getByTestId('mine-asset-balance').innerText()).toContain('56.80');
    // a buyer has no agent centre
    expect(await page.getByTestId('mine-group-agent').count()).toBe(0);

    await page.getByTestId('mine-orders').getByRole('button', { name: '待付款', exact: true }).click();
    await expectRoute(page, '/order');
    expect(currentPath(page)).toBe('/order?status=0');
    await expect.poll(() => page.getByRole('tab', { name: '待付款', exact: true }).getAttribute('aria-selected')).toBe('true');
  });

  it('a tea-house agent sees the agent entries', async () => {
    const page = await app.open('/login');
    await logIn(page, sessions.agent.userInfo?.mobile ?? '');
    await expectRoute(page, '/mine');
    const agent = page.getByTestId('mine-group-agent');
    await agent.waitFor({ state: 'visible' });
    for (const entry of ['我的收益', '团队与粉丝', '茶馆订单', '代理进货', '代理续费']) {
      await agent.getByRole('button', { name: entry, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByTestId('mine-group-delivery').getByRole('button', { name: '配送订单', exact: true }).waitFor({ state: 'visible' });
    // 茶馆订单 has no screen yet: it still opens, on the coming-soon page
    await agent.getByRole('button', { name: '茶馆订单', exact: true }).click();
    await expectRoute(page, '/mine/teahouseOrder');
    await expectVisibleText(page, '敬请期待');
  });

  it('a guest tapping the mine tab is asked to log in first', async () => {
    const page = await app.open('/home');
    await tab(page, '我的').click();
    await expectVisibleText(page, '请先登录');
    await expectRoute(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent('/mine')}`);
  });
});
