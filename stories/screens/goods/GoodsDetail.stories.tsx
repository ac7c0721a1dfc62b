import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import GoodsDetailScreen from '@/screens/goods/GoodsDetailScreen';
import { anyOrigin, ok } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectLoginFirst, expectNoLoneCharacterLine, expectNotToasted, expectRoute, expectToast, expectWebviewWidth, page } from '../../support/assertions';
import { atWidth } from '../../support/viewports';
import { logInAgain } from '../../support/login';
import { screenStories } from '../../support/screenStories';
import { antdTextOf, containing, escapeRegExp } from '../../support/text';
import { endsOn } from '../../support/flows';
import '@/platform/i18n/areas/auth';
import { actionBar, addToCart, cartButton, chip, detailOf, expectDetailPrice, expectG1001, favouriteOff, HOSTILE_DESCRIPTION, openSheetFor, preloadDeferredParts, sheet, specChosen, specToChoose, tapInSheet } from './goodsDetailPlay';
import { storyMaker } from '../../support/storyMaker';

const ROUTE = '/goods/detail/g-1001';

/** /goods/detail/:id, what it shows and calls in `docs` (its Docs page). */
const screen = screenStories({
  component: GoodsDetailScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'A goods page: pictures, price (original and member price), name, sales and stock, the spec row opening the SKU selector, reviews summary, description, favourite, add to cart and buy now.',
    calls: [catalogue.collectCount, catalogue.collectAdd, catalogue.collectDelete, catalogue.goodsEvaluationPage, catalogue.cartAdd, catalogue.buyNowSettle, catalogue.saveBrowseHistory],
  },
  scenarios: {
    call: catalogue.goodsDetail,
    businessMessage: '商品信息加载失败，请稍后再试',
    emptyData: null,
    expectSuccess: expectG1001,
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByTestId('empty-state')).toHaveTextContent(t('goods.detail.notFound'));
    },
  },
  // the square gallery, the price row and the action bar follow the width: shot at 320 and 414
  widths: [320, 414],
});

const meta = { title: 'Screens/Goods/GoodsDetail', ...screen.meta, loaders: [preloadDeferredParts] } satisfies Meta<typeof GoodsDetailScreen>;

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

/** 加入购物车 in the spec sheet with 357克 / 2021 chosen (not in the cart yet): every outcome of cart-add. */
const addToCartStories = actionStories({
  name: 'AddToCart',
  call: catalogue.cartAdd,
  route: ROUTE,
  fill: async (canvas) => {
    await userEvent.click(await canvas.findByTestId('spec-row'));
    await userEvent.click(await chip('2021'));
  },
  act: async (_canvas, t) => tapInSheet(t, 'addToCart'),
  // nothing was added: the cart still holds its 5 lines, 3 of them buyable (the badge)
  expectKept: async (canvas, t) => {
    await expect(await canvas.findByRole('button', cartButton(t, 3))).toBeVisible();
  },
  // the add shows progress, buy now waits for it, the sheet stays
  expectBusy: async (_canvas, t) => {
    const popup = await sheet();
    await waitFor(() => expect(popup.getByRole('button', { name: containing(t('goods.sku.buyNow')) })).toBeDisabled());
    await expect(popup.getByRole('button', { name: containing(t('goods.sku.addToCart')) })).toHaveClass('adm-button-loading');
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('goods.detail.addedToCart'));
    // the cart badge refreshes through the cart tags
    await expect(await canvas.findByRole('button', cartButton(t, 4))).toBeVisible();
  },
  businessMessage: '该规格库存不足，请减少购买数量',
});
export const AddToCartSuccess: Story = addToCartStories.AddToCartSuccess;
export const AddToCartBusy: Story = addToCartStories.AddToCartBusy;
export const AddToCartBusinessError: Story = addToCartStories.AddToCartBusinessError;
export const AddToCartSessionExpired: Story = addToCartStories.AddToCartSessionExpired;
export const AddToCartForcedOffline: Story = addToCartStories.AddToCartForcedOffline;
export const AddToCartForcedOfflineGotIt: Story = addToCartStories.AddToCartForcedOfflineGotIt;
export const AddToCartNetworkError: Story = addToCartStories.AddToCartNetworkError;

/** 立即购买: the sheet offers buy now alone; the server checks the choice before confirm order opens. */
const buyNow = actionStories({
  name: 'BuyNow',
  call: catalogue.buyNowSettle,
  route: ROUTE,
  fill: async (canvas, t) => {
    const popup = await openSheetFor(canvas, t, 'buyNow');
    await expect(popup.queryByRole('button', { name: t('goods.sku.addToCart') })).toBeNull();
  },
  act: async (_canvas, t) => tapInSheet(t, 'buyNow'),
  // only Success and BusinessError: the check is quick, no busy story
  expectBusy: () => Promise.resolve(),
  expectDone: async () => expectRoute('/shoppingCart/confirmOrder'),
  leavesTo: '/shoppingCart/confirmOrder',
  businessMessage: '该商品限购 5 件',
  only: ['Success', 'BusinessError'],
});
export const BuyNowSuccess: Story = buyNow.BuyNowSuccess;
export const BuyNowBusinessError: Story = buyNow.BuyNowBusinessError;

