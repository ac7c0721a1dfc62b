import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import GoodsDetailScreen from '@/screens/goods/GoodsDetailScreen';
import { findGoods, goodsDetail, seedGoods } from '@mocks/db/goods';
import { anyOrigin, ok } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectRoute, expectToast, page } from '../../support/assertions';
import { screenScenarios } from '../../support/scenarios';
import { atWidth } from '../../support/viewports';

/** Flow stories that end on another area's screen: asserted here, screenshot by that area's own stories. */
const endsElsewhere = (screen: string) => ({ skip: true, reason: `ends on ${screen}, whose look its own stories record` });

const location = () => document.querySelector('[data-testid="story-location"]')?.textContent ?? '';
/** The SKU selector renders in a portal on document.body. */
const sheet = async () => within(await page().findByTestId('sku-selector'));
const chip = async (name: string) => (await sheet()).getByRole('button', { name: new RegExp(`^${name}`) });
const actionBar = async (canvas: { findByTestId: (id: string) => Promise<HTMLElement> }) => within(await canvas.findByTestId('goods-action-bar'));

function detailOf(goodsId: string) {
  const tables = seedGoods();
  const record = findGoods(tables, goodsId);
  if (!record) throw new Error(`no seed goods ${goodsId}`);
  return goodsDetail(tables, record);
}

/**
 * /goods/detail/:id: pictures, price (original and member price), name, sales and stock, spec row
 * opening the SKU selector, reviews summary, sanitised description, favourite, add to cart, buy now.
 */
const meta = {
  title: 'Screens/Goods/GoodsDetail',
  component: GoodsDetailScreen,
  parameters: { route: '/goods/detail/g-1001', session: 'buyer' },
} satisfies Meta<typeof GoodsDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const scenarios = screenScenarios({
  call: catalogue.goodsDetail,
  businessMessage: '商品信息加载失败，请稍后再试',
  emptyData: null,
  expectSuccess: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await expect(canvas.getByText('已售 1286')).toBeVisible();
    await expect(canvas.getByText('原价 428.00 元')).toBeInTheDocument();
    await expect(await canvas.findByTestId('spec-row')).toHaveTextContent('已选 357克 / 2019，1 件');
    await expect(await canvas.findByText('2019 年的料，苦底化得快，喉韵足，适合存着慢慢喝。')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^购物车\s*（5 种商品）$/ })).toBeVisible();
  },
  expectEmpty: async (canvas) => {
    await expect(await canvas.findByTestId('empty-state')).toHaveTextContent('商品不存在或已下架');
  },
});

export const Success: Story = scenarios.Success;
export const BusinessError: Story = scenarios.BusinessError;
export const SessionExpired: Story = scenarios.SessionExpired;
export const ForcedOffline: Story = scenarios.ForcedOffline;
export const Loading: Story = scenarios.Loading;
export const Empty: Story = scenarios.Empty;
export const NetworkError: Story = scenarios.NetworkError;

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    const bar = await actionBar(canvas);
    await expect(bar.getByRole('button', { name: '购物车' })).toBeVisible();
    await expect(bar.getByRole('button', { name: '收藏', pressed: false })).toBeEnabled();
  },
};

export const PickSpecAndAddToCart: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^购物车\s*（5 种商品）$/ })).toBeVisible();
    await userEvent.click(await canvas.findByTestId('spec-row'));
    await userEvent.click(await chip('2021'));
    await userEvent.click(await chip('200克'));
    const popup = await sheet();
    await expect(popup.getByTestId('sku-price')).toHaveTextContent('¥188.00');
    await userEvent.click(popup.getByRole('button', { name: '增加' }));
    await userEvent.click(popup.getByRole('button', { name: '加入购物车' }));
    await expectToast('已加入购物车');
    await expect(await canvas.findByTestId('spec-row')).toHaveTextContent('已选 200克 / 2021，2 件');
    // the cart badge refreshes through the cart tags
    await expect(await canvas.findByRole('button', { name: /^购物车\s*（6 种商品）$/ })).toBeVisible();
    await expect(canvas.getByTestId('goods-stock')).toHaveTextContent('库存 35');
  },
};

