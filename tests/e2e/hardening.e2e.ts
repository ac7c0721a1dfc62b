/**
 * What a hostile probe of the buyer slice found (issue 10), checked in the mock-mode build in
 * Chromium, where the browser's own behaviour matters: a member forced offline mid-checkout (601,
 * reached through the embedded backend's control call), a quantity typed over the stock on a real
 * keyboard, and a ?token= that must not travel in any Referer.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFLINE_MESSAGE, OFFLINE_SESSIONS_PATH, type OfflineSessionsResult } from '../../mocks/control/api';
import { BUYER, expectRoute, expectTitle, setupApp } from './app';
import { CART_ADD_PATH, controlCall, CREATE_ORDER_PATH, line, logInAsBuyer, recordPosts, TICKED } from './buyer';
import { currentPath } from './browser';
import { openSheet } from './sheets';

const app = setupApp();

describe('hardening of the buyer slice', () => {
  it('a member forced offline mid-checkout (601): the Notice, then /login with the way back; the order goes through after logging in', async () => {
    const page = await app.open('/shoppingCart', { loggedIn: true });
    const creates = recordPosts(page, CREATE_ORDER_PATH);
    for (const ticked of TICKED) await line(page, 'cart-line', ticked).waitFor();
    await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    for (const ticked of TICKED) await line(page, 'settle-line', ticked).waitFor();
    const confirmPath = currentPath(page);
    const remark = '请周六上午送达';
    await page.getByLabel('订单备注', { exact: true }).fill(remark);

    // the account logs in on another device: the server forces this session offline
    const forced = await controlCall<OfflineSessionsResult>(page, OFFLINE_SESSIONS_PATH, { mobile: BUYER.mobile });
    expect(forced.offline).toBeGreaterThan(0);

    // submit: 601 -> the Notice dialog with the server's message, and nothing else happens until 知道了
    await page.getByRole('button', { name: '提交订单', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: DEFAULT_OFFLINE_MESSAGE });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain('提示');
    // the dialog comes first: the order stays under it until 知道了
    expect(currentPath(page)).toBe(confirmPath);
    await dialog.getByRole('button', { name: '知道了', exact: true }).click();

    // then logged out, on /login with the way back to this order
    await expectRoute(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('sid'))).toBeNull();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(confirmPath);
    expect(creates).toHaveLength(1);

    // a new login is a new session: the same order, lines and remark, and it goes through once
    await logInAsBuyer(page);
    await expectRoute(page, '/shoppingCart/confirmOrder');
    expect(currentPath(page)).toBe(confirmPath);
    for (const ticked of TICKED) await line(page, 'settle-line', ticked).waitFor();
    await expect.poll(() => page.getByLabel('订单备注', { exact: true }).inputValue()).toBe(remark);
    await page.getByRole('button', { name: '提交订单', exact: true }).click();
    await expectRoute(page, '/orderDetails');
    expect(creates).toHaveLength(2);
  });

  it('a quantity typed over the stock on the keyboard: the field, the message and the request all say the stock', async () => {
    const page = await app.open('/goods/detail/g-1302', { loggedIn: true });
    const adds = recordPosts(page, CART_ADD_PATH);
    await page.getByTestId('spec-row').click();
    const sheet = await openSheet(page, 'sku-selector');
    for (const value of ['100克', '礼盒']) await sheet.getByRole('button', { name: value, exact: true }).click();
    await expect.poll(() => sheet.getByTestId('sku-chosen').innerText()).toBe('已选：100克 / 礼盒');

    // 100克 / 礼盒 has 6 in stock; the field shows 1 and the user types 7 over it
    const field = sheet.getByRole('spinbutton');
    await field.click();
    await page.keyboard.type('7');
    await expect.poll(() => sheet.getByRole('alert').innerText()).toBe('库存仅剩 6 件，已为您调整为 6 件');
    await expect.poll(() => field.inputValue()).toBe('6');
    // and it stays so: nothing brings the typed-over number or the old one back
    expect(await field.inputValue()).toBe('6');

    await sheet.getByRole('button', { name: '加入购物车', exact: true }).click();
    await page.getByText('已加入购物车', { exact: true }).first().waitFor({ state: 'visible' });
    expect(adds).toHaveLength(1);
    expect(adds[0]?.postDataJSON()).toMatchObject({ skuId: 'sku-1302-4', quantity: 6 });
  });

  it('a ?token= in the address reaches no server in a Referer, and leaves the address at once', async () => {
    const referers: Promise<string | null>[] = [];
    const page = await app.open('/home?token=tok-e2e-123&from=push', {
      // a request still in flight when the page closes has no header to read: null, not a rejection
      beforeGoto: (fresh) => {
        fresh.on('request', (request) => referers.push(request.headerValue('referer').catch(() => null)));
      },
    });
    await expectTitle(page, '首页');
    expect(currentPath(page)).toBe('/home?from=push');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe('tok-e2e-123');
    const sent = (await Promise.all(referers)).filter((referer): referer is string => referer !== null);
    // the page's scripts, styles and calls were sent with a Referer, and none of them named the token
    expect(sent.length).toBeGreaterThan(3);
    expect(sent.filter((referer) => referer.includes('token'))).toEqual([]);
  });
});