/** The heart: busy while the call is on its way; a refusal leaves it off. FavouriteToggle shows it working. */
const favourite = actionStories({
  name: 'Favourite',
  call: catalogue.collectAdd,
  route: ROUTE,
  act: async (canvas, t) => {
    const off = await favouriteOff(canvas, t);
    // enabled once the favourite state has loaded
    await waitFor(() => expect(off).toBeEnabled());
    await userEvent.click(off);
  },
  expectKept: async (canvas, t) => {
    await waitFor(async () => expect(await favouriteOff(canvas, t)).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await waitFor(async () => expect(await favouriteOff(canvas, t)).toBeDisabled());
    await expectNotToasted(t('goods.detail.favouriteAdded'));
  },
  expectDone: async (_canvas, t) => {
    await expectToast(t('goods.detail.favouriteAdded'));
  },
  businessMessage: '收藏失败，请稍后再试',
  only: ['Busy', 'BusinessError'],
});
export const FavouriteBusy: Story = favourite.FavouriteBusy;
export const FavouriteBusinessError: Story = favourite.FavouriteBusinessError;

export const Guest: Story = story({ globals: { session: 'guest' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeVisible();
  const bar = await actionBar(canvas);
  await expect(bar.getByRole('button', { name: t('goods.detail.cart') })).toBeVisible();
  await expect(bar.getByRole('button', { name: t('goods.detail.favourite'), pressed: false })).toBeEnabled();
});

export const PickSpecAndAddToCart: Story = story(async ({ canvas, globals, t }) => {
  await expect(await canvas.findByRole('button', cartButton(t, 3))).toBeVisible();
  // no spec chosen yet: the lowest price with 起 (From), struck at that SKU's own ¥219.00
  await expectDetailPrice(canvas, t, '188.00', '219.00', true);
  await userEvent.click(await canvas.findByTestId('spec-row'));
  await userEvent.click(await chip('2021'));
  await userEvent.click(await chip('200克'));
  const popup = await sheet();
  await expect(popup.getByTestId('sku-price')).toHaveTextContent('¥188.00');
  // the struck price is the chosen SKU's, not the dearest one's (¥428.00)
  await expect(popup.getByTestId('sku-price')).toHaveTextContent(t('price.original', { value: '219.00' }));
  await expect(popup.getByTestId('sku-price')).not.toHaveTextContent('428.00');
  await userEvent.click(popup.getByRole('button', { name: antdTextOf(globals).Stepper.increase }));
  await userEvent.click(popup.getByRole('button', { name: t('goods.sku.addToCart') }));
  await expectToast(t('goods.detail.addedToCart'));
  await expect(await canvas.findByTestId('spec-row')).toHaveTextContent(specChosen(t, '200克 / 2021', 2));
  // the page's price follows the choice: the cheapest SKU's ¥188.00, struck at its own ¥219.00
  // (not ¥428.00, the dearest's), and no 起 now that one SKU is chosen
  await expectDetailPrice(canvas, t, '188.00', '219.00');
  // the cart badge refreshes through the cart tags
  await expect(await canvas.findByRole('button', cartButton(t, 4))).toBeVisible();
  await expect(canvas.getByTestId('goods-stock')).toHaveTextContent(t('goods.detail.stock', { count: 35 }));
});

/**
 * The page's price before and after a spec is chosen: it opens on the lowest price with 起 (the
 * sheet starts on the first SKU in stock, but the page waits for the buyer); choosing 2021 in the
 * sheet and closing it shows that SKU's price, struck at its own original price, its stock and its name.
 */
export const PriceAfterChoosingSpec: Story = story(async ({ canvas, t }) => {
  await expectDetailPrice(canvas, t, '188.00', '219.00', true);
  await expect(await canvas.findByTestId('spec-row')).toHaveTextContent(specToChoose(t, 'g-1001'));
  await userEvent.click(await canvas.findByTestId('spec-row'));
  await userEvent.click(await chip('2021'));
  const chosen = detailOf('g-1001').skus.find((sku) => sku.specValues.join(' / ') === '357克 / 2021');
  if (!chosen) throw new Error('g-1001 has no 357克 / 2021');
  await userEvent.click((await sheet()).getByRole('button', { name: t('goods.sku.close') }));
  // the sheet slides away (or leaves the page): the screenshot is the page's summary
  await waitFor(() => expect(document.querySelector('[data-testid="sku-selector"]')?.checkVisibility() ?? false).toBe(false));
  await expectDetailPrice(canvas, t, chosen.price.toFixed(2), chosen.originalPrice.toFixed(2));
  await expect(canvas.getByTestId('spec-row')).toHaveTextContent(specChosen(t, '357克 / 2021', 1));
  await expect(canvas.getByTestId('goods-stock')).toHaveTextContent(t('goods.detail.stock', { count: chosen.stock }));
});

/**
 * A 320 px webview: a toast of the server's words breaks into even lines (text-wrap: balance),
 * never leaving a character alone (请稍后再 / 试).
 */
export const AddToCartFailsNarrow320: Story = story({ ...atWidth(320, { msw: { handlers: { scenario: [scenario.businessError(catalogue.cartAdd, '当前加购人数较多，请稍后再试')] } } }) }, async ({ canvas, t }) => {
  await expectWebviewWidth(320);
  await addToCart(canvas, t);
  await expectToast('当前加购人数较多，请稍后再试');
  const toast = document.querySelector('.adm-toast-main .adm-auto-center-content') ?? document.querySelector('.adm-toast-main');
  if (!toast) throw new Error('no toast');
  await expectNoLoneCharacterLine(toast);
});

/**
 * A toast belongs to its page: 已加入购物车, then the cart icon; the cart page opens without the
 * toast over its rows (a route change clears transient toasts).
 */
export const AddedToastClearedOnCart: Story = story({ parameters: { mountStory: false } }, async ({ canvas, t }) => {
  await addToCart(canvas, t);
  await expectToast(t('goods.detail.addedToCart'));
  const bar = await actionBar(canvas);
  await userEvent.click(bar.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('goods.detail.cart'))}`) }));
  await expectRoute('/shoppingCart');
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull());
});

export const GuestAddToCartGoesToLogin: Story = story({ parameters: endsOn('/login'), globals: { session: 'guest' } }, async ({ canvas, t }) => {
  await addToCart(canvas, t, '2021');
  // back here after login, with the chosen SKU and the add to cart to finish
  await expectLoginFirst(t, '/goods/detail/g-1001?skuId=sku-1001-2&quantity=1&then=cart');
});

/** The guest's add to cart, finished after logging in: the line is added and the page says so. */
export const GuestAddToCartFinishedAfterLogin: Story = story({ parameters: { mountStory: false }, globals: { session: 'guest' } }, async ({ canvas, t }) => {
  await addToCart(canvas, t, '2021');
  await expectRoute('/login');
  // the seeded buyer logs in
  await logInAgain(canvas, t);
  await expectRoute('/goods/detail/g-1001');
  await expectToast(t('goods.detail.addedToCart'));
  // the buyer had 3 buyable lines; the mark of the unfinished action leaves the address (a replace after
  // the add, which can come after the cart count: waited for)
  await expect(await canvas.findByRole('button', cartButton(t, 4))).toBeVisible();
  await expectLocation('/goods/detail/g-1001?skuId=sku-1001-2&quantity=1');
  await expect(await canvas.findByTestId('spec-row')).toHaveTextContent(specChosen(t, '357克 / 2021', 1));
});

export const ChoiceKeptThroughLogin: Story = story({ parameters: { route: '/goods/detail/g-1001?skuId=sku-1001-4&quantity=2' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByTestId('spec-row')).toHaveTextContent(specChosen(t, '200克 / 2021', 2));
});

export const FavouriteToggle: Story = story(async ({ canvas, t }) => {
  const bar = await actionBar(canvas);
  const off = await bar.findByRole('button', { name: t('goods.detail.favourite'), pressed: false });
  // enabled once the favourite state has loaded
  await waitFor(() => expect(off).toBeEnabled());
  await userEvent.click(off);
  await expectToast(t('goods.detail.favouriteAdded'));
  const on = await bar.findByRole('button', { name: t('goods.detail.favourited'), pressed: true });
  await waitFor(() => expect(on).toBeEnabled());
  await userEvent.click(on);
  await expectToast(t('goods.detail.favouriteRemoved'));
  await expect(await bar.findByRole('button', { name: t('goods.detail.favourite'), pressed: false })).toBeVisible();
});

export const GuestFavouriteGoesToLogin: Story = story({ parameters: endsOn('/login'), globals: { session: 'guest' } }, async ({ canvas, t }) => {
  await userEvent.click((await actionBar(canvas)).getByRole('button', { name: t('goods.detail.favourite') }));
  await expectLoginFirst(t, '/goods/detail/g-1001');
});

let browseCalls: unknown[] = [];
export const BrowseHistorySavedOnce: Story = story(
  {
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
  },
  async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '勐海古树普洱生茶饼' });
    await waitFor(() => expect(browseCalls).toEqual([{ goodsId: 'g-1001', memberId: 'm-10086' }]));
    // choosing specs re-renders the page but does not record the visit again
    await userEvent.click(await canvas.findByTestId('spec-row'));
    await userEvent.click(await chip('2021'));
    await expect(browseCalls).toHaveLength(1);
  },
);

export const ViewAllReviews: Story = story(async ({ canvas, t }) => {
  const summary = await canvas.findByTestId('reviews-summary');
  await expect(await within(summary).findByRole('heading', { name: t('goods.detail.reviews', { count: 2 }) })).toBeVisible();
  await expect(within(summary).getByText(t('goods.detail.goodRate', { rate: 50 }))).toBeVisible();
  await userEvent.click(within(summary).getByRole('button', { name: t('goods.detail.viewAll') }));
  const dialog = await page().findByRole('dialog', { name: t('goods.detail.allReviews', { count: 2 }) });
  await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(2));
  await expect(dialog).toHaveTextContent(t('goods.detail.shopReply', { reply: '抱歉让您久等，已反馈仓库加快发货。' }));
});

export const NoReviewsYet: Story = story({ parameters: { route: '/goods/detail/g-1002' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('goods.detail.noReviews'))).toBeVisible();
});

export const OffShelf: Story = story({ parameters: { route: '/goods/detail/g-1104' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('goods.detail.offShelf'))).toBeVisible();
  const bar = await actionBar(canvas);
  await expect(bar.getByRole('button', { name: t('goods.detail.offShelfButton') })).toBeDisabled();
  await expect(bar.queryByRole('button', { name: t('goods.detail.buyNow') })).toBeNull();
  await expect(canvas.getByTestId('spec-row')).toBeDisabled();
});

export const SoldOut: Story = story(
  {
    parameters: {
      route: '/goods/detail/g-1702',
      msw: { handlers: { scenario: [scenario.success(catalogue.goodsDetail, { ...detailOf('g-1702'), stock: 0, skus: detailOf('g-1702').skus.map((sku) => ({ ...sku, stock: 0 })) })] } },
    },
  },
  async ({ canvas, t }) => {
    await expect((await actionBar(canvas)).getByRole('button', { name: t('goods.detail.soldOutButton') })).toBeDisabled();
    await expect(canvas.getByTestId('goods-stock')).toHaveTextContent(t('goods.detail.stock', { count: 0 }));
  },
);

export const NotFound: Story = story({ parameters: { route: '/goods/detail/g-9999' } }, async ({ canvas, t }) => {
  // the server's message, once: in the empty state, and no toast repeats it
  const state = await canvas.findByTestId('empty-state');
  await expect(state).toHaveTextContent('商品不存在或已删除');
  await expectNotToasted('商品不存在或已删除');
  await expect(within(state).getByRole('button', { name: t('goods.detail.backHome') })).toBeVisible();
});

/**
 * The server refuses the goods: its reason once, 重新加载 and 返回首页 side by side as buttons of
 * one family (both tea-red pills of one height; the way forward filled, the retry outlined), as
 * every state button of the app.
 */
export const RefusedRetryAndHome: Story = story({ parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.goodsDetail, '商品信息加载失败，请稍后再试')] } } } }, async ({ canvas, t }) => {
  const state = await canvas.findByTestId('empty-state');
  const retry = within(state).getByRole('button', { name: t('state.retry') });
  const home = within(state).getByRole('button', { name: t('goods.detail.backHome') });
  for (const button of [retry, home]) await expect(button).toHaveClass('adm-button-shape-rounded', 'adm-button-primary');
  await expect(retry).toHaveClass('adm-button-fill-outline');
  await expect(home).not.toHaveClass('adm-button-fill-outline');
  await expect(retry.getBoundingClientRect().height).toBe(home.getBoundingClientRect().height);
  await expectNotToasted('商品信息加载失败，请稍后再试');
});

export const NotFoundBackHome: Story = story({ parameters: { route: '/goods/detail/g-9999', ...endsOn('/home') } }, async ({ canvas, t }) => {
  await userEvent.click(within(await canvas.findByTestId('empty-state')).getByRole('button', { name: t('goods.detail.backHome') }));
  await expectRoute('/home');
});

export const DescriptionIsSanitised: Story = story({ parameters: { msw: { handlers: { scenario: [scenario.success(catalogue.goodsDetail, { ...detailOf('g-1001'), description: HOSTILE_DESCRIPTION })] } } } }, async ({ canvas }) => {
  const description = await canvas.findByTestId('goods-description');
  await expect(description).toHaveTextContent('茶汤透亮，回甘持久。');
  await expect(description.querySelector('script, iframe, a, [onclick], [onerror]')).toBeNull();
  await expect(description.querySelector('img')?.getAttribute('src')).toBe('/images/goods/detail-puer.svg');
  await expect((window as { __descriptionHacked?: boolean }).__descriptionHacked).toBeUndefined();
});

