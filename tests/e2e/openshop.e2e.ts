/**
 * Opening a shop, through the mock-mode build as the buyer takes it: step 1 with the region
 * cascade, on to step 2 and back (the text kept), a licence photo, the agreement, then the shop
 * fee paid at the stand-in cashier; the application shows under review.
 */
import { describe, expect, it } from 'vitest';
import { expectRoute, setupApp } from './app';
import { expectVisibleText } from './buyer';
import { PHOTO } from './orderSteps';
import { openSheet, takeWheelItem } from './sheets';

const app = setupApp();

const SHOP = { name: '鹭岛茶语', contact: '林清茶', mobile: '13800138000', region: ['福建省', '厦门市', '思明区'], street: '中山路 188 号一层 3 号铺' } as const;

describe('opening a shop', () => {
  it('fills both steps, goes back and forth with the draft kept, pays the fee and sees the application under review', async () => {
    const page = await app.open('/openshop/openshop', { loggedIn: true });
    const stepOne = page.getByRole('form', { name: '店铺信息' });
    await stepOne.getByLabel('店铺名称', { exact: true }).fill(SHOP.name);
    await stepOne.getByLabel('联系人', { exact: true }).fill(SHOP.contact);
    await stepOne.getByLabel('联系电话', { exact: true }).fill(SHOP.mobile);
    await stepOne.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.locator('.adm-picker');
    await picker.waitFor({ state: 'visible' });
    for (const [index, name] of SHOP.region.entries()) {
      const item = picker.locator('.adm-picker-view-column').nth(index).getByText(name, { exact: true });
      await takeWheelItem(item.locator('..'), () => item.tap());
    }
    await picker.getByText('确定', { exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await stepOne.getByLabel('详细地址', { exact: true }).fill(SHOP.street);
    await stepOne.getByRole('button', { name: '下一步', exact: true }).click();
    await expectRoute(page, '/openshop/openshop-next');

    // back to step 1: everything typed is there; on again
    const stepTwo = page.getByRole('form', { name: '资质与协议' });
    await stepTwo.getByRole('button', { name: '上一步', exact: true }).click();
    await expectRoute(page, '/openshop/openshop');
    expect(await stepOne.getByLabel('店铺名称', { exact: true }).inputValue()).toBe(SHOP.name);
    expect(await stepOne.getByLabel('联系电话', { exact: true }).inputValue()).toBe(SHOP.mobile);
    expect(await stepOne.getByRole('button', { name: /所在地区/ }).innerText()).toContain(SHOP.region.join(' '));
    expect(await stepOne.getByLabel('详细地址', { exact: true }).inputValue()).toBe(SHOP.street);
    await stepOne.getByRole('button', { name: '下一步', exact: true }).click();
    await expectRoute(page, '/openshop/openshop-next');

    // a licence photo, the agreement, the fee
    await stepTwo.getByTestId('photo-input').setInputFiles(PHOTO);
    await expect.poll(() => stepTwo.getByTestId('photo-tile').getAttribute('data-status'), { timeout: 15_000 }).toBe('done');
    await stepTwo.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    expect(await stepTwo.getByTestId('open-shop-fee').innerText()).toContain('¥980.00');
    await stepTwo.getByRole('button', { name: '提交并支付', exact: true }).click();

    const cashier = await openSheet(page, 'cashier-sheet');
    await cashier.getByRole('button', { name: '支付成功', exact: true }).click();
    await page.getByRole('heading', { name: '申请已提交，审核中', exact: true }).waitFor({ timeout: 15_000 });
    await expectVisibleText(page, '「鹭岛茶语」的入驻费已支付，平台将在 3 个工作日内完成审核，结果以消息通知。');
    await expectRoute(page, '/openshop/openshop-next');
  });
});
