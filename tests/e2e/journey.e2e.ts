/**
 * The buyer's journeys through the mock-mode production build, as a user takes them: browse,
 * choose a spec, log in on the way, cart, confirm order, submit, the cashier at once, pay, the
 * result page, 查看订单; a session that expires on the
 * server in the middle of checkout; the guest cart. Assertions are what the user sees (texts,
 * prices, routes), plus the one create-order call that must be sent exactly once.
 *
 * The mock backend lives in the page (MSW worker, in-memory db): its state is fresh on every full
 * page load, so each journey stays inside one document after `app.open`.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPIRE_SESSIONS_PATH, type ExpireSessionsResult } from '../../mocks/control/api';
import { BUYER, expectRoute, expectTitle, setupApp, tab } from './app';
import { controlCall, CREATE_ORDER_PATH, expectVisibleText, line, logInAsBuyer, recordPosts, TICKED } from './buyer';
import { currentPath } from './browser';
import { choosePayChannel } from './orderSteps';
import { openSheet } from './sheets';

const app = setupApp();

/** The goods the first journey buys: 红茶 > 金骏眉 特级, spec 100克 / 礼盒 (¥408, 6 in stock), 2 pieces. */
const GOODS = {
  category: '红茶',
  id: 'g-1302',
  name: '金骏眉 特级',
  spec: ['100克', '礼盒'],
  specText: '100克 / 礼盒',
  skuId: 'sku-1302-4',
  price: '¥408.00',
  quantity: 2,
} as const;

function remarkField(page: Page): Locator {
  return page.getByLabel('订单备注', { exact: true });
}

/** The stored `currentOrder` the confirm screen writes on success (localStorage, JSON). */
async function storedOrder(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentOrder') ?? 'null') as unknown);
}

