import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { SHOP_LOGO } from '@/platform/imageHost';
import { expectNoLoneCharacterLine, expectWebviewWidth } from '../support/assertions';
import { findGoods, goodsBrief, seedGoods } from '@mocks/db/goods';
import { atWidth } from '../support/viewports';
import { storyMaker } from '../support/storyMaker';

/** 勐海古树普洱生茶饼 as the lists get it: four SKUs ¥188–368, so its price reads ¥188.00起 (seed g-1001). */
const goods = briefOf('g-1001');

function briefOf(goodsId: string) {
  const record = findGoods(seedGoods(), goodsId);
  if (!record) throw new Error(`no seed goods ${goodsId}`);
  return goodsBrief(record);
}

/** The price and its struck price share a line: their boxes overlap vertically. */
async function expectPairOnOneLine(card: HTMLElement) {
  const current = card.querySelector('del')?.previousElementSibling;
  const struck = card.querySelector('del');
  if (!current || !struck) throw new Error('no price pair');
  const a = current.getBoundingClientRect();
  const b = struck.getBoundingClientRect();
  await expect(b.top).toBeLessThan(a.bottom);
  await expect(a.top).toBeLessThan(b.bottom);
}

/** A goods in a list; the whole card opens the detail page. */
const meta = {
  title: 'Components/GoodsCard',
  component: GoodsCard,
  tags: ['autodocs'],
  args: { goods, layout: 'grid', onOpen: fn(), eager: true },
  argTypes: { layout: { control: 'inline-radio', options: ['grid', 'row'] } },
  decorators: [(Story) => <div style={{ width: 172, padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof GoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Grid: Story = story(async ({ canvas, canvasElement, args, t }) => {
  await expect(canvas.getByRole('heading', { name: goods.goodsName })).toBeVisible();
  // a pu-erh cake's own picture (not a 滇红 one)
  await expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe('/images/goods/puer-menghai.svg');
  await expect(canvas.getByText(t('goodsCard.sales', { count: 1286 }))).toBeVisible();
  // the lowest of four SKU prices, so 起; the struck price is that same SKU's
  const price = canvas.getByTestId('price');
  await expect(price).toHaveTextContent(`${t('price.current', { value: '188.00' })}${t('price.fromSpoken')}`);
  await expect(price).toHaveTextContent(t('price.original', { value: '219.00' }));
  await userEvent.click(canvas.getByRole('button', { name: goods.goodsName }));
  await expect(args.onOpen).toHaveBeenCalledWith('g-1001');
});

/** A grid card as wide as at a 320 px webview (two columns): the price pair stays on one line. */
export const GridAt320: Story = story(
  {
    decorators: [(Story) => <div style={{ width: 144, padding: 8 }}>{Story()}</div>],
    ...atWidth(320),
  },
  async ({ canvas, canvasElement, t }) => {
    await expectWebviewWidth(320);
    await expect(canvas.getByTestId('price')).toHaveTextContent(t('price.original', { value: '219.00' }));
    await expectPairOnOneLine(canvasElement);
    // the name breaks into two even lines, not 勐海古树普洱生茶 / 饼
    await expectNoLoneCharacterLine(canvas.getByRole('heading', { name: goods.goodsName }));
  },
);

/** The members zone's card: the member price leads, marked 会员价, with the regular price struck. */
export const MemberPricing: Story = story({ args: { pricing: 'member' } }, async ({ canvas, t }) => {
  const price = canvas.getByTestId('price');
  await expect(price).toHaveTextContent(`${t('price.memberCurrent', { value: '169.20' })}${t('price.fromSpoken')}`);
  await expect(price).toHaveTextContent(t('price.memberBadge'));
  await expect(price).toHaveTextContent(t('price.original', { value: '188.00' }));
});

export const Row: Story = story(
  {
    args: { layout: 'row' },
    decorators: [(Story) => <div style={{ width: 351 }}>{Story()}</div>],
  },
  async ({ canvas }) => {
    await expect(canvas.getByText('热销')).toBeVisible();
  },
);

export const MissingImageFallsBackToLogo: Story = story({ args: { goods: { ...goods, mainImage: '', tags: [] } } }, async ({ canvasElement }) => {
  await expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe(SHOP_LOGO);
});

/** A picture the image host cannot deliver: the placeholder while it loads, then the shop logo. */
export const BrokenImageFallsBackToLogo: Story = story(
  {
    args: { goods: { ...goods, mainImage: 'goods/withdrawn-2019-batch.svg', tags: [] } },
    // the browser reports the missing picture (404) as a console error: it is the point of the story
    parameters: { allowConsoleErrors: ['404'] },
  },
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe(SHOP_LOGO));
  },
);
