import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Evaluation } from '@/api/types/shop';
import { ReviewItem } from '@/screens/goods/detail/ReviewItem';
import { evaluations } from '@mocks/data/shops';
import { storyMaker } from '../../../support/storyMaker';

function review(id: string, change: Partial<Evaluation> = {}): Evaluation {
  const found = evaluations.find((evaluation) => evaluation.id === id);
  if (!found) throw new Error(`no seeded review ${id}`);
  return { ...found, ...change };
}

/**
 * One review of the goods detail page's reviews card and sheet: avatar and name (masked when
 * anonymous), stars, date, text, the spec bought, at most three pictures and the shop's reply.
 * Seeded reviews of mocks/data/shops.ts, shown on their own at phone width.
 */
const meta = {
  title: 'Screens/Goods/Parts/ReviewItem',
  component: ReviewItem,
  tags: ['autodocs'],
  args: { review: review('ev-5001') },
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: '0 12px', listStyle: 'none', background: '#fff' }}>{Story()}</ul>
    ),
  ],
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** 武夷山大红袍 by 林清茶: five stars, a picture, the shop's reply. */
export const PictureAndShopReply: Story = story(async ({ canvas, t }) => {
  const item = within(await canvas.findByTestId('review'));
  await expect(item.getByRole('img', { name: t('goods.detail.rating', { rating: 5 }) })).toBeVisible();
  await expect(item.getByText('林清茶')).toBeVisible();
  await expect(item.getByText('2026-11-08')).toBeVisible();
  await expect(item.getByText(t('goods.detail.reviewSpec', { spec: '250克 / 礼盒装' }))).toBeVisible();
  // a picture joins the accessibility tree once it has loaded
  await expect(await item.findByRole('img', { name: '林清茶 1' })).toBeVisible();
  await expect(item.getByText(t('goods.detail.shopReply', { reply: '感谢林先生长期支持，新一批正岩茶已到店，欢迎来品鉴。' }))).toBeVisible();
});

/** An anonymous review: the masked name, four stars, no pictures and no reply. */
export const AnonymousTextOnly: Story = story({ args: { review: review('ev-5002') } }, async ({ canvas, t }) => {
  const element = await canvas.findByTestId('review');
  const item = within(element);
  await expect(item.getByText('闽***客')).toBeVisible();
  await expect(item.getByRole('img', { name: t('goods.detail.rating', { rating: 4 }) })).toBeVisible();
  await expect(item.getByText('口感醇厚，就是包装有点压痕，茶叶本身没问题。')).toBeVisible();
  await expect(item.queryByRole('list')).toBeNull();
  await expect(element).not.toHaveTextContent(t('goods.detail.shopReply', { reply: '' }).trim());
});

/**
 * Five pictures with a long text: the text wraps in full and only the first three pictures show;
 * a rating outside 1-5 from the server is drawn as the nearest whole number of stars.
 */
export const LongTextFivePictures: Story = story(
  {
    args: {
      review: review('ev-5003', {
        rating: 7,
        content:
          '2019 年的料，苦底化得快，喉韵足，适合存着慢慢喝。第一泡洗茶后汤色金黄透亮，三泡之后甜度上来，叶底肥厚有活性，' +
          '和茶馆里喝到的是同一批，价格还便宜一些。包装是原厂棉纸加牛皮纸袋，运输中没有磕碰，下次还会再买两饼收藏。',
        images: ['shops/tea-table.svg', 'shops/interior.svg', 'shops/garden.svg', 'shops/tea-table.svg', 'shops/interior.svg'],
      }),
    },
  },
  async ({ canvas, t }) => {
    const item = within(await canvas.findByTestId('review'));
    await expect(item.getByRole('img', { name: t('goods.detail.rating', { rating: 5 }) })).toBeVisible();
    await expect(item.getByText(/下次还会再买两饼收藏。$/)).toBeVisible();
    await expect(item.getAllByRole('listitem')).toHaveLength(3);
  },
);
