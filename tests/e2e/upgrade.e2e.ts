/**
 * The membership upgrade through the mock-mode build, as the buyer takes it: /vipInfo (普通会员) ->
 * 升级高级会员 -> choose a package -> 下一步 -> choose the address from the book -> back to the first
 * step and forward (the choices kept) -> the session expires -> 立即升级 meets 10001 -> log in again
 * -> the same step with the same choices -> 立即升级 -> the stand-in cashier, paid -> /vipInfo says
 * 高级会员. One document after `app.open` (the mock backend lives in the page).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPIRE_SESSIONS_PATH, type ExpireSessionsResult } from '../../mocks/control/api';
import { BUYER, expectRoute, expectTitle, setupApp } from './app';
import { controlCall, expectVisibleText, logInAsBuyer } from './buyer';
import { openSheet } from './sheets';

const app = setupApp();

const PACKAGE = { title: '高级会员·典藏礼包', price: '¥699.00' } as const;
const MOTHER = '福建省厦门市思明区 鹭江道 8 号海景公寓 12 楼 1203 室';

/** The second step shows the package and the address chosen. */
async function expectChoices(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('upgrade-chosen-package').innerText()).toContain(PACKAGE.title);
  await page.getByTestId('address-card').getByText(MOTHER, { exact: true }).waitFor();
}

describe('membership upgrade journey', () => {
  it('upgrades the buyer: package, address, a 10001 on the way, payment, and the new level on /vipInfo', async () => {
    const page = await app.open('/vipInfo', { loggedIn: true });
    await expectTitle(page, '会员权益');
    await expect.poll(() => page.getByTestId('vip-level').innerText()).toBe('普通会员');

    // the first step: choose 典藏礼包, then 下一步
    await page.getByRole('button', { name: '升级高级会员', exact: true }).click();
    await expectRoute(page, '/upgrade/upgrade');
    await page.getByTestId('upgrade-package').filter({ hasText: PACKAGE.title }).click();
    await page.getByRole('button', { name: '下一步', exact: true }).click();
    await expectRoute(page, '/upgrade/upgrade-next');

    // the recipient from the address book, in its choice mode
    await page.getByRole('button', { name: '选择收货地址', exact: true }).click();
    await expectRoute(page, '/address/address');
    await page.getByTestId('address-item').filter({ hasText: '林母' }).getByRole('radio').click();
    await expectRoute(page, '/upgrade/upgrade-next');
    await expectChoices(page);

    // back to the first step and forward again: everything chosen is still chosen
    await page.getByRole('button', { name: '更换', exact: true }).click();
    await expectRoute(page, '/upgrade/upgrade');
    expect(await page.getByRole('radio', { name: new RegExp(PACKAGE.title) }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '下一步', exact: true }).click();
    await expectRoute(page, '/upgrade/upgrade-next');
    await expectChoices(page);

    // the session ends on the server: 立即升级 meets 10001, log in again, the same step with the same choices
    const expired = await controlCall<ExpireSessionsResult>(page, EXPIRE_SESSIONS_PATH, { mobile: BUYER.mobile });
    expect(expired.expired).toBeGreaterThan(0);
    await page.getByRole('button', { name: '立即升级', exact: true }).click();
    await expectVisibleText(page, '登录状态已过期，请重新登录');
    await expectRoute(page, '/login');
    await logInAsBuyer(page);
    await expectRoute(page, '/upgrade/upgrade-next');
    await expectChoices(page);

    // upgrade and pay: the cashier for the package's price, paid -> /vipInfo, 高级会员
    await page.getByRole('button', { name: '立即升级', exact: true }).click();
    const cashier = await openSheet(page, 'cashier-sheet');
    expect(await cashier.innerText()).toContain(PACKAGE.price);
    await cashier.getByRole('button', { name: '支付成功', exact: true }).click();
    await expectRoute(page, '/vipInfo');
    await expectVisibleText(page, '已升级为高级会员');
    await expect.poll(() => page.getByTestId('vip-level').innerText()).toBe('高级会员');
    expect(await page.getByRole('button', { name: '升级高级会员', exact: true }).count()).toBe(0);
  });
});
