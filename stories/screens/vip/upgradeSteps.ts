import { expect, userEvent, waitFor, within } from 'storybook/test';
import { writeDraft } from '@/platform/formDraft';
import '@/platform/i18n/areas/payment';
import { UPGRADE_DRAFT, type UpgradeChoice } from '@/screens/vip/upgradeDraft';
import { db } from '@mocks/db';
import { findOpenSheet } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';

export const UPGRADE_ROUTE = '/upgrade/upgrade';
export const UPGRADE_NEXT_ROUTE = '/upgrade/upgrade-next';
export const VIP_ROUTE = '/vipInfo';

/** The seeded buyer's upgrade packages: the first, its title and price. */
export const TASTE = { packageId: 'up-01', title: '高级会员·品鉴礼包', price: '¥399.00' } as const;
export const COLLECT = { packageId: 'up-02', title: '高级会员·典藏礼包', price: '¥699.00' } as const;

/** The first step's choice, kept as the two steps keep it (what step 2 opens on). */
export function keepChoice(choice: UpgradeChoice = { packageId: TASTE.packageId, channel: 'wechat' }): void {
  writeDraft(UPGRADE_DRAFT, choice);
}

/** The upgrade orders the mock server holds for the seeded buyer. */
export function upgradeOrders() {
  return db.orders.filter((order) => order.memberId === 'm-10086' && order.orderType === 'upgrade');
}

/** A package's radio card on the first step, by its title. */
export function packageRadio(canvas: Canvas, title: string): HTMLElement {
  return canvas.getByRole('radio', { name: new RegExp(title) });
}

export function nextButton(canvas: Canvas, t: StoryText): HTMLElement {
  return canvas.getByRole('button', { name: t('upgrade.next') });
}

/** 立即升级 (or 继续支付 for an order already placed) in the second step's bar. */
export function upgradeButton(canvas: Canvas, t: StoryText): HTMLElement {
  return canvas.getByRole('button', { name: new RegExp(`^(${t('upgradeNext.submit')}|${t('upgradeNext.payAgain')}|${t('upgradeNext.submitting')})`) });
}

export function channelRadio(canvas: Canvas, t: StoryText, channel: 'wechat' | 'alipay'): HTMLElement {
  return canvas.getByRole('radio', { name: t(`upgradeNext.channels.${channel}`) });
}

/** The second step once it shows the kept package and (unless the book is empty) the address it ships to: ready for 立即升级. */
export async function expectSecondStep(canvas: Canvas, title: string = TASTE.title, { address = true }: { address?: boolean } = {}): Promise<void> {
  await waitFor(() => expect(canvas.getByTestId('upgrade-chosen-package')).toHaveTextContent(title), { timeout: 5000 });
  if (address) await waitFor(() => expect(canvas.getByTestId('address-card')).toBeVisible(), { timeout: 5000 });
}

/** The stand-in cashier (the orders area's payment): `outcome` chosen. */
export async function chooseAtCashier(t: StoryText, outcome: 'pay' | 'fail' | 'cancel'): Promise<void> {
  const sheet = within(await findOpenSheet('cashier-sheet', { timeout: 5000 }));
  await userEvent.click(sheet.getByRole('button', { name: t(`payment.cashier.${outcome}`) }));
}