describe('buyer journey', () => {
  it('a guest browses, chooses a spec, logs in on the way, adds to cart and orders it once', async () => {
    const page = await app.open('/home');
    const creates = recordPosts(page, CREATE_ORDER_PATH);

    // home -> category tab -> 红茶 -> the goods card
    await expectTitle(page, '首页');
    await tab(page, '分类').click();
    await expectRoute(page, '/goods/category');
    await page.getByRole('navigation', { name: '商品分类' }).getByRole('button', { name: GOODS.category, exact: true }).click();
    const goodsList = page.getByTestId('category-goods');
    await goodsList.getByRole('heading', { name: GOODS.category, exact: true }).waitFor();
    await goodsList.getByRole('button', { name: GOODS.name, exact: true }).click();
    await expectRoute(page, `/goods/detail/${GOODS.id}`);
    await page.getByRole('heading', { name: GOODS.name, exact: true }).waitFor();

    // spec selector: 100克 / 礼盒, quantity 2
    await page.getByTestId('spec-row').click();
    const sheet = await openSheet(page, 'sku-selector');
    for (const value of GOODS.spec) await sheet.getByRole('button', { name: value, exact: true }).click();
    await expect.poll(() => sheet.getByTestId('sku-chosen').innerText()).toBe(`已选：${GOODS.specText}`);
    await expect.poll(() => sheet.getByTestId('sku-price').innerText()).toContain(GOODS.price);
    await sheet.getByRole('button', { name: '增加' }).click();
    await expect.poll(() => sheet.getByRole('spinbutton').inputValue()).toBe(String(GOODS.quantity));

    // a guest adding to cart is asked to log in, the choice and the unfinished add to cart carried
    // in the way back
    await sheet.getByRole('button', { name: '加入购物车', exact: true }).click();
    await expectVisibleText(page, '请先登录');
    await expectRoute(page, '/login');
    const back = `/goods/detail/${GOODS.id}?skuId=${GOODS.skuId}&quantity=${GOODS.quantity}`;
    expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent(`${back}&then=cart`)}`);

    // logged in, the add to cart the guest started is finished, and said so (its toast may take the
    // place of 登录成功 at once)
    await logInAsBuyer(page, { toast: false });
    await expectRoute(page, `/goods/detail/${GOODS.id}`);
    await expectVisibleText(page, '已加入购物车');
    await expect.poll(() => currentPath(page)).toBe(back);
    // the page shows the chosen SKU again: its price and the spec row
    await expect.poll(() => page.getByTestId('spec-row').innerText()).toContain(`已选 ${GOODS.specText}，${GOODS.quantity} 件`);
    expect(await page.getByRole('region', { name: GOODS.name }).getByTestId('price').innerText()).toContain(GOODS.price);
    const actionBar = page.getByTestId('goods-action-bar');

    // the cart: the new line is there, ticked, with its spec, price and quantity
    await actionBar.getByRole('button', { name: /^购物车/ }).click();
    await expectRoute(page, '/shoppingCart');
    await expectTitle(page, '购物车');
    const added = line(page, 'cart-line', { name: GOODS.name, spec: GOODS.specText });
    await added.waitFor();
    expect(await added.innerText()).toContain(GOODS.price);
    expect(await added.getByRole('checkbox', { name: `选择 ${GOODS.name}` }).isChecked()).toBe(true);
    expect(await added.getByRole('spinbutton').inputValue()).toBe(String(GOODS.quantity));
    const linesBefore = await page.getByTestId('cart-line').count();
    const cartTotal = (await page.getByTestId('cart-total').innerText()).replace('合计：', '').trim();
    expect(cartTotal).toMatch(/^¥\d+\.\d{2}$/);

    // settle -> confirm order
    await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    await expectTitle(page, '确认订单');
    const ours = line(page, 'settle-line', { name: GOODS.name, spec: GOODS.specText });
    await ours.waitFor();
    expect(await ours.innerText()).toContain(GOODS.price);
    expect(await ours.innerText()).toContain(`×${GOODS.quantity}`);
    const settled = await page.getByTestId('settle-line').count();
    expect(await page.getByTestId('order-totals').innerText()).toContain(cartTotal);
    const payAmount = await page.getByTestId('pay-amount').innerText();
    expect(payAmount).toMatch(/^¥\d+\.\d{2}$/);

    // a remark, then submit (an impatient double tap: still one order)
    const remark = '周末送达，请用礼盒包装';
    await remarkField(page).fill(remark);
    await page.getByRole('button', { name: '提交订单', exact: true }).dblclick();

    // the order's page, and exactly one order, created with the remark and the amount shown
    await expectRoute(page, '/orderDetails');
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(orderId).toMatch(/^o-\d+$/);
    expect(creates).toHaveLength(1);
    const sent = creates[0]?.postDataJSON() as { remark?: string; items?: unknown[] } | undefined;
    expect(sent?.remark).toBe(remark);
    expect(sent?.items).toContainEqual({ goodsId: GOODS.id, skuId: GOODS.skuId, quantity: GOODS.quantity });
    expect(await storedOrder(page)).toMatchObject({ orderId, payAmount: Number(payAmount.slice(1)) });

    // the cashier opens at once, for the amount shown at checkout; its flag leaves the address, so
    // neither a reload nor a way back opens it again. WeChat Pay, then the stand-in cashier: paid
    await choosePayChannel(page, 'wechat', payAmount);
    await expect.poll(() => currentPath(page)).toBe(`/orderDetails?orderId=${orderId}`);
    const cashier = await openSheet(page, 'cashier-sheet');
    expect(await cashier.innerText()).toContain(payAmount);
    await cashier.getByRole('button', { name: '支付成功', exact: true }).click();

    // the result page, not a toast: 支付成功, the amount, 查看订单, 继续逛逛 and recommended goods
    const result = page.getByTestId('pay-result');
    await result.waitFor();
    await expect.poll(() => currentPath(page)).toBe(`/orderDetails?orderId=${orderId}&result=paid`);
    await expectTitle(page, '订单详情');
    expect(await result.getByRole('heading', { name: '支付成功', exact: true }).isVisible()).toBe(true);
    expect(await result.getByTestId('pay-result-amount').innerText()).toContain(payAmount);
    await expect.poll(() => result.getByTestId('goods-card').count()).toBeGreaterThan(0);

    // 查看订单: the order's details, now 待发货, the line as ordered, the amount, number and remark
    await result.getByRole('button', { name: '查看订单', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe(`/orderDetails?orderId=${orderId}`);
    const banner = page.getByTestId('status-banner');
    await expect.poll(() => banner.innerText()).toContain('待发货');
    const ordered = line(page, 'settle-line', { name: GOODS.name, spec: GOODS.specText });
    await ordered.waitFor();
    expect(await ordered.innerText()).toContain(`×${GOODS.quantity}`);
    expect(await page.getByTestId('order-pay-amount').innerText()).toContain(payAmount);
    const { orderNo } = (await storedOrder(page)) as { orderNo: string };
    expect(await page.getByTestId('order-info').innerText()).toContain(orderNo);
    expect(await page.getByTestId('order-info').innerText()).toContain(remark);
    const actions = page.getByTestId('order-actions');
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['申请退款', '再次购买']);

    // back: the cart (confirm order, the cashier and the result were each replaced), no cashier
    // and no second order; the ordered lines are gone, what was not ticked is still there
    await page.getByTestId('page-header').getByLabel('返回', { exact: true }).click();
    await expectRoute(page, '/shoppingCart');
    expect(await page.getByTestId('pay-channel-sheet').count()).toBe(0);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(linesBefore - settled);
    expect(await page.getByTestId('cart-line').filter({ hasText: GOODS.name }).count()).toBe(0);
    expect(creates).toHaveLength(1);
  });

  it('a session that expires on the server mid-checkout: log in again, the lines and the remark are still there', async () => {
    const page = await app.open('/shoppingCart', { loggedIn: true });
    const creates = recordPosts(page, CREATE_ORDER_PATH);
    for (const ticked of TICKED) {
      const row = line(page, 'cart-line', ticked);
      await row.waitFor();
      expect(await row.getByRole('checkbox', { name: `选择 ${ticked.name}` }).isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    for (const ticked of TICKED) await line(page, 'settle-line', ticked).waitFor();
    const confirmPath = currentPath(page);
    expect(confirmPath).toMatch(/^\/shoppingCart\/confirmOrder\?cartIds=/);
    const payAmount = await page.getByTestId('pay-amount').innerText();

    const remark = '下午三点后送达，谢谢';
    await remarkField(page).fill(remark);

    // the server drops the buyer's session; the app still holds its sid
    const expired = await controlCall<ExpireSessionsResult>(page, EXPIRE_SESSIONS_PATH, { mobile: BUYER.mobile });
    expect(expired.expired).toBeGreaterThan(0);

    // submit: 10001 -> the expiry toast and /login, with the way back to this order
    await page.getByRole('button', { name: '提交订单', exact: true }).click();
    await expectVisibleText(page, '登录状态已过期，请重新登录');
    await expectRoute(page, '/login');
    // one message: the login guard does not add its 请先登录 over the expiry toast
    expect(await page.getByText('请先登录', { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(confirmPath);
    expect(creates).toHaveLength(1);
    expect(await storedOrder(page)).toBeNull();

    // log in again: the same order, lines and remark as they were
    await logInAsBuyer(page);
    await expectRoute(page, '/shoppingCart/confirmOrder');
    expect(currentPath(page)).toBe(confirmPath);
    for (const ticked of TICKED) await line(page, 'settle-line', ticked).waitFor();
    await expect.poll(() => remarkField(page).inputValue()).toBe(remark);
    expect(await page.getByTestId('pay-amount').innerText()).toBe(payAmount);

    // and it goes through now, once
    await page.getByRole('button', { name: '提交订单', exact: true }).click();
    await expectRoute(page, '/orderDetails');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.postDataJSON()).toMatchObject({ remark });
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(await storedOrder(page)).toMatchObject({ orderId, payAmount: Number(payAmount.slice(1)) });

    // the cashier opens at once; closed without paying, the buyer stays on the order: 待付款, with
    // its countdown, 取消订单 and 去支付
    const channels = await openSheet(page, 'pay-channel-sheet');
    await channels.getByRole('button', { name: '关闭', exact: true }).click();
    await channels.waitFor({ state: 'detached' });
    expect(currentPath(page)).toBe(`/orderDetails?orderId=${orderId}`);
    const banner = page.getByTestId('status-banner');
    await expect.poll(() => banner.innerText()).toContain('待付款');
    expect(await banner.innerText()).toMatch(/剩余 \d{2}:\d{2}:\d{2} 订单自动关闭/);
    const actions = page.getByTestId('order-actions');
    await expect.poll(() => actions.getByRole('button', { name: '去支付', exact: true }).isEnabled()).toBe(true);
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['取消订单', '去支付']);
  });

  it('a guest opening the cart is asked to log in and comes back to the cart', async () => {
    const page = await app.open('/shoppingCart');
    await expectVisibleText(page, '登录后查看购物车');
    expect(await page.getByTestId('cart-line').count()).toBe(0);
    await page.getByRole('button', { name: '去登录', exact: true }).click();
    await expectRoute(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent('/shoppingCart')}`);

    await logInAsBuyer(page);
    await expectRoute(page, '/shoppingCart');
    for (const ticked of TICKED) await line(page, 'cart-line', ticked).waitFor();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toMatch(/¥\d+\.\d{2}/);
  });
});
