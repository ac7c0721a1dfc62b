import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SearchScreen from '@/screens/goods/SearchScreen';
import { currentLocation, expectLocation, expectToast, page, patience } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { scrollToEnd } from '../../support/gestures';
import { storyMaker } from '../../support/storyMaker';
import { endsOn } from '../../support/flows';

const storedHistory = () => JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]') as string[];
const cardNames = (root: HTMLElement) => within(root).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const seedHistory = (keywords: string[]) => () => {
  window.localStorage.setItem('searchHistory', JSON.stringify(keywords));
};
/** The search page before any search (no keyword), with `history` stored locally when given. */
const beforeSearch = (history?: string[]) => ({
  parameters: { route: '/goods/search' },
  ...(history ? { beforeEach: seedHistory(history) } : {}),
});

/**
 * /goods/search: search box focused on arrival, local history (newest first, at most 10, clear
 * with confirm), hot words, results with sort tabs and infinite scroll, empty result suggestions.
 */
const screen = screenStories({
  component: SearchScreen,
  route: '/goods/search?keyword=普洱',
  session: 'guest',
  docs: {
    summary:
      'Search: the box focused on arrival, local history (newest first, at most 10, clear with confirm), hot words, results with sort tabs and infinite scroll, suggestions for an empty result.',
  },
  scenarios: {
    call: catalogue.goodsPage,
    businessMessage: '搜索服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 10, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
      await expect(canvas.getByRole('searchbox')).toHaveValue('普洱');
      await expect(canvas.getByRole('button', { name: t('goods.search.sortDefault'), pressed: true })).toBeVisible();
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('goods.search.noResult', { keyword: '普洱' }))).toBeVisible();
      await expect(within(canvas.getByTestId('search-suggestions')).getByRole('button', { name: '大红袍' })).toBeVisible();
    },
  },
  // the result grid and the sort bar tighten at 320; at 414 they only stretch
  widths: [320],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('heading', { name: t('goods.search.history') })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: t('goods.search.hot') })).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/Goods/Search', ...screen.meta } satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;

export const HistoryAndHotWords: Story = story(beforeSearch(['大红袍', '小青柑', '盖碗']), async ({ canvas }) => {
  const box = await canvas.findByRole('searchbox');
  await waitFor(() => expect(box).toHaveFocus());
  await expect(within(canvas.getByTestId('search-history')).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['大红袍', '小青柑', '盖碗']);
  await expect(within(canvas.getByTestId('search-hot')).getByRole('button', { name: '西湖龙井' })).toBeVisible();
});

export const NoHistoryYet: Story = story(beforeSearch(), async ({ canvas }) => {
  const box = await canvas.findByRole('searchbox');
  await expect(await canvas.findByTestId('search-hot')).toBeVisible();
  await expect(canvas.queryByTestId('search-history')).toBeNull();
  // arriving to search, the box has the focus (the keyboard comes up): part of the picture
  await waitFor(() => expect(box).toHaveFocus());
});

export const SearchAndSeeResults: Story = story(beforeSearch(['大红袍', '盖碗']), async ({ canvas }) => {
  await userEvent.type(await canvas.findByRole('searchbox'), '  龙井 {Enter}');
  await expect(await canvas.findByRole('heading', { name: '明前西湖龙井' })).toBeVisible();
  await waitFor(() => expect(currentLocation()).toBe(`/goods/search?keyword=${encodeURIComponent('龙井')}`));
  // newest first, trimmed, kept locally
  await expect(storedHistory()).toEqual(['龙井', '大红袍', '盖碗']);
});

export const SearchButtonWithEmptyKeyword: Story = story(beforeSearch(), async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('goods.search.submit') }));
  await expectToast(t('goods.search.emptyKeyword'));
  await expectLocation('/goods/search');
});

export const TapHotWord: Story = story(beforeSearch(), async ({ canvas }) => {
  await userEvent.click(within(await canvas.findByTestId('search-hot')).getByRole('button', { name: '大红袍' }));
  await expect(await canvas.findByRole('heading', { name: '武夷山大红袍 特级' })).toBeVisible();
  await expect(canvas.getByRole('searchbox')).toHaveValue('大红袍');
  await expect(storedHistory()).toEqual(['大红袍']);
});

export const ClearHistory: Story = story(beforeSearch(['大红袍', '小青柑', '盖碗']), async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('goods.search.clearHistory') }));
  const dialog = await page().findByRole('dialog');
  await expect(dialog).toHaveTextContent(t('goods.search.clearConfirm'));
  await userEvent.click(within(dialog).getByRole('button', { name: t('goods.search.clearOk') }));
  await waitFor(() => expect(canvas.queryByTestId('search-history')).toBeNull());
  await expect(storedHistory()).toEqual([]);
  await expectToast(t('goods.search.historyCleared'));
});

