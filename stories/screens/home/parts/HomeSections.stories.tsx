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
import { containing } from '../../../support/text';
import { endsOn } from '../../../support/flows';
import { storyMaker } from '../../../support/storyMaker';
import { framed } from '../../../support/frame';

/*
 * Each section of /home on its own, fed by its real query against the mock backend (the screen
 * passes the same query objects). Autoplay and scrolling are off, as in the screen's stories.
 */
function Banners() {
  return <BannerSection query={useTopImageCarouselQuery()} autoplay={false} />;
}
function Notices({ scrolling = false }: { scrolling?: boolean }) {
  return <NoticeSection query={useHotNewsQuery()} scrolling={scrolling} />;
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

/** The sections of the home page: what each shows, where a tap leads (its own flow story), its loading and failure. */
const meta = {
  title: 'Screens/Home/Parts/HomeSections',
  tags: ['autodocs'],
  decorators: [framed({ paddingTop: 10, background: 'var(--tm-bg)', minHeight: '100vh' })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();


export const SearchHeader: Story = story({ render: () => <HomeSearchHeader /> }, async ({ canvas, t }) => {
  await expect(canvas.getByRole('heading', { name: t('app.name') })).toBeVisible();
  await expect(canvas.getByTestId('home-search')).toHaveTextContent(t('home.search.placeholder'));
});

/** The search box opens the search page. */
export const SearchHeaderOpensSearch: Story = story(
  {
    render: () => <HomeSearchHeader />,
    parameters: endsOn('/goods/search'),
  },
  async ({ canvas }) => {
    await userEvent.click(canvas.getByTestId('home-search'));
    await waitFor(() => expect(currentLocation()).toBe('/goods/search'));
  },
);

export const BannerCarousel: Story = story({ render: () => <Banners /> }, async ({ canvas }) => {
  const banners = await canvas.findByTestId('home-banners');
  await expect(within(banners).getByRole('button', { name: '冬季暖茶节 满299减50' })).toBeVisible();
  await expect(within(banners).getByRole('button', { name: '武夷山大红袍新品到店' })).toBeInTheDocument();
});

/** A banner opens its link (here a goods detail page). */
export const BannerOpensItsLink: Story = story(
  {
    render: () => <Banners />,
    parameters: endsOn('/goods/detail/g-1101'),
  },
  async ({ canvas }) => {
    const banners = await canvas.findByTestId('home-banners');
    await userEvent.click(within(banners).getByRole('button', { name: '武夷山大红袍新品到店' }));
    await waitFor(() => expect(currentLocation()).toBe('/goods/detail/g-1101'));
  },
);

export const BannersLoading: Story = story(
  {
    render: () => <Banners />,
    parameters: { msw: { handlers: { scenario: [scenario.loading(catalogue.topImageCarousel)] } }, pendingRequests: [catalogue.topImageCarousel.path] },
  },
  async ({ canvas, t }) => {
    await expect(await canvas.findByRole('status', { name: t('home.banners.loading') })).toHaveAttribute('aria-busy', 'true');
  },
);

export const NoticeStrip: Story = story({ render: () => <Notices /> }, async ({ canvas }) => {
  await expect(await canvas.findByTestId('home-notices')).toHaveTextContent('冬季暖茶节开幕');
});

/**
 * Where the device allows motion: the notices scroll in a loop (a CSS animation of the text twice in
 * a row, the second copy hidden from screen readers). The screenshot shows the start, as the page
 * opens; the still page above is what automated browsers and reduced-motion users get.
 */
export const NoticeStripScrolling: Story = story({ render: () => <Notices scrolling /> }, async ({ canvas }) => {
  const strip = await canvas.findByTestId('home-notices');
  const copies = within(strip).getAllByText(/冬季暖茶节开幕/);
  await expect(copies).toHaveLength(2);
  await expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
  await expect(getComputedStyle(copies[0]!.parentElement!).animationName).not.toBe('none');
});

export const CategoryGrid: Story = story({ render: () => <Categories /> }, async ({ canvas }) => {
  const grid = await canvas.findByTestId('home-categories');
  await expect(within(grid).getByRole('button', { name: containing('普洱茶') })).toBeVisible();
  await expect(within(grid).getByRole('button', { name: containing('岩茶') })).toBeVisible();
});

/** A category opens the category tab on it. */
export const CategoryOpensCategory: Story = story(
  {
    render: () => <Categories />,
    parameters: endsOn('/goods/category'),
  },
  async ({ canvas }) => {
    const grid = await canvas.findByTestId('home-categories');
    await userEvent.click(within(grid).getByRole('button', { name: containing('岩茶') }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/goods\/category\?categoryId=/));
  },
);

/** A section whose call fails says so in one line with a retry; the rest of the page is untouched. */
export const CategoriesFail: Story = story(
  {
    render: () => <Categories />,
    parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.goodsCategory, '分类服务繁忙')] } } },
  },
  async ({ canvas, t }) => {
    await expect(await canvas.findByTestId('section-error')).toHaveTextContent(t('home.section.failed', { name: t('home.categories.title') }));
    await expect(canvas.getByRole('button', { name: t('home.section.retry') })).toBeEnabled();
  },
);

export const ZoneEntryCards: Story = story({ render: () => <ZoneEntries /> }, async ({ canvas, t }) => {
  const zones = within(canvas.getByTestId('home-zones'));
  await expect(zones.getByRole('button', { name: containing(t('home.zones.repurchase')) })).toBeVisible();
  await expect(zones.getByRole('button', { name: containing(t('home.zones.member')) })).toBeVisible();
});

/** A zone card opens its zone. */
export const ZoneEntryOpensZone: Story = story(
  {
    render: () => <ZoneEntries />,
    parameters: endsOn('/home/memberArea'),
  },
  async ({ canvas, t }) => {
    await userEvent.click(within(canvas.getByTestId('home-zones')).getByRole('button', { name: containing(t('home.zones.member')) }));
    await waitFor(() => expect(currentLocation()).toBe('/home/memberArea'));
  },
);

export const ActivityZones: Story = story({ render: () => <Activity /> }, async ({ canvas, t }) => {
  const activity = await canvas.findByTestId('home-activity');
  await expect(within(activity).getByRole('heading', { name: t('home.activity.title') })).toBeVisible();
  await expect(activity).toHaveTextContent('暖茶节');
});

export const NewArrivalsRow: Story = story({ render: () => <NewArrivals /> }, async ({ canvas }) => {
  const newest = await canvas.findByTestId('home-newest');
  // the title comes with the call's data
  await expect(newest).toHaveTextContent('新品上市');
  await expect(newest).toHaveTextContent('¥178.00');
});

export const RecommendedGoods: Story = story({ render: () => <Recommended /> }, async ({ canvas, t }) => {
  await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
  await expect(canvas.getByText(t('home.recommend.end'))).toBeVisible();
});

const noRecommendations = { msw: { handlers: { scenario: [scenario.empty(catalogue.recommendGoods, [])] } } };

export const RecommendedEmpty: Story = story(
  {
    render: () => <Recommended />,
    parameters: noRecommendations,
  },
  async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('home.recommend.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('home.recommend.browse') })).toBeVisible();
  },
);

/** Nothing recommended: 去逛逛 opens the category tab. */
export const RecommendedEmptyBrowses: Story = story(
  {
    render: () => <Recommended />,
    parameters: { ...noRecommendations, ...endsOn('/goods/category') },
  },
  async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('home.recommend.browse') }));
    await waitFor(() => expect(currentLocation()).toBe('/goods/category'));
  },
);
