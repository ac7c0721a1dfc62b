import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OpenShopApplication } from '@/api/types/openShop';
import { writeDraft } from '@/platform/formDraft';
import { emptyOpenShop, OPEN_SHOP_DRAFT, type OpenShopValues } from '@/screens/openShop/openShopForm';
import { db } from '@mocks/db';
import { pickRegionIn } from '../../components/regionSteps';
import { findOpenSheet } from '../../support/assertions';
import { photoFile } from '../../support/orderStory';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';

export const STEP_ONE = '/openshop/openshop';
export const STEP_TWO = '/openshop/openshop-next';

/** What the stories type in step 1: a tea shop in 厦门. */
export const SHOP = {
  shopName: '鹭岛茶语',
  contactName: '林清茶',
  mobile: '13800138000',
  region: ['福建省', '厦门市', '思明区'] as [string, string, string],
  address: '中山路 188 号一层 3 号铺',
};

/** Step 1 as the draft keeps it once filled (what step 2 starts from). */
export const STEP_ONE_DONE: OpenShopValues = {
  ...emptyOpenShop,
  shopName: SHOP.shopName,
  contactName: SHOP.contactName,
  mobile: SHOP.mobile,
  region: { provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区' },
  address: SHOP.address,
};

/** Seeds the application's draft with step 1 done (a story that opens step 2). */
export function seedStepOne(values: Partial<OpenShopValues> = {}): void {
  writeDraft(OPEN_SHOP_DRAFT, { ...STEP_ONE_DONE, ...values });
}

/** Step 1's fields by their labels. */
export const stepOne = (canvas: Canvas, t: StoryText) => ({
  shopName: () => canvas.getByRole('textbox', { name: t('openShop.shopName') }),
  contactName: () => canvas.getByRole('textbox', { name: t('openShop.contactName') }),
  mobile: () => canvas.getByRole('textbox', { name: t('openShop.mobile') }),
  region: () => canvas.getByRole('button', { name: new RegExp(t('openShop.region')) }),
  address: () => canvas.getByRole('textbox', { name: t('openShop.address') }),
  next: () => canvas.getByRole('button', { name: t('openShop.next') }),
});

/** Step 2's controls. */
export const stepTwo = (canvas: Canvas, t: StoryText) => ({
  agreement: () => canvas.getByRole('checkbox', { name: new RegExp(t('openShop.agreementAccept')) }),
  submit: () => canvas.getByRole('button', { name: t('openShop.submit') }),
  back: () => canvas.getByRole('button', { name: t('openShop.back') }),
  tiles: () => canvas.queryAllByTestId('photo-tile'),
});

/** Opens the region field and picks province, city and district in the cascade, then confirms. */
export async function pickRegion(canvas: Canvas, t: StoryText, globals: Record<string, unknown>, names: [string, string, string]): Promise<void> {
  await pickRegionIn(() => stepOne(canvas, t).region(), t('openShop.regionTitle'), globals, names);
}

/** Types step 1 and picks its region. */
export async function fillStepOne(canvas: Canvas, t: StoryText, globals: Record<string, unknown>): Promise<void> {
  const form = stepOne(canvas, t);
  await userEvent.type(await waitFor(() => form.shopName()), SHOP.shopName);
  await userEvent.type(form.contactName(), SHOP.contactName);
  await userEvent.type(form.mobile(), SHOP.mobile);
  await pickRegion(canvas, t, globals, SHOP.region);
  await userEvent.type(form.address(), SHOP.address);
}

/** Step 1 shows what was typed. */
export async function expectStepOneKept(canvas: Canvas, t: StoryText): Promise<void> {
  const form = stepOne(canvas, t);
  await waitFor(() => expect(form.shopName()).toHaveValue(SHOP.shopName));
  await expect(form.contactName()).toHaveValue(SHOP.contactName);
  await expect(form.mobile()).toHaveValue(SHOP.mobile);
  await expect(form.region()).toHaveTextContent(SHOP.region.join(' '));
  await expect(form.address()).toHaveValue(SHOP.address);
}

/** Picks a licence photo and waits for its upload. */
export async function addLicence(canvas: Canvas): Promise<void> {
  await userEvent.upload(await canvas.findByTestId('photo-input', {}, { timeout: 5000 }), photoFile('licence.png'));
  await waitFor(() => expect(canvas.getAllByTestId('photo-tile').at(-1)).toHaveAttribute('data-status', 'done'));
}

/** Step 2 filled: one licence photo, the agreement accepted. */
export async function fillStepTwo(canvas: Canvas, t: StoryText): Promise<void> {
  await addLicence(canvas);
  await userEvent.click(stepTwo(canvas, t).agreement());
}

/** Step 2 as it was: the photo uploaded, the agreement ticked. */
export async function expectStepTwoKept(canvas: Canvas, t: StoryText): Promise<void> {
  await waitFor(() => expect(stepTwo(canvas, t).tiles()).toHaveLength(1));
  await expect(stepTwo(canvas, t).tiles()[0]).toHaveAttribute('data-status', 'done');
  await expect(stepTwo(canvas, t).agreement()).toBeChecked();
  await waitFor(() => expect(stepTwo(canvas, t).submit()).toBeEnabled());
}

/** The stand-in cashier's outcome button. */
export async function chooseAtCashier(t: StoryText, outcome: 'pay' | 'fail' | 'cancel'): Promise<void> {
  const sheet = within(await findOpenSheet('cashier-sheet', { timeout: 5000 }));
  await userEvent.click(sheet.getByRole('button', { name: t(`payment.cashier.${outcome}`) }));
}

/** The outcome of a paid application: under review. */
export async function expectUnderReview(canvas: Canvas, t: StoryText): Promise<void> {
  await expect(await canvas.findByRole('heading', { name: t('openShop.outcomeTitle') }, { timeout: 8000 })).toBeVisible();
}

/** The buyer's applications and fee orders as the mock server holds them. */
export function storedApplications(): OpenShopApplication['applyId'][] {
  return db.openShopApplications.map((record) => record.applyId);
}

export const feeOrders = () => db.orders.filter((order) => order.orderType === 'shopFee');
