/**
 * Issue 29's activity journey through the mock-mode build, as the buyer lives it: the home page's
 * 暖茶节 tile opens the winter festival's details; receive one of its coupons (领取成功, then 已领取);
 * buy the 围炉煮茶礼包 (立即抢购): the activity order is created and its cashier opens at once; pay
 * with WeChat Pay through the stand-in cashier; the result page, then 查看订单: the paid order, 待发货.
 *
 * The mock backend lives in the page (MSW worker, in-memory db): the journey stays in one document.
 */
import { describe, expect, it } from 'vitest';
import { expectTitle, setupApp } from './app';
import { expectVisibleText } from './buyer';
import { currentPath } from './browser';
import { choosePayChannel } from './orderSteps';
import { openSheet } from './sheets';

const app = setupApp();

const COUPON = '暖茶节满 499 减 80';
const PACKAGE = '围炉煮茶礼包';

describe('an activity from the home page to a paid gift package', () => {
  it('home tile -> details; receive a coupon; buy a gift package -> cashier -> paid -> the order, 待发货', async () => {
    const page = await app.open('/home', { loggedIn: true });

    // the home page's activity tile of the winter festival
    const tile = page.getByTestId('home-activity').getByRole('button', { name: /暖茶节/ });
    await tile.click();
    await expect.poll(() => currentPath(page)).toBe('/activityAreaDetails?activityId=act-2026-winter');
    await expectTitle(page, '活动详情');
    await page.getByRole('heading', { name: '冬季暖茶节', exact: true }).waitFor();
    expect(await page.getByTestId('activity-window').innerText()).toContain('进行中');

    // receive the festival's 满 499 减 80
    const coupon = page.getByRole('listitem').filter({ hasText: COUPON });
    await coupon.getByRole('button', { name: '立即领取', exact: true }).click();
    await expectVisibleText(page, '领取成功');
    await coupon.getByText('已领取', { exact: true }).waitFor();

    // buy the gift package: the activity order's cashier opens at once
    const pack = page.getByRole('article', { name: PACKAGE });
    await pack.getByRole('button', { name: '立即抢购', exact: true }).click();
    await expect.poll(() => currentPath(page)).toMatch(/^\/orderDetails\?orderId=o-\d+/);
    await choosePayChannel(page, 'wechat', '¥299.00');
    const cashier = await openSheet(page, 'cashier-sheet');
    await cashier.getByRole('button', { name: '支付成功', exact: true }).click();

    // the result, then the paid order
    const result = page.getByTestId('pay-result');
    await result.waitFor();
    expect(await result.getByTestId('pay-result-amount').innerText()).toContain('¥299.00');
    await result.getByRole('button', { name: '查看订单', exact: true }).click();
    await expect.poll(() => page.getByTestId('status-banner').innerText()).toContain('待发货');
    await expectVisibleText(page, PACKAGE);
  });
});
