import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageViewer } from 'antd-mobile';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SHOP_LOGO } from '@/platform/imageHost';
import { Gallery } from '@/screens/goods/detail/Gallery';
import { findGoods, seedGoods } from '@mocks/db/goods';
import { expectOpaqueViewer, findImageViewer, page } from '../../../support/assertions';
import { type StoryText } from '../../../support/text';
import { ANY_NUMBER, withAnyNumber } from '../../textMatch';
import { storyMaker } from '../../../support/storyMaker';

/** The seed's 勐海古树普洱生茶饼: cake, puer detail and brewing pictures. */
const puer = findGoods(seedGoods(), 'g-1001')!;
/** The name of picture `index` of `total` (勐海古树普洱生茶饼 图片 1/3); ANY_NUMBER for any index. */
const pictureName = (t: StoryText, index: number | string, total: number) => t('goods.detail.image', { name: puer.goodsName, index, total });

/**
 * The square pictures at the top of the goods detail page (the app's scroll-snap Carousel), with an
 * n/total indicator and no autoplay. Every picture is a button named 「商品名 图片 n/total」; a tap
 * loads and opens antd-mobile's full-size viewer at that picture (pinch to zoom, swipe between
 * pictures, tap to close). Without pictures it shows the shop logo.
 */
const meta = {
  title: 'Screens/Goods/Parts/Gallery',
  component: Gallery,
  tags: ['autodocs'],
  args: { images: puer.images, name: puer.goodsName },
  argTypes: {
    images: { control: 'object', description: 'image paths from the server (joined to the image host)' },
    name: { control: 'text', description: 'the goods name, for the pictures\u2019 names' },
  },
  // the viewer is opened imperatively on document.body: close it before and after each story
  beforeEach: () => {
    ImageViewer.clear();
    return () => ImageViewer.clear();
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const ThreePictures: Story = story(async ({ canvas, t }) => {
  await expect(canvas.getByRole('region', { name: t('goods.detail.gallery') })).toBeVisible();
  await expect(canvas.getAllByRole('button', { name: withAnyNumber(pictureName(t, ANY_NUMBER, 3)) })).toHaveLength(3);
  await expect(canvas.getByText('1/3')).toBeVisible();
});

/** A tap shows the picture full size, with the viewer's own 1 / 3. */
export const TapViewsFullSize: Story = story(async ({ canvas, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: pictureName(t, 1, 3) }));
  const content = await findImageViewer();
  await expect(content.querySelector('img[src="/images/goods/puer-menghai.svg"]')).not.toBeNull();
  await expect(await page().findByText('1 / 3')).toBeVisible();
});

/**
 * The viewer is a dark, opaque stage: nothing of the page (its title, the gallery picture) shows
 * through, and the 1 / 3 counter is white on black.
 */
export const ViewerIsOpaque: Story = story(async ({ canvas, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: pictureName(t, 1, 3) }));
  const content = await findImageViewer();
  await expectOpaqueViewer(content, '1 / 3');
});

/** Swiping moves to the next picture (the browser's scroll snapping); tapping it opens the viewer there. */
export const SwipeThenView: Story = story(async ({ canvas, t }) => {
  const track = canvas.getByRole('region', { name: t('goods.detail.gallery') }).firstElementChild as HTMLElement;
  track.scrollTo({ left: track.clientWidth, behavior: 'instant' });
  await waitFor(() => expect(canvas.getByText('2/3')).toBeVisible());
  await userEvent.click(canvas.getByRole('button', { name: pictureName(t, 2, 3) }));
  await findImageViewer();
  await expect(await page().findByText('2 / 3')).toBeVisible();
});

/** One picture: no looping, 1/1. */
export const OnePicture: Story = story({ args: { images: puer.images.slice(0, 1) } }, async ({ canvas, t }) => {
  await expect(canvas.getByText('1/1')).toBeVisible();
  await expect(canvas.getByRole('button', { name: pictureName(t, 1, 1) })).toBeVisible();
});

/** No pictures from the server: the shop logo stands in, and still opens full size. */
export const NoPictures: Story = story({ args: { images: [] } }, async ({ canvas, t }) => {
  const only = canvas.getByRole('button', { name: pictureName(t, 1, 1) });
  await waitFor(() => expect(only.querySelector('img')?.getAttribute('src')).toBe(SHOP_LOGO));
  await userEvent.click(only);
  await findImageViewer();
});
