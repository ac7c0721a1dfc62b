/**
 * Journey 1 of issue 12: an order's life through the mock-mode build, as the buyer lives it: pay an
 * unpaid order from the order list (选择支付方式: 微信支付, then the stand-in cashier), which ends on
 * the payment's result page, then 查看订单; the mall ships it (control call);
 * the logistics page shows its timeline; confirm receipt; it is completed; review it with a photo;
 * the review is on the goods detail page. Assertions are what the user sees (cards, tabs, toasts,
 * the timeline, the review).
 *
 * The mock backend lives in the page (MSW worker, in-memory db): the journey stays in one document.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHIP_ORDER_PATH, type ShipOrderResult } from '../../mocks/control/api';
import { expectRoute, expectTitle, setupApp } from './app';
import { controlCall, expectVisibleText } from './buyer';
import { currentPath } from './browser';
import { choosePayChannel, reviewWithPhoto } from './orderSteps';
import { openSheet } from './sheets';

const app = setupApp();

/** The seeded unpaid order of the buyer: 勐海古树普洱生茶饼 + 福州茉莉花茶 飘雪, ¥376.00. */
const UNPAID = { orderId: 'o-2001', orderNo: 'TM202611200912000001' } as const;

const card = (page: Page, orderId: string) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

/**
 * The status the order's card shows. Polled: right after a tab change the tab being left may still
 * be on screen for a moment (the route change is a React transition), with the order's old status.
 */
const statusOf = (page: Page, orderId: string) => card(page, orderId).getByTestId('order-status').innerText();

async function openTab(page: Page, name: string, status: number): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect.poll(() => currentPath(page)).toBe(`/order?status=${status}`);
}

describe('an unpaid order on mock mode\'s clock', () => {
  it('counts down on its details page and offers 去支付, as the list does (the page and the backend share one clock)', async () => {
    const page = await app.open(`/orderDetails?orderId=${UNPAID.orderId}`, { loggedIn: true });
    const banner = page.getByTestId('status-banner');
    await expect.poll(() => banner.innerText()).toContain('待付款');
    // seeded at 09:12 with a day to pay; the page's clock started at the seed's 10:00: about 23 hours left
    const countdown = await page.getByTestId('pay-countdown').innerText();
    expect(countdown).toMatch(/2[23]:\d\d:\d\d/);
    expect(await page.getByRole('button', { name: '去支付', exact: true }).isVisible()).toBe(true);
    expect(await banner.innerText()).not.toContain('交易关闭');
  });
});

describe('an order from payment to its review', () => {
  it('pays from the list (cashier: paid) -> 待发货; shipped -> 待收货 with a timeline; confirm receipt -> 已完成; reviewed with a photo -> on the goods page', async () => {
    const page = await app.open('/order?status=0', { loggedIn: true });
    await expectTitle(page, '我的订单');

    // 待付款: pay with WeChat Pay, through the stand-in cashier, which says paid
    const unpaid = card(page, UNPAID.orderId);
    await unpaid.waitFor();
    expect(await unpaid.innerText()).toContain('¥376.00');
    await unpaid.getByRole('button', { name: '去支付', exact: true }).click();
    await choosePayChannel(page, 'wechat', '¥376.00');
    const cashier = await openSheet(page, 'cashier-sheet');
    expect(await cashier.innerText()).toContain('¥376.00');
    await cashier.getByRole('button', { name: '支付成功', exact: true }).click();
    // the result page: 支付成功 and the amount; 查看订单 shows the order, 待发货
    const result = page.getByTestId('pay-result');
    await result.waitFor();
    await expect.poll(() => currentPath(page)).toBe(`/orderDetails?orderId=${UNPAID.orderId}&result=paid`);
    expect(await result.getByTestId('pay-result-amount').innerText()).toContain('¥376.00');
    await result.getByRole('button', { name: '查看订单', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe(`/orderDetails?orderId=${UNPAID.orderId}`);
    await expect.poll(() => page.getByTestId('status-banner').innerText()).toContain('待发货');
    // back on the list: it left 待付款 (the tab is empty now) and waits in 待发货
    await page.getByTestId('page-header').getByLabel('返回', { exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/order?status=0');
    await page.getByText('暂无订单', { exact: true }).waitFor();
    await openTab(page, '待发货', 1);
    await card(page, UNPAID.orderId).waitFor();
    await expect.poll(() => statusOf(page, UNPAID.orderId)).toBe('待发货');

    // the mall's warehouse ships it
    const shipped = await controlCall<ShipOrderResult>(page, SHIP_ORDER_PATH, { orderId: UNPAID.orderId });
    expect(shipped.traces.length).toBeGreaterThan(1);

    // 待收货 lists it, with its tracking
    await openTab(page, '待收货', 2);
    const onItsWay = card(page, UNPAID.orderId);
    await onItsWay.waitFor();
    await expect.poll(() => statusOf(page, UNPAID.orderId)).toBe('待收货');
    await onItsWay.getByRole('button', { name: '查看物流', exact: true }).click();
    await expectRoute(page, '/logistics');
    expect(currentPath(page)).toBe(`/logistics?orderId=${UNPAID.orderId}`);
    const waybill = page.getByTestId('logistics-waybill');
    await waybill.waitFor();
    expect(await waybill.innerText()).toContain(shipped.company);
    expect(await waybill.innerText()).toContain(shipped.logisticsSn);
    const timeline = page.getByTestId('logistics-timeline');
    await timeline.waitFor();
    await expect.poll(() => timeline.locator('.adm-step').count()).toBe(shipped.traces.length);
    expect(await timeline.locator('.adm-step').first().innerText()).toContain(shipped.traces[0]?.content ?? '');

    // back on the list: confirm receipt, asked first
    await page.getByTestId('page-header').getByLabel('返回', { exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/order?status=2');
    await card(page, UNPAID.orderId).getByRole('button', { name: '确认收货', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('请确认已收到全部商品，确认后订单完成', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '确认收货', exact: true }).click();
    await expectVisibleText(page, '已确认收货');
    await expect.poll(() => card(page, UNPAID.orderId).count()).toBe(0);

    // 已完成, and its details say so
    await openTab(page, '已完成', 3);
    const done = card(page, UNPAID.orderId);
    await done.waitFor();
    await expect.poll(() => statusOf(page, UNPAID.orderId)).toBe('已完成');
    await done.getByText(`订单号 ${UNPAID.orderNo}`, { exact: true }).click();
    await expectRoute(page, '/orderDetails');
    await expect.poll(() => page.getByTestId('status-banner').innerText()).toContain('已完成');
    expect(await page.getByTestId('order-info').innerText()).toContain('收货时间');

    // review it from its details, with a photo: the review is on 勐海古树普洱生茶饼's page
    await page.getByRole('button', { name: '评价', exact: true }).click();
    await expectRoute(page, '/comment');
    expect(currentPath(page)).toBe(`/comment?orderId=${UNPAID.orderId}`);
    await reviewWithPhoto(page, { text: '茶汤透亮，苦底化得快，回甘持久', goodsId: 'g-1001' });
  });
});