export const KeepHistoryWhenClearIsCancelled: Story = story(beforeSearch(['大红袍']), async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('goods.search.clearHistory') }));
  await userEvent.click(within(await page().findByRole('dialog')).getByRole('button', { name: t('goods.search.cancel') }));
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  await expect(canvas.getByTestId('search-history')).toHaveTextContent('大红袍');
  await expect(storedHistory()).toEqual(['大红袍']);
});

export const SortByPrice: Story = story(async ({ canvas, t }) => {
  const results = await canvas.findByTestId('search-results');
  await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' });
  await userEvent.click(canvas.getByRole('button', { name: t('goods.search.sortPrice') }));
  await waitFor(() => expect(cardNames(results)[0]).toBe('新会小青柑普洱'));
  await expect(canvas.getByRole('button', { name: t('goods.search.sortPriceAsc'), pressed: true })).toBeVisible();
  await waitFor(() => expect(currentLocation()).toContain('sort=priceAsc'));
  await userEvent.click(canvas.getByRole('button', { name: t('goods.search.sortPriceAsc') }));
  await waitFor(() => expect(cardNames(results)[0]).toBe('冰岛老寨古树生普'));
  await expect(canvas.getByRole('button', { name: t('goods.search.sortPriceDesc'), pressed: true })).toBeVisible();
});

export const SortBySales: Story = story({ parameters: { route: '/goods/search?keyword=普洱&sort=sales' } }, async ({ canvas, t }) => {
  const results = await canvas.findByTestId('search-results');
  await expect(canvas.getByRole('button', { name: t('goods.search.sortSales'), pressed: true })).toBeVisible();
  await waitFor(() => expect(cardNames(results)[0]).toBe('新会小青柑普洱'));
  await userEvent.click(canvas.getByRole('button', { name: t('goods.search.sortNewest') }));
  await waitFor(() => expect(cardNames(results)[0]).toBe('新会小青柑普洱'));
  await waitFor(() => expect(currentLocation()).toContain('sort=newest'));
});

/** Nothing found: the empty result with 去分类逛逛 and the hot words to try instead. */
export const EmptyResultSuggestions: Story = story({ parameters: { route: '/goods/search?keyword=咖啡' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('goods.search.noResult', { keyword: '咖啡' }))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('goods.search.browseCategory') })).toBeVisible();
  await expect(within(canvas.getByTestId('search-suggestions')).getByRole('button', { name: '白茶' })).toBeVisible();
});

/** A suggested word searches for it. */
export const SuggestionSearchesAgain: Story = story(
  {
    parameters: {
      route: '/goods/search?keyword=咖啡',
      ...endsOn('the results for 白茶'),
    },
  },
  async ({ canvas }) => {
    await userEvent.click(within(await canvas.findByTestId('search-suggestions')).getByRole('button', { name: '白茶' }));
    await expect(await canvas.findByRole('heading', { name: '福鼎白毫银针' })).toBeVisible();
    await waitFor(() => expect(currentLocation()).toBe(`/goods/search?keyword=${encodeURIComponent('白茶')}`));
  },
);

export const InfiniteScroll: Story = story(
  {
    parameters: {
      route: '/goods/search?keyword=茶',
      // which lazy pictures have loaded depends on how long each row was in view while scrolling
      visual: { skip: true, reason: 'lazy pictures of rows scrolled past load by timing; the play function asserts the second page' },
    },
  },
  async ({ canvas, t }) => {
    const results = await canvas.findByTestId('search-results');
    await waitFor(() => expect(cardNames(results)).toHaveLength(10));
    scrollToEnd();
    await waitFor(() => expect(cardNames(results)).toHaveLength(20), patience(4000));
    await expect(results).toHaveTextContent(t('list.loadingMore'));
    window.scrollTo(0, 0);
  },
);

export const ClearingTheBoxShowsHistory: Story = story({ beforeEach: seedHistory(['普洱']) }, async ({ canvas, t }) => {
  await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' });
  await userEvent.click(canvas.getByRole('searchbox'));
  await userEvent.click(await canvas.findByRole('button', { name: t('goods.search.clearInput') }));
  await expect(await canvas.findByTestId('search-history')).toHaveTextContent('普洱');
  await waitFor(() => expect(currentLocation()).toBe('/goods/search'));
});

/** The English search page, with one keyword in the history. */
export const English: Story = {
  ...screen.English,
  parameters: { ...screen.English.parameters, route: '/goods/search' },
  beforeEach: seedHistory(['大红袍']),
};
