import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ConfirmOrderScreen from '@/screens/cart/ConfirmOrderScreen';
import { preloadCouponSheet } from '@/screens/cart/couponSheet';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { currentLocation, expectNoToast, expectRoute } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { screenStories } from '../../support/screenStories';
import { storyMaker } from '../../support/storyMaker';
import { preloaded } from '../../support/frame';

/**
 * Confirm order (/shoppingCart/confirmOrder) and what it settles: the lines in the cart's order,
 * and a settle the server refuses (a line out of stock), said once with the way to fix it; and an
 * order bought again (rebuy). The buyer's two ticked cart lines, as in Screens/Cart/ConfirmOrder.
 */
const screen = screenStories({
  component: ConfirmOrderScreen,
  route: '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002',
  session: 'buyer',
  docs: {
    summary:
      "Confirm order for the cart's ticked lines: the lines in the cart's order, and a settle the server refuses (a line out of stock), said once with the way to fix it.",
    calls: [catalogue.orderCreate],
  },
});

// the coupon sheet loads after launch in the app; the stories start with it in
const meta = { title: 'Screens/Cart/ConfirmOrderSettle', ...screen.meta, loaders: [preloaded(preloadCouponSheet)] } satisfies Meta<typeof ConfirmOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/**
 * Lines are listed in the cart's order (newest first), not in the order the server stores them:
 * 福州茉莉花茶 飘雪, just added, above 勐海古树普洱生茶饼 as on the cart page.
 */
export const LinesInCartOrder: Story = story(
  {
    parameters: { route: '/shoppingCart/confirmOrder?cartIds=cart-3006,cart-3001' },
    beforeEach: () => {
      db.cartLines.push({ cartId: 'cart-3006', memberId: 'm-10086', goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 1, selected: 1, createTime: '2026-11-20 09:40:00' });
    },
  },
  async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('settle-line')).toHaveLength(2));
    const [first, second] = canvas.getAllByTestId('settle-line');
    await expect(first).toHaveTextContent('福州茉莉花茶 飘雪');
    await expect(second).toHaveTextContent('勐海古树普洱生茶饼');
  },
);

const STOCK_SHORT = '「勐海古树普洱生茶饼」357克 / 2019 库存不足，仅剩 0 件';

/**
 * The server refuses to settle a line out of stock: its reason, once (no toast repeats it), under a
 * title that says the order cannot be placed, with 返回购物车, the way to fix it (a reload cannot).
 */
export const StockShortOffersBackToCart: Story = story({ parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.cartSettle, STOCK_SHORT)] } } } }, async ({ canvas, t }) => {
  const state = await canvas.findByTestId('empty-state');
  await expect(state).toHaveTextContent(t('cart.settleRefusedTitle'));
  await expect(state).toHaveTextContent(STOCK_SHORT);
  await expect(within(state).getByRole('button', { name: t('cart.backToCart') })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: t('state.retry') })).toBeNull();
  await expect(canvas.queryByText(t('state.serverError'))).toBeNull();
  await expectNoToast();
});

/** 返回购物车 on a refused settle leads to the cart, where the quantity can be changed. */
export const StockShortBackToCart: Story = story({ parameters: { ...endsOn('/shoppingCart'), msw: { handlers: { scenario: [scenario.businessError(catalogue.cartSettle, STOCK_SHORT)] } } } }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.backToCart') }));
  await expectRoute('/shoppingCart');
});

/**
 * 再次购买 from the order list or details: the lines of o-2004 (明前西湖龙井 100克 / 特级 ×1,
 * 新会小青柑普洱 10颗装 ×2) settled again at today's prices (`?rebuy=o-2004`, the rebuy settle call).
 */
export const RebuyOfAnOrder: Story = story({ parameters: { route: '/shoppingCart/confirmOrder?rebuy=o-2004' } }, async ({ canvas }) => {
  await waitFor(() => expect(canvas.getAllByTestId('settle-line')).toHaveLength(2));
  await expect(canvas.getByText('明前西湖龙井')).toBeVisible();
  await expect(canvas.getByText('新会小青柑普洱')).toBeVisible();
  await expect(canvas.getAllByTestId('settle-line')[1]).toHaveTextContent('×2');
  await waitFor(() => expect(currentLocation()).toBe('/shoppingCart/confirmOrder?rebuy=o-2004'));
});
