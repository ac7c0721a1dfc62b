/**
 * Issue 29's activity journey through the mock-mode build, as the buyer lives it: the home page's
 * 暖茶节 tile opens the winter festival's details; receive one of its coupons (领取成功, then 已领取);
 * buy the 围炉煮茶礼包 (立即抢购): the activity order is created and its cashier opens at once; pay
 * with WeChat Pay through the stand-in cashier; the result page, then 查看订单: the paid order, 待发货.
 *
 * The cash-coupon plans: my coupons' cash-coupon zone -> a plan -> 立即使用, confirmed -> 兑换成功, the
 * plan 已使用 and the held cash coupons down -> 去查看: my coupons lists the granted coupon, unused.
 *
 * The mock backend lives in the page (MSW worker, in-memory db): each journey stays in one document.
 */
import { describe, expect, it } from 'vitest';
import { expectRoute, expectTitle, setupApp } from './app';
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

/** pr-01 of the seed: ¥10.00 of the buyer's ¥20.00 in cash coupons for 冬藏满 299 减 40 (cp-09, none held). */
const PLAN = { title: '¥10 现金券换 冬藏满 299 减 40', coupon: '冬藏满 299 减 40' } as const;

describe('a cash-coupon plan traded for a coupon', () => {
  it('my coupons -> cash-coupon zone -> a plan -> use, confirmed -> 已使用 -> my coupons lists the coupon', async () => {
    const page = await app.open('/myCoupon', { loggedIn: true });
    await expectTitle(page, '我的优惠券');
    await page.getByTestId('my-coupon-zones').getByRole('button', { name: /现金券专区/ }).click();
    await expect.poll(() => currentPath(page)).toBe('/creditZone?zone=cash');

    await page.getByTestId('cash-plans').getByRole('button', { name: PLAN.title, exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/creditZone?zone=cash&plan=pr-01');
    await expect.poll(() => page.getByTestId('plan-held').innerText()).toBe('¥20.00');

    // spending cash coupons is asked first
    await page.getByRole('button', { name: '立即使用', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/将抵用 ¥10\.00 现金券兑换「冬藏满 299 减 40」/).waitFor();
    await dialog.getByRole('button', { name: '确认兑换', exact: true }).click();
    await expectVisibleText(page, '兑换成功');
    expect(await page.getByRole('button', { name: '已使用', exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('plan-held').innerText()).toBe('¥10.00');

    // 去查看: the coupon is in my coupons, unused
    await page.getByTestId('plan-granted').getByRole('button', { name: '去查看', exact: true }).click();
    await expectRoute(page, '/myCoupon');
    const held = page.getByTestId('coupon-card').filter({ hasText: PLAN.coupon });
    await held.getByRole('button', { name: '去使用', exact: true }).waitFor();
  });
});
