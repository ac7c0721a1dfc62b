/**
 * Journey 3, the address book, and the tea house's delivery orders, through the mock-mode build as
 * a user takes them. The mock backend lives in the page (MSW worker, in-memory db), so each journey
 * stays inside one document after `app.open`; pages no built screen links to yet are reached
 * in-document (`spaNavigate`), as a link would.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPIRE_SESSIONS_PATH, type ExpireSessionsResult } from '../../mocks/control/api';
import { sessions } from '../../mocks/data/sessions';
import { BUYER, expectRoute, expectTitle, setupApp } from './app';
import { currentPath, spaNavigate, waitForApp } from './browser';
import { controlCall, expectVisibleText, logInAsBuyer } from './buyer';
import { takeWheelItem } from './sheets';

const app = setupApp();

/** The book's card of one receiver. */
function addressItem(page: Page, receiver: string): Locator {
  return page.getByTestId('address-item').filter({ hasText: receiver });
}

/** The answer of the dialog now open. */
async function answerDialog(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const NEW_ADDRESS = {
  receiver: '林小茶',
  mobile: '139 1234 5678',
  region: ['福建省', '泉州市', '安溪县'],
  detail: '城厢镇茶都大道 99 号',
  line: '福建省泉州市安溪县 城厢镇茶都大道 99 号',
} as const;

describe('address book journey', () => {
  it('adds an address after fixing what the form says, makes it the default, chooses it at checkout and deletes it', async () => {
    const page = await app.open('/mine/setAddress', { loggedIn: true });
    await expectTitle(page, '收货地址');
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(3);

    // add: a 10-digit mobile and nothing else -> every field says what is wrong, nothing is sent
    await page.getByRole('button', { name: '新增收货地址', exact: true }).click();
    await expectRoute(page, '/address/editaddress');
    const form = page.getByRole('form', { name: '收货地址表单' });
    await form.getByLabel('手机号码', { exact: true }).fill('1380013800');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    for (const message of ['请填写收货人姓名', '请填写 11 位手机号码', '请选择所在地区', '请填写详细地址']) await expectVisibleText(page, message);
    await expectRoute(page, '/address/editaddress');

    // fix them: the name, a pasted mobile with spaces, the region from the cascade, the street
    await form.getByLabel('收货人', { exact: true }).fill(NEW_ADDRESS.receiver);
    await form.getByLabel('手机号码', { exact: true }).fill(NEW_ADDRESS.mobile);
    expect(await form.getByLabel('手机号码', { exact: true }).inputValue()).toBe('13912345678');
    await form.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.locator('.adm-picker');
    await picker.waitFor({ state: 'visible' });
    for (const [index, name] of NEW_ADDRESS.region.entries()) {
      const item = picker.locator('.adm-picker-view-column').nth(index).getByText(name, { exact: true });
      await takeWheelItem(item.locator('..'), () => item.tap());
    }
    await picker.getByText('确定', { exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.getByLabel('详细地址', { exact: true }).fill(NEW_ADDRESS.detail);
    for (const message of ['请填写收货人姓名', '请填写 11 位手机号码', '请选择所在地区', '请填写详细地址']) {
      expect(await page.getByText(message, { exact: true }).count()).toBe(0);
    }
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expectVisibleText(page, '已保存');
    await expectRoute(page, '/mine/setAddress');
    const added = addressItem(page, NEW_ADDRESS.receiver);
    await added.waitFor();
    expect(await added.innerText()).toContain(NEW_ADDRESS.line);

    // set it default: it moves first with the tag
    await added.getByRole('button', { name: `将 ${NEW_ADDRESS.receiver} 的地址设为默认`, exact: true }).click();
    await expectVisibleText(page, '已设为默认地址');
    await expect.poll(() => page.getByTestId('address-item').first().innerText()).toContain(NEW_ADDRESS.receiver);
    await added.getByText('默认地址', { exact: true }).waitFor();

    // checkout: the cart's ticked lines, confirm order on the new default; choosing it from the book
    await spaNavigate(page, '/shoppingCart');
    await expectRoute(page, '/shoppingCart');
    await page.getByRole('button', { name: /^结算\(\d+\)$/ }).click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    // the settled lines are mirrored into the address, so the round trip comes back to the same order
    await expect.poll(() => currentPath(page)).toMatch(/^\/shoppingCart\/confirmOrder\?cartIds=/);
    const confirmPath = currentPath(page);
    const addressBox = page.getByRole('region', { name: '选择收货地址' });
    await addressBox.getByText(NEW_ADDRESS.line, { exact: true }).waitFor();
    await page.getByLabel('订单备注', { exact: true }).fill('请用礼盒包装');
    await page.getByRole('button', { name: '选择收货地址', exact: true }).click();
    await expectRoute(page, '/address/address');
    await expectTitle(page, '收货地址');
    // the book in choice mode: the order's address marked; choose another, then the new one again
    const chooseNew = addressItem(page, NEW_ADDRESS.receiver).getByRole('radio');
    expect(await chooseNew.getAttribute('aria-checked')).toBe('true');
    await addressItem(page, '林母').getByRole('radio').click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    await addressBox.getByText('福建省厦门市思明区 鹭江道 8 号海景公寓 12 楼 1203 室', { exact: true }).waitFor();
    await page.getByRole('button', { name: '选择收货地址', exact: true }).click();
    await expectRoute(page, '/address/address');
    await addressItem(page, NEW_ADDRESS.receiver).getByRole('radio').click();
    await expectRoute(page, '/shoppingCart/confirmOrder');
    expect(currentPath(page)).toBe(confirmPath);
    await addressBox.getByText(NEW_ADDRESS.line, { exact: true }).waitFor();
    expect(await page.getByLabel('订单备注', { exact: true }).inputValue()).toBe('请用礼盒包装');

    // delete it from the book: asked first, then gone; the most recent other address is the default
    await spaNavigate(page, '/mine/setAddress');
    await expectRoute(page, '/mine/setAddress');
    await addressItem(page, NEW_ADDRESS.receiver).getByRole('button', { name: `删除 ${NEW_ADDRESS.receiver} 的地址`, exact: true }).click();
    await answerDialog(page, '删除');
    await expectVisibleText(page, '已删除');
    await expect.poll(() => addressItem(page, NEW_ADDRESS.receiver).count()).toBe(0);
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(3);
    await page.getByTestId('address-item').first().getByText('默认地址', { exact: true }).waitFor();
  });
});

describe('the address form loses nothing', () => {
  it('a session that expires on the server mid-edit: log in again, the same form with the text, then it saves', async () => {
    const page = await app.open('/address/editaddress?addressId=addr-4', { loggedIn: true });
    const form = page.getByRole('form', { name: '收货地址表单' });
    const street = form.getByLabel('详细地址', { exact: true });
    await expect.poll(() => street.inputValue()).toBe('鹭江道 8 号海景公寓 12 楼 1203 室');
    const save = form.getByRole('button', { name: '保存', exact: true });
    expect(await save.isDisabled()).toBe(true);

    const edited = '鼓浪屿龙头路 18 号 2 楼';
    await street.fill(edited);
    await form.getByLabel('收货人', { exact: true }).fill('林阿姨');
    expect(await save.isEnabled()).toBe(true);

    // the server drops the buyer's session; the app still holds its sid
    const expired = await controlCall<ExpireSessionsResult>(page, EXPIRE_SESSIONS_PATH, { mobile: BUYER.mobile });
    expect(expired.expired).toBeGreaterThan(0);
    await save.click();
    await expectVisibleText(page, '登录状态已过期，请重新登录');
    await expectRoute(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/address/editaddress?addressId=addr-4');

    // log in again: back on the form with what was typed, not the saved address
    await logInAsBuyer(page);
    await expectRoute(page, '/address/editaddress');
    await expect.poll(() => street.inputValue()).toBe(edited);
    expect(await form.getByLabel('收货人', { exact: true }).inputValue()).toBe('林阿姨');

    // and it saves now
    await save.click();
    await expectVisibleText(page, '已保存');
    await expectRoute(page, '/address/address');
    await addressItem(page, '林阿姨').getByText(edited, { exact: false }).waitFor();
  });
});

describe('tea house journey', () => {
  it('confirms the distribution of a waiting order, then its pick-up', async () => {
    // the tea house's session, stored as the app stores it, then the page opened on it
    const page = await app.open('/home');
    await page.evaluate((session) => {
      localStorage.setItem('sid', session.sid);
      localStorage.setItem('userInfo', session.userInfo);
    }, { sid: JSON.stringify(sessions.agent.sid), userInfo: JSON.stringify(sessions.agent.userInfo) });
    await page.goto(app.session().url('/sendOrder'), { waitUntil: 'load' });
    await waitForApp(page);
    await expectRoute(page, '/sendOrder');
    await expectTitle(page, '配送订单');

    const order = page.locator('[data-order-id="o-2002"]');
    await order.waitFor();
    expect(await order.innerText()).toContain('待配送');
    // each step: the action on the card, asked and done, the order leaves the tab for the next one
    for (const { action, done, next } of [
      { action: '确认配送', done: '已确认配送', next: '配送中' },
      { action: '确认取货', done: '已确认取货', next: '已取货' },
    ]) {
      await order.getByRole('button', { name: action, exact: true }).click();
      await answerDialog(page, '确定');
      await expectVisibleText(page, done);
      await order.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: next, exact: true }).click();
      await order.waitFor();
      expect(await order.innerText()).toContain(next);
    }
    // picked up: nothing left to do
    expect(await order.getByRole('button').count()).toBe(0);
  });
});
