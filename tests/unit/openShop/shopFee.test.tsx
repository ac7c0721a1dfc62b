import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockDate from 'mockdate';
import { describe, expect, it } from 'vitest';
import { writeDraft } from '@/platform/formDraft';
import { OPEN_SHOP_DRAFT, emptyOpenShop } from '@/screens/openShop/openShopForm';
import { catalogue } from '@/api/catalogue';
import { answerLost } from '@mocks/answerLost';
import { MOCK_NOW } from '@mocks/clock';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { renderApp } from '../renderApp';
import { findOpenSheet } from '../sheets';

for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
}

const filled = {
  ...emptyOpenShop,
  shopName: '鹭岛茶语',
  contactName: '林清茶',
  mobile: '13800138000',
  region: { provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区' },
  address: '中山路 188 号一层 3 号铺',
  licenceImages: ['upload/shopLicence/licence.png'],
  agreed: true,
};

describe('opening a shop: the fee', () => {
  it('submit creates the application, the cashier pays its order, the application shows under review', async () => {
    MockDate.set(MOCK_NOW);
    writeDraft(OPEN_SHOP_DRAFT, filled);
    const user = userEvent.setup();
    renderApp(['/openshop/openshop-next'], { session: 'buyer' });
    await user.click(await screen.findByRole('button', { name: '提交并支付' }));
    const cashier = await findOpenSheet('cashier-sheet');
    await user.click(within(cashier).getByRole('button', { name: '支付成功' }));
    expect(await screen.findByRole('heading', { name: '申请已提交，审核中' }, { timeout: 8000 })).toBeVisible();
    expect(db.orders.filter((order) => order.orderType === 'shopFee')).toHaveLength(1);
  }, 15000);

  it('five fast taps with the first answer lost, then five more: one application, one fee order, one cashier, one outcome', async () => {
    MockDate.set(MOCK_NOW);
    writeDraft(OPEN_SHOP_DRAFT, filled);
    const lost = answerLost(catalogue.openShopApply);
    server.use(lost.handler);
    const user = userEvent.setup();
    renderApp(['/openshop/openshop-next'], { session: 'buyer' });
    const submit = await screen.findByRole('button', { name: '提交并支付' });
    // five taps in one frame: single flight sends one request
    for (let tap = 0; tap < 5; tap += 1) fireEvent.click(submit);
    await waitFor(() => expect(document.querySelector('.adm-toast-main')?.textContent ?? '').toContain('网络不给力'));
    expect(lost.reached()).toBe(1);
    expect(db.openShopApplications).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();

    const again = await screen.findByRole('button', { name: '提交并支付' });
    for (let tap = 0; tap < 5; tap += 1) fireEvent.click(again);
    const cashier = await findOpenSheet('cashier-sheet');
    expect(document.querySelectorAll('[data-testid="cashier-sheet"]')).toHaveLength(1);
    await user.click(within(cashier).getByRole('button', { name: '支付成功' }));
    expect(await screen.findByRole('heading', { name: '申请已提交，审核中' }, { timeout: 8000 })).toBeVisible();
    expect(lost.reached()).toBe(2);
    expect(db.openShopApplications).toHaveLength(1);
    expect(db.orders.filter((order) => order.orderType === 'shopFee')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: '申请已提交，审核中' })).toHaveLength(1);
  }, 20000);
});
