/**
 * What the GoodsDetail stories' plays and loader share: finding the SKU sheet, its chips and the
 * action bar, the texts they read, a seed goods' detail, and the sheets' views loaded up front.
 */
import { expect, userEvent, within } from 'storybook/test';
import { preloadSkuSheet } from '@/components/SkuSelector/SkuSelector';
import { preloadDescription } from '@/screens/goods/detail/Description';
import { preloadReviewsSheet } from '@/screens/goods/detail/ReviewsSummary';
import { findGoods, goodsDetail, seedGoods } from '@mocks/db/goods';
import { findOpenSheet } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';
import { joined } from '../textMatch';
import { preloaded } from '../../support/frame';

/** The SKU selector renders in a portal on document.body. */
export const sheet = async () => within(await findOpenSheet('sku-selector'));
export const chip = async (name: string) => (await sheet()).getByRole('button', { name: new RegExp(`^${name}`) });
export const actionBar = async (canvas: { findByTestId: (id: string) => Promise<HTMLElement> }) => within(await canvas.findByTestId('goods-action-bar'));
/** The action bar's cart button, read out with the number of lines in the cart: 购物车（5 种商品）. */
export const cartButton = (t: StoryText, count: number) => ({ name: joined(t('goods.detail.cart'), t('goods.detail.cartLines', { count })) });
export const specChosen = (t: StoryText, spec: string, quantity: number) => t('goods.detail.specChosen', { spec, quantity });
/** The spec row before the buyer chose a spec: 请选择 and every group of the goods. */
export const specToChoose = (t: StoryText, goodsId: string) =>
  t('goods.detail.specChoose', { groups: detailOf(goodsId).specs.map((group) => group.name).join(t('goods.sku.groupSeparator')) });

export function detailOf(goodsId: string) {
  const tables = seedGoods();
  const record = findGoods(tables, goodsId);
  if (!record) throw new Error(`no seed goods ${goodsId}`);
  return goodsDetail(tables, record);
}

/**
 * The page's own price (the summary under the pictures, not the sheet's): the chosen SKU's price
 * and, struck through, that SKU's original price (issue 10 item 13). Before a spec is chosen
 * (`from`): the lowest SKU price with 起 (From), struck at that SKU's original price.
 */
export async function expectDetailPrice(canvas: Canvas, t: StoryText, price: string, original: string, from = false): Promise<void> {
  const summary = within(await canvas.findByRole('region', { name: '勐海古树普洱生茶饼' }));
  const shown = summary.getByTestId('price');
  await expect(shown).toHaveTextContent(t('price.current', { value: price }));
  await expect(shown.querySelectorAll('del')).toHaveLength(1);
  await expect(shown.querySelector('del')).toHaveTextContent(t('price.original', { value: original }));
  if (from) await expect(shown).toHaveTextContent(t('price.fromSpoken'));
  else await expect(shown).not.toHaveTextContent(t('price.fromSpoken'));
}

/**
 * The sheets' views and the description's sanitiser load after launch in the app (once the page has
 * settled, or when needed: docs/performance.md); the stories start with both in, so a screenshot
 * never races their arrival.
 */
export const preloadDeferredParts = preloaded(preloadSkuSheet, preloadDescription, preloadReviewsSheet);

/** g-1001 (勐海古树普洱生茶饼) as the Success story shows it: name, sales, the lowest price with 起, no spec chosen yet, a review, the cart's 5 lines. */
export async function expectG1001(canvas: Canvas, t: StoryText): Promise<void> {
  await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
  await expect(canvas.getByText(t('goodsCard.sales', { count: 1286 }))).toBeVisible();
  await expectDetailPrice(canvas, t, '188.00', '219.00', true);
  await expect(await canvas.findByTestId('spec-row')).toHaveTextContent(specToChoose(t, 'g-1001'));
  await expect(await canvas.findByText('2019 年的料，苦底化得快，喉韵足，适合存着慢慢喝。')).toBeVisible();
  await expect(await canvas.findByRole('button', cartButton(t, 3))).toBeVisible();
}

/** The action bar's button that opens the SKU sheet for that action (加入购物车, 立即购买). */
export async function openSheetFor(canvas: Canvas, t: StoryText, action: 'addToCart' | 'buyNow') {
  await userEvent.click((await actionBar(canvas)).getByRole('button', { name: t(`goods.detail.${action}`) }));
  return sheet();
}

/** The sheet's own button for the action, tapped (the sheet is open). */
export async function tapInSheet(t: StoryText, action: 'addToCart' | 'buyNow') {
  await userEvent.click((await sheet()).getByRole('button', { name: t(`goods.sku.${action}`) }));
}

/** 加入购物车 on the bar, then in the sheet: the page's default choice (or `spec`'s chip first) goes to the cart. */
export async function addToCart(canvas: Canvas, t: StoryText, spec?: string) {
  await openSheetFor(canvas, t, 'addToCart');
  if (spec) await userEvent.click(await chip(spec));
  await tapInSheet(t, 'addToCart');
}

/** The heart while it is off (not favourited). */
export const favouriteOff = async (canvas: Canvas, t: StoryText) => (await actionBar(canvas)).findByRole('button', { name: t('goods.detail.favourite'), pressed: false });

/** A description with every way of running script or leaving the page the sanitiser removes. */
export const HOSTILE_DESCRIPTION =
  '<p onclick="window.__descriptionHacked = true">茶汤透亮，回甘持久。</p>' +
  '<script>window.__descriptionHacked = true</script>' +
  '<img src="goods/detail-puer.svg" onerror="window.__descriptionHacked = true" alt="冲泡示意" />' +
  '<a href="javascript:window.__descriptionHacked = true">点我领券</a>' +
  '<iframe src="about:blank"></iframe>';
