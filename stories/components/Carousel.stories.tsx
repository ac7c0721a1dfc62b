import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Carousel } from '@/components/Carousel/Carousel';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { banners } from '@mocks/data/home';
import { storyMaker } from '../support/storyMaker';
import { framed } from '../support/frame';

const slides = banners.map((banner, index) => (
  <GoodsImage key={banner.id} src={banner.imageUrl} alt={banner.title} ratio={2.5} radius={8} loading={index === 0 ? 'eager' : 'lazy'} />
));

/**
 * The banner carousel of /home: the browser's scroll snapping gives the swipe and its snap; the
 * dots follow the slide in view; autoplay moves on every `interval` ms and pauses under a finger.
 * Each slide is named "第 n 张，共 m 张" for screen readers. One slide: no dots, no autoplay.
 */
const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { slides, label: '活动推荐', autoplay: false, interval: 4000 },
  argTypes: {
    slides: { control: false },
    autoplay: { control: 'boolean', description: 'off in the visual suite and for users who asked for less motion' },
    interval: { control: { type: 'number', min: 1000, step: 500 } },
  },
  decorators: [framed({ padding: 12 })],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Banners: Story = story(async ({ canvas, t }) => {
  const carousel = canvas.getByRole('region', { name: '活动推荐' });
  const named = within(carousel).getAllByRole('group');
  await expect(named).toHaveLength(banners.length);
  await expect(named[0]).toHaveAccessibleName(t('carousel.slide', { index: 1, count: banners.length }));
  await expect(named[0]).toHaveAttribute('data-active', 'true');
});

/** A swipe to the second banner: the slide snaps into view and the dots follow. */
export const SwipedToSecond: Story = story(async ({ canvas }) => {
  const carousel = canvas.getByRole('region', { name: '活动推荐' });
  const [first, second] = within(carousel).getAllByRole('group');
  const track = second?.parentElement;
  if (!track || !first) throw new Error('no carousel track');
  track.scrollTo({ left: track.clientWidth, behavior: 'instant' });
  await waitFor(() => expect(second).toHaveAttribute('data-active', 'true'));
  await expect(first).not.toHaveAttribute('data-active');
});

export const SingleSlide: Story = story({ args: { slides: slides.slice(0, 1) } }, async ({ canvas }) => {
  const carousel = canvas.getByRole('region', { name: '活动推荐' });
  await expect(within(carousel).getAllByRole('group')).toHaveLength(1);
  await expect(carousel.querySelector('[aria-hidden="true"]')).toBeNull();
});

export const English: Story = story(
  {
    globals: { locale: 'en-US' },
    args: { label: 'Promotions' },
  },
  async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    await expect(within(carousel).getAllByRole('group')[1]).toHaveAccessibleName(`2 of ${banners.length}`);
  },
);