export const AddToCartFails: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.cartAdd, '该规格库存不足，请减少购买数量')] } } },
  play: async ({ canvas }) => {
    await userEvent.click((await actionBar(canvas)).getByRole('button', { name: '加入购物车' }));
    await userEvent.click((await sheet()).getByRole('button', { name: '加入购物车' }));
    await expectToast('该规格库存不足，请减少购买数量');
    // the sheet stays open with the choice kept
    await expect(await chip('357克')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const GuestAddToCartGoesToLogin: Story = {
  parameters: { session: 'guest', visual: endsElsewhere('/login') },
  play: async ({ canvas }) => {
    await userEvent.click((await actionBar(canvas)).getByRole('button', { name: '加入购物车' }));
    await userEvent.click(await chip('2021'));
    await userEvent.click((await sheet()).getByRole('button', { name: '加入购物车' }));
    await expectToast('请先登录');
    await expectRoute('/login');
    // back here after login, with the chosen SKU
    await expect(location()).toBe(`/login?redirect=${encodeURIComponent('/goods/detail/g-1001?skuId=sku-1001-2&quantity=1')}`);
  },
};

export const ChoiceKeptThroughLogin: Story = {
  parameters: { route: '/goods/detail/g-1001?skuId=sku-1001-4&quantity=2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('spec-row')).toHaveTextContent('已选 200克 / 2021，2 件');
  },
};

export const FavouriteToggle: Story = {
  play: async ({ canvas }) => {
    const bar = await actionBar(canvas);
    const off = await bar.findByRole('button', { name: '收藏', pressed: false });
    // enabled once the favourite state has loaded
    await waitFor(() => expect(off).toBeEnabled());
    await userEvent.click(off);
    await expectToast('收藏成功');
    const on = await bar.findByRole('button', { name: '已收藏', pressed: true });
    await waitFor(() => expect(on).toBeEnabled());
    await userEvent.click(on);
    await expectToast('已取消收藏');
    await expect(await bar.findByRole('button', { name: '收藏', pressed: false })).toBeVisible();
  },
};

export const GuestFavouriteGoesToLogin: Story = {
  parameters: { session: 'guest', visual: endsElsewhere('/login') },
  play: async ({ canvas }) => {
    await userEvent.click((await actionBar(canvas)).getByRole('button', { name: '收藏' }));
    await expectToast('请先登录');
    await expectRoute('/login');
    await expect(location()).toBe(`/login?redirect=${encodeURIComponent('/goods/detail/g-1001')}`);
  },
};

export const BuyNowGoesToConfirmOrder: Story = {
  parameters: { visual: endsElsewhere('/shoppingCart/confirmOrder') },
  play: async ({ canvas }) => {
    await userEvent.click((await actionBar(canvas)).getByRole('button', { name: '立即购买' }));
    const popup = await sheet();
    await expect(popup.queryByRole('button', { name: '加入购物车' })).toBeNull();
    await userEvent.click(popup.getByRole('button', { name: '立即购买' }));
    await expectRoute('/shoppingCart/confirmOrder');
  },
};

export const BuyNowRefusedByServer: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.buyNowSettle, '该商品限购 5 件')] } } },
  play: async ({ canvas }) => {
    await userEvent.click((await actionBar(canvas)).getByRole('button', { name: '立即购买' }));
    await userEvent.click((await sheet()).getByRole('button', { name: '立即购买' }));
    await expectToast('该商品限购 5 件');
    await expect(location()).toBe('/goods/detail/g-1001');
  },
};

let browseCalls: unknown[] = [];
export const BrowseHistorySavedOnce: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post(anyOrigin(catalogue.saveBrowseHistory.path), async ({ request }) => {
            browseCalls.push(await request.json());
            return ok(null);
          }),
        ],
      },
    },
  },
  beforeEach: () => {
    browseCalls = [];
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' });
    await waitFor(() => expect(browseCalls).toEqual([{ goodsId: 'g-1001', memberId: 'm-10086' }]));
    // choosing specs re-renders the page but does not record the visit again
    await userEvent.click(await canvas.findByTestId('spec-row'));
    await userEvent.click(await chip('2021'));
    await expect(browseCalls).toHaveLength(1);
  },
};

