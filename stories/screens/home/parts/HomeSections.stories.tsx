import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import {
  useActivityTheZoneCategoryQuery,
  useGoodsCategoryQuery,
  useHotNewsQuery,
  useNewestGoodsQuery,
  useRecommendGoodsQuery,
  useTopImageCarouselQuery,
} from '@/api/homeApi';
import { ActivitySection, BannerSection, CategorySection, HomeSearchHeader, NewestSection, NoticeSection, ZoneEntries } from '@/screens/home/HomeSections';
import { RecommendedSection } from '@/screens/home/RecommendedSection';
import { scenario } from '@mocks/scenarios';
import { currentLocation } from '../../../support/assertions';
import { containing, textOf } from '../../../support/text';

/*
 * Each section of /home on its own, fed by its real query against the mock backend (the screen
 * passes the same query objects). Autoplay and scrolling are off, as in the screen's stories.
 */
function Banners() {
  return <BannerSection query={useTopImageCarouselQuery()} autoplay={false} />;
}
function Notices() {
  return <NoticeSection query={useHotNewsQuery()} scrolling={false} />;
}
function Categories() {
  return <CategorySection query={useGoodsCategoryQuery()} />;
}
function Activity() {
  return <ActivitySection query={useActivityTheZoneCategoryQuery()} />;
}
function NewArrivals() {
  return <NewestSection query={useNewestGoodsQuery()} />;
}
function Recommended() {
  return <RecommendedSection query={useRecommendGoodsQuery()} />;
}

/** The sections of the home page, one story each: what it shows, where a tap leads, its loading and failure. */
const meta = {
  title: 'Screens/Home/Parts/HomeSections',
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 10, background: 'var(--tm-bg)', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchHeader: Story = {
  render: () => <HomeSearchHeader />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByTestId('home-search'));
    await waitFor(() => expect(currentLocation()).toBe('/goods/search'));
  },
};

export const BannerCarousel: Story = {
  render: () => <Banners />,
  play: async ({ canvas }) => {
    const banners = await canvas.findByTestId('home-banners');
    await userEvent.click(within(banners).getByRole('button', { name: '武夷山大红袍新品到店' }));
    await waitFor(() => expect(currentLocation()).toBe('/goods/detail/g-1101'));
  },
};

export const BannersLoading: Story = {
  render: () => <Banners />,
  parameters: { msw: { handlers: { scenario: [scenario.loading(catalogue.topImageCarousel.path)] } }, pendingRequests: [catalogue.topImageCarousel.path] },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('status', { name: textOf(globals)('home.banners.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoticeStrip: Story = {
  render: () => <Notices />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('home-notices')).toHaveTextContent('冬季暖茶节开幕');
  },
};

export const CategoryGrid: Story = {
  render: () => <Categories />,
  play: async ({ canvas }) => {
    const grid = await canvas.findByTestId('home-categories');
    await userEvent.click(within(grid).getByRole('button', { name: /岩茶/ }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/goods\/category\?categoryId=/));
  },
};

/** A section whose call fails says so in one line with a retry; the rest of the page is untouched. */
export const CategoriesFail: Story = {
  render: () => <Categories />,
  parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.goodsCategory.path, '分类服务繁忙')] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByTestId('section-error')).toHaveTextContent(t('home.section.failed', { name: t('home.categories.title') }));
    await expect(canvas.getByRole('button', { name: t('home.section.retry') })).toBeEnabled();
  },
};

export const ZoneEntryCards: Story = {
  render: () => <ZoneEntries />,
  play: async ({ canvas, globals }) => {
    await userEvent.click(within(canvas.getByTestId('home-zones')).getByRole('button', { name: containing(textOf(globals)('home.zones.member')) }));
    await waitFor(() => expect(currentLocation()).toBe('/home/memberArea'));
  },
};

export const ActivityZones: Story = {
  render: () => <Activity />,
  play: async ({ canvas, globals }) => {
    const activity = await canvas.findByTestId('home-activity');
    await expect(within(activity).getByRole('heading', { name: textOf(globals)('home.activity.title') })).toBeVisible();
    await expect(activity).toHaveTextContent('暖茶节');
  },
};

export const NewArrivalsRow: Story = {
  render: () => <NewArrivals />,
  play: async ({ canvas, globals }) => {
    const newest = await canvas.findByTestId('home-newest');
    await expect(newest).toHaveTextContent(textOf(globals)('home.newest.title'));
    await expect(newest).toHaveTextContent('¥178.00');
  },
};

export const RecommendedGoods: Story = {
  render: () => <Recommended />,
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await expect(canvas.getByText(textOf(globals)('home.recommend.end'))).toBeVisible();
  },
};

export const RecommendedEmpty: Story = {
  render: () => <Recommended />,
  parameters: { msw: { handlers: { scenario: [scenario.empty(catalogue.recommendGoods.path, [])] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('home.recommend.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('home.recommend.browse') }));
    await waitFor(() => expect(currentLocation()).toBe('/goods/category'));
  },
};
