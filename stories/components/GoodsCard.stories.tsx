import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { SHOP_LOGO } from '@/platform/imageHost';
import { textOf } from '../support/text';

const goods = {
  goodsId: 'g-1001',
  goodsName: '2019 勐海古树普洱熟茶 357克七子饼',
  subtitle: '勐海春料 · 陈香醇厚',
  mainImage: 'goods/black-dianhong.svg',
  price: 298,
  originalPrice: 368,
  memberPrice: 268,
  sales: 1236,
  tags: ['包邮', '会员价'],
};

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

export const Grid: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByRole('heading', { name: goods.goodsName })).toBeVisible();
    await expect(canvas.getByText(t('goodsCard.sales', { count: 1236 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: goods.goodsName }));
    await expect(args.onOpen).toHaveBeenCalledWith('g-1001');
  },
};

export const Row: Story = {
  args: { layout: 'row' },
  decorators: [(Story) => <div style={{ width: 351 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('包邮')).toBeVisible();
  },
};

export const MissingImageFallsBackToLogo: Story = {
  args: { goods: { ...goods, mainImage: '', tags: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe(SHOP_LOGO);
  },
};

/** A picture the image host cannot deliver: the placeholder while it loads, then the shop logo. */
export const BrokenImageFallsBackToLogo: Story = {
  args: { goods: { ...goods, mainImage: 'goods/withdrawn-2019-batch.svg', tags: [] } },
  // the browser reports the missing picture (404) as a console error: it is the point of the story
  parameters: { allowConsoleErrors: ['404'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe(SHOP_LOGO));
  },
};