export const ViewAllReviews: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByTestId('reviews-summary');
    await expect(await within(summary).findByRole('heading', { name: '商品评价（2）' })).toBeVisible();
    await expect(within(summary).getByText('好评率 50%')).toBeVisible();
    await userEvent.click(within(summary).getByRole('button', { name: '查看全部' }));
    const dialog = await page().findByRole('dialog', { name: '全部评价（2）' });
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(2));
    await expect(dialog).toHaveTextContent('商家回复：抱歉让您久等，已反馈仓库加快发货。');
  },
};

export const NoReviewsYet: Story = {
  parameters: { route: '/goods/detail/g-1002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无评价，欢迎购买后分享您的品饮感受')).toBeVisible();
  },
};

export const OffShelf: Story = {
  parameters: { route: '/goods/detail/g-1104' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该商品已下架，看看其他好茶吧')).toBeVisible();
    const bar = await actionBar(canvas);
    await expect(bar.getByRole('button', { name: '商品已下架' })).toBeDisabled();
    await expect(bar.queryByRole('button', { name: '立即购买' })).toBeNull();
    await expect(canvas.getByTestId('spec-row')).toBeDisabled();
  },
};

export const SoldOut: Story = {
  parameters: {
    route: '/goods/detail/g-1702',
    msw: { handlers: { scenario: [scenario.success(catalogue.goodsDetail, { ...detailOf('g-1702'), stock: 0, skus: detailOf('g-1702').skus.map((sku) => ({ ...sku, stock: 0 })) })] } },
  },
  play: async ({ canvas }) => {
    await expect((await actionBar(canvas)).getByRole('button', { name: '已售罄' })).toBeDisabled();
    await expect(canvas.getByTestId('goods-stock')).toHaveTextContent('库存 0');
  },
};

export const NotFound: Story = {
  parameters: { route: '/goods/detail/g-9999' },
  play: async ({ canvas }) => {
    await expectToast('商品不存在或已删除');
    const state = await canvas.findByTestId('empty-state');
    await expect(state).toHaveTextContent('商品不存在或已删除');
    await expect(within(state).getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

export const NotFoundBackHome: Story = {
  parameters: { route: '/goods/detail/g-9999', visual: endsElsewhere('/home') },
  play: async ({ canvas }) => {
    await userEvent.click(within(await canvas.findByTestId('empty-state')).getByRole('button', { name: '返回首页' }));
    await expectRoute('/home');
  },
};

export const DescriptionIsSanitised: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          scenario.success(catalogue.goodsDetail, {
            ...detailOf('g-1001'),
            description:
              '<p onclick="window.__descriptionHacked = true">茶汤透亮，回甘持久。</p>' +
              '<script>window.__descriptionHacked = true</script>' +
              '<img src="goods/detail-puer.svg" onerror="window.__descriptionHacked = true" alt="冲泡示意" />' +
              '<a href="javascript:window.__descriptionHacked = true">点我领券</a>' +
              '<iframe src="about:blank"></iframe>',
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const description = await canvas.findByTestId('goods-description');
    await expect(description).toHaveTextContent('茶汤透亮，回甘持久。');
    await expect(description.querySelector('script, iframe, a, [onclick], [onerror]')).toBeNull();
    await expect(description.querySelector('img')?.getAttribute('src')).toBe('/images/goods/detail-puer.svg');
    await expect((window as { __descriptionHacked?: boolean }).__descriptionHacked).toBeUndefined();
  },
};

export const Narrow320: Story = {
  ...atWidth(320),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
    await expect((await actionBar(canvas)).getByRole('button', { name: '立即购买' })).toBeVisible();
  },
};

export const Wide414: Story = {
  ...atWidth(414),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Goods details' })).toBeVisible();
    await expect((await actionBar(canvas)).getByRole('button', { name: 'Buy now' })).toBeVisible();
  },
};
