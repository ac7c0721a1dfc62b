/**
 * Issue 12, journey 2, driven through the after-sale screens by URL in the mock-mode build: a refund
 * before shipping and a return after receipt (with a photo and the return waybill), each agreed by
 * the mall's service desk through the mock's control call. (Journey 1's review: orders.e2e.ts.)
 *
 * The mock backend lives in the page (MSW worker, in-memory db), so each journey stays in one
 * document: after `app.open` it moves by pushing the URL into the app's history (`goInApp`), as an
 * in-app link does, never by reloading.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../mocks/data/sessions';
import { AGREE_REFUND_PATH, type AgreeRefundResult } from '../../mocks/control/api';
import { expectRoute, expectTitle, setupApp } from './app';
import { controlCall, expectVisibleText } from './buyer';
import { currentPath } from './browser';
import { takeWheelItem } from './sheets';
import { goInApp, PHOTO } from './orderSteps';

const app = setupApp();

/** Chooses `label` in the open picker sheet titled `title` (a tap on the wheel item) and confirms. */
async function pick(page: Page, title: string, label: string): Promise<void> {
  const sheet = page.locator('.adm-picker').filter({ hasText: title });
  await sheet.waitFor({ state: 'visible' });
  const item = sheet.locator('.adm-picker-view-column-item', { hasText: label });
  // a tap on an item of the wheel (the wheel's own hit area is clipped: a pointer click scrolls it
  // first); the wheel scrolls to the item, then takes it
  await takeWheelItem(item, () => item.dispatchEvent('click'));
  await sheet.getByRole('button', { name: '确定', exact: true }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** The after-sale card of one order on /refundOrder. */
const cardOf = (page: Page, orderId: string) => page.locator(`[data-testid="after-sale-card"][data-order-id="${orderId}"]`);

/** Pulls the list down with a finger until it refreshes (the page has touch). */
async function pullToRefresh(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 187;
  let y = 140;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 12; step += 1) {
    y += 15;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A refused control call is part of the journey: Chromium logs its 409 as a console error, which
 * is expected here (and only this one, once it is logged).
 */
async function expectRefusalLogged(path: string): Promise<void> {
  const { problems } = app.session();
  const isIt = (problem: { text: string; where?: string }) => problem.text.includes('409') && `${problem.text} ${problem.where ?? ''}`.includes(path);
  await expect.poll(() => problems.some(isIt)).toBe(true);
  const index = problems.findIndex(isIt);
  problems.splice(index, 1);
}

/** The state the card of `orderId` shows, once it shows `text`. */
async function expectCardState(page: Page, orderId: string, text: string): Promise<void> {
  await expect.poll(() => cardOf(page, orderId).getByTestId('after-sale-state').innerText(), { timeout: 10_000 }).toBe(text);
}

describe('after-sales journey', () => {
  it('refund before shipping: requested on /setRefund, 待处理 on /refundOrder, agreed by the service desk -> 退款成功', async () => {
    // o-2101: the tea house m-20488 bought stock from the mall (the mall's own order, 待发货)
    const agent = { sid: JSON.stringify(sessions.agent.sid), userInfo: JSON.stringify(sessions.agent.userInfo) };
    // opened on the form itself (a deep link, as the order's page links it): the journey is the
    // after-sale's, and /home's launch advert and its calls are not part of it
    const page = await app.open('/setRefund?orderId=o-2101&type=refund', {
      // awaited: the agent's session is in storage before the page's first script runs
      beforeGoto: (opened) =>
        opened.addInitScript((entries: Record<string, string>) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, agent),
    });
    await expectTitle(page, '申请退款');
    await page.getByText('订单尚未发货，退款将原路退回', { exact: true }).waitFor();
    const paid = await page.getByLabel('退款金额', { exact: true }).inputValue();
    expect(paid).toMatch(/^\d+\.\d{2}$/);

    // too much first: refused in the form, nothing sent
    await page.getByTestId('reason-row').click();
    await pick(page, '选择申请原因', '与商家协商一致退款');
    await page.getByLabel('退款金额', { exact: true }).fill('99999');
    await page.getByRole('button', { name: '提交退款申请', exact: true }).click();
    await expectVisibleText(page, `退款金额不能超过实付金额 ¥${paid}`);
    await page.getByLabel('退款金额', { exact: true }).fill('100');
    await page.getByRole('button', { name: '提交退款申请', exact: true }).click();
    await expectVisibleText(page, '申请已提交，请等待商家处理');
    await expectRoute(page, '/orderDetails');
    expect(currentPath(page)).toBe('/orderDetails?orderId=o-2101');

    await goInApp(page, '/refundOrder');
    await expectCardState(page, 'o-2101', '待处理');
    expect(await cardOf(page, 'o-2101').innerText()).toContain('仅退款');
    expect(await cardOf(page, 'o-2101').innerText()).toContain('¥100.00');

    const agreed = await controlCall<AgreeRefundResult>(page, AGREE_REFUND_PATH, { orderId: 'o-2101' });
    expect(agreed).toEqual({ orderId: 'o-2101', status: 6, refundAmount: 100 });
    await pullToRefresh(page);
    await expectCardState(page, 'o-2101', '退款成功');
  });

  it('return after receipt: with a photo, not agreed before the goods are sent back, then the waybill -> 退款成功', async () => {
    const page = await app.open('/home', { loggedIn: true });
    await goInApp(page, '/setRefund?orderId=o-2004&type=return');
    await page.getByText('商家同意后，请按售后地址寄回商品并填写物流单号', { exact: true }).waitFor();
    await page.getByTestId('reason-row').click();
    await pick(page, '选择申请原因', '商品破损/包装压坏');
    await page.getByLabel('问题描述', { exact: true }).fill('茶饼外包装压坏');
    await page.getByTestId('photo-input').setInputFiles(PHOTO);
    await expect.poll(() => page.getByTestId('photo-tile').getAttribute('data-status'), { timeout: 15_000 }).toBe('done');
    await page.getByRole('button', { name: '提交退货申请', exact: true }).click();
    await expectRoute(page, '/orderDetails');

    await goInApp(page, '/refundOrder');
    await expectCardState(page, 'o-2004', '待处理');
    const card = cardOf(page, 'o-2004');
    expect(await card.innerText()).toContain('退货退款');

    // the service desk cannot agree before the goods are on their way back
    const early = await controlCall<{ error?: string }>(page, AGREE_REFUND_PATH, { orderId: 'o-2004' });
    expect(JSON.stringify(early)).toContain('请等待买家寄回商品后再确认退款');
    await expectRefusalLogged(AGREE_REFUND_PATH);

    // the return waybill, from the card
    await card.getByRole('button', { name: '填写退货物流', exact: true }).click();
    await expectRoute(page, '/setRefund');
    expect(currentPath(page)).toBe('/setRefund?orderId=o-2004&type=logistics');
    const form = page.getByTestId('waybill-form');
    await form.getByTestId('carrier-row').click();
    await pick(page, '选择物流公司', '顺丰速运');
    await form.getByLabel('物流单号', { exact: true }).fill('SF12');
    await form.getByRole('button', { name: '提交物流信息', exact: true }).click();
    await expectVisibleText(page, '物流单号为 8-20 位字母或数字');
    await form.getByLabel('物流单号', { exact: true }).fill('SF1234567890123');
    await form.getByRole('button', { name: '提交物流信息', exact: true }).click();
    await expectVisibleText(page, '物流信息已提交，商家收货后将为您退款');
    await expectRoute(page, '/orderDetails');

    await goInApp(page, '/refundOrder');
    await expectCardState(page, 'o-2004', '待退款');
    expect(await cardOf(page, 'o-2004').innerText()).toContain('SF1234567890123');
    const agreed = await controlCall<AgreeRefundResult>(page, AGREE_REFUND_PATH, { orderId: 'o-2004' });
    expect(agreed.status).toBe(6);
    await pullToRefresh(page);
    await expectCardState(page, 'o-2004', '退款成功');
  });
});
