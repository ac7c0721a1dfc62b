/**
 * The coupon journey through the mock-mode build: a guest opens the coupon centre and logs in on
 * the way; 立即领取 on 明前绿茶满 199 减 25 (a green-tea coupon, one per member) turns the card 已领取;
 * my coupons lists it unused; at checkout of the seeded cart (it holds 明前西湖龙井) the coupon
 * sheet offers it, choosing it takes ¥25.00 off the amount to pay; the order placed and paid
 * shows the coupon's deduction in its details, and my coupons now lists the coupon as used.
 *
 * The mock backend lives in the page (MSW worker, in-memory db): the journey stays in one document.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectRoute, expectTitle, setupApp } from './app';
import { currentPath } from './browser';
import { CREATE_ORDER_PATH, expectVisibleText, logInAsBuyer, recordPosts } from './buyer';
import { choosePayChannel, goInApp } from './orderSteps';
import { openSheet } from './sheets';

const app = setupApp();

/** cp-10 of the seed: 满 199 减 25 on green tea, one per member, the buyer holds none. */
const COUPON = { name: '明前绿茶满 199 减 25', off: 25 } as const;
const RECEIVE_PATH = '/teamall-member/client/coupon/receive';

/** A coupon card on the page, by the coupon's name. */
function couponCard(scope: Page | Locator, name: string): Locator {
  return scope.getByTestId('coupon-card').filter({ hasText: name });
}

/** '¥714.00' -> 71400 */
function fenOf(text: string): number {
  const match = /¥(\d+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

describe('coupons', () => {
  it('received in the centre, listed in my coupons, applied at checkout, used by the order', async () => {
    const page = await app.open('/collectCoupons');
    const receives = recordPosts(page, RECEIVE_PATH);
    const creates = recordPosts(page, CREATE_ORDER_PATH);

    // the centre needs a member: log in, and back to it
    await expectVisibleText(page, '请先登录');
    await logInAsBuyer(page);
    await expectRoute(page, '/collectCoupons');
    await expectTitle(page, '领券中心');

    // receive: 领取成功, and the card says what the server now says
    const card = couponCard(page, COUPON.name);
    await card.getByRole('button', { name: '立即领取', exact: true }).click();
    await expectVisibleText(page, '领取成功');
    await card.getByText('已领取', { exact: true }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(receives).toHaveLength(1);

    // my coupons (the header's entry): unused, with 去使用
    await page.getByTestId('page-header').getByRole('button', { name: '我的优惠券', exact: true }).click();
    await expectRoute(page, '/myCoupon');
    await expectTitle(page, '我的优惠券');
    const held = couponCard(page, COUPON.name);
    await held.getByRole('button', { name: '去使用', exact: true }).waitFor();

    // the cart's ticked lines to checkout
    await goInApp(page, '/shoppingCart');
    await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    const payAmount = page.getByTestId('pay-amount');
    await expect.poll(() => payAmount.innerText()).toMatch(/^¥\d+\.\d{2}$/);
    const before = fenOf(await payAmount.innerText());

    // the coupon sheet offers it; chosen, it comes off the amount to pay
    await page.getByTestId('coupon-row').click();
    const sheet = await openSheet(page, 'coupon-popup');
    await sheet.getByRole('radio').filter({ hasText: COUPON.name }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('coupon-row').innerText()).toContain(`-¥${COUPON.off}.00`);
    await expect.poll(async () => fenOf(await payAmount.innerText())).toBe(before - COUPON.off * 100);
    const toPay = await payAmount.innerText();

    // place the order: it carries the held coupon, once
    await page.getByRole('button', { name: '提交订单', exact: true }).click();
    await expectRoute(page, '/orderDetails');
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(creates).toHaveLength(1);
    expect((creates[0]?.postDataJSON() as { couponId?: string } | undefined)?.couponId).toMatch(/^mc-/);

    // pay the amount shown at checkout, then the order's details: the coupon's deduction on its row
    await choosePayChannel(page, 'wechat', toPay);
    const cashier = await openSheet(page, 'cashier-sheet');
    await cashier.getByRole('button', { name: '支付成功', exact: true }).click();
    const result = page.getByTestId('pay-result');
    await result.waitFor();
    await result.getByRole('button', { name: '查看订单', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe(`/orderDetails?orderId=${orderId}`);
    const couponRow = page.getByTestId('order-coupon-amount');
    await expect.poll(() => couponRow.innerText()).toContain('优惠券');
    expect(await couponRow.innerText()).toContain(`-¥${COUPON.off}.00`);
    expect(await page.getByTestId('order-pay-amount').innerText()).toContain(toPay);

    // my coupons: gone from 未使用, listed under 已使用
    await goInApp(page, '/myCoupon');
    await page.getByRole('tab', { name: '未使用', exact: true }).waitFor();
    await couponCard(page, '暖茶节满 199 减 30').waitFor();
    expect(await couponCard(page, COUPON.name).count()).toBe(0);
    await page.getByRole('tab', { name: '已使用', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/myCoupon?status=1');
    await couponCard(page, COUPON.name).getByText('已使用', { exact: true }).waitFor();
  });
});
