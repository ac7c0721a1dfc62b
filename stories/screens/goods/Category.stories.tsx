import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import CategoryScreen from '@/screens/goods/CategoryScreen';
import { scenario } from '@mocks/scenarios';
import { currentLocation, expectRoute } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { endsOn } from '../../support/flows';
import { storyMaker } from '../../support/storyMaker';

const emptyPage = (pageSize: number) => ({ list: [], total: 0, pageNo: 1, pageSize, hasMore: false });

/**
 * /goods/category (tab): search entry, category side bar (page size 50), goods of the selected
 * category with infinite scroll; `?categoryId=` selects a category.
 */
const screen = screenStories({
  component: CategoryScreen,
  route: '/goods/category',
  session: 'guest',
  docs: {
    summary:
      'The category tab: search entry, the category side bar, and the goods of the selected category with infinite scroll; `?categoryId=` selects a category.',
    calls: [catalogue.goodsPage],
  },
  scenarios: {
    call: catalogue.goodsCategoryPage,
    businessMessage: '商品分类加载失败，请稍后再试',
    emptyData: emptyPage(50),
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('button', { name: '普洱茶', current: true })).toBeVisible();
      await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
      await expect(canvas.getByText(t('goods.category.count', { count: 5 }))).toBeVisible();
      await expect(canvas.getByRole('button', { name: '茶具' })).toBeVisible();
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByTestId('empty-state')).toHaveTextContent(t('goods.category.emptyCategories'));
    },
  },
  // the category rail is fixed, the goods column takes the rest: it tightens at 320, widens at 414
  widths: [320, 414],
});

const meta = { title: 'Screens/Goods/Category', ...screen.meta } satisfies Meta<typeof CategoryScreen>;

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

export const SelectCategory: Story = story(async ({ canvas }) => {
  await userEvent.click(await canvas.findByRole('button', { name: '白茶' }));
  await expect(await canvas.findByRole('heading', { name: '福鼎白毫银针' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: '白茶', current: true })).toBeVisible();
  await expect(within(canvas.getByTestId('category-goods')).getByRole('heading', { level: 2 })).toHaveTextContent('白茶');
  await waitFor(() => expect(currentLocation()).toBe('/goods/category?categoryId=c-05'));
});

export const DeepLinkSelectsCategory: Story = story({ parameters: { route: '/goods/category?categoryId=c-04' } }, async ({ canvas }) => {
  await expect(await canvas.findByRole('button', { name: '红茶', current: true })).toBeVisible();
  await expect(await canvas.findByRole('heading', { name: '金骏眉 特级' })).toBeVisible();
});

export const UnknownCategoryFallsBackToFirst: Story = story({ parameters: { route: '/goods/category?categoryId=c-99' } }, async ({ canvas }) => {
  await expect(await canvas.findByRole('button', { name: '普洱茶', current: true })).toBeVisible();
});

export const CategoryWithoutGoods: Story = story({ parameters: { msw: { handlers: { scenario: [scenario.empty(catalogue.goodsPage, emptyPage(10))] } } } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('goods.category.emptyGoods'))).toBeVisible();
  await expect(canvas.getByRole('button', { name: '普洱茶', current: true })).toBeVisible();
});

export const GoodsLoading: Story = story(
  {
    parameters: {
      msw: { handlers: { scenario: [scenario.loading(catalogue.goodsPage)] } },
      pendingRequests: [catalogue.goodsPage.path],
    },
  },
  async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '普洱茶', current: true })).toBeVisible();
    await expect(within(canvas.getByTestId('category-goods')).getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
  },
);

export const GoodsNetworkError: Story = story(
  {
    parameters: {
      msw: { handlers: { scenario: [scenario.networkError(catalogue.goodsPage)] } },
      allowConsoleErrors: ['net::ERR_FAILED'],
    },
  },
  async ({ canvas, t }) => {
    await expect(await canvas.findByTestId('error-state')).toHaveTextContent(t('state.networkError'));
    // the side bar stays usable
    await expect(canvas.getByRole('button', { name: '岩茶' })).toBeEnabled();
  },
);

/** The search entry opens the search page. */
export const SearchEntry: Story = story({ parameters: endsOn('/goods/search') }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('goods.category.search') }));
  await expectRoute('/goods/search');
});

/** A goods card opens its detail page. */
export const OpenGoods: Story = story({ parameters: endsOn('/goods/detail/g-1002') }, async ({ canvas }) => {
  await userEvent.click(await canvas.findByRole('button', { name: '宫廷普洱熟茶砖' }));
  await expectRoute('/goods/detail/g-1002');
});

