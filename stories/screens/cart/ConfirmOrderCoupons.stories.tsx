import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { SettlePreview } from '@/api/types/order';
import ConfirmOrderScreen from '@/screens/cart/ConfirmOrderScreen';
import { preloadCouponSheet } from '@/screens/cart/couponSheet';
import { addresses } from '@mocks/data/member';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { expectNoToast, expectRoute, findOpenSheet, page } from '../../support/assertions';
import { preloaded } from '../../support/frame';
import { screenStories } from '../../support/screenStories';
import { storyMaker } from '../../support/storyMaker';
import type { StoryText } from '../../support/text';
import { CART_ROUTE, couponRow, payAmount, submitButton } from './confirmOrderSteps';

/**
 * Confirm order and a category coupon: 明前绿茶满 199 减 25 (a goods coupon of 绿茶) counts only the
 * order's green-tea lines. It is listed as not usable, with the reason, on an order without green tea
 * or with too little of it, and usable when the green-tea lines reach ¥199. The server checks the
 * same rule and refuses the coupon otherwise, said once in the dialog, the order left as chosen.
 */
const screen = screenStories({
  component: ConfirmOrderScreen,
  route: CART_ROUTE,
  session: 'buyer',
  docs: {
    summary:
      "Confirm order with a category coupon: offered only when the order's lines of that category reach its threshold, otherwise listed with the reason; the server refuses it on an order it does not apply to.",
    calls: [catalogue.myCoupons, catalogue.orderCreate],
  },
});

// the coupon sheet loads after launch in the app; the stories start with it in
const meta = { title: 'Screens/Cart/ConfirmOrderCoupons', ...screen.meta, loaders: [preloaded(preloadCouponSheet)] } satisfies Meta<typeof ConfirmOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

const GREEN = '明前绿茶满 199 减 25';
/** The buyer has received 明前绿茶满 199 减 25 (cp-10, 绿茶) this morning, besides the seed's two coupons. */
const holdsGreenCoupon = () => {
  db.memberCoupons.push({ id: 'mc-8010', memberId: 'm-10086', couponId: 'cp-10', status: 0, receiveTime: '2026-11-20 09:00:00', useTime: null });
};
/** Buy now: one 勐海古树普洱生茶饼 357克 / 2019, ¥368.00 of 普洱茶 and no green tea. */
const PUER_ONLY = '/shoppingCart/confirmOrder?buyNow=g-1001:sku-1001-1:1';

/** Opens the coupon sheet once the coupons are rated (`usable` of them) and gives the green coupon's card. */
async function openSheetAt(canvas: Parameters<typeof couponRow>[0], t: StoryText, usable: number) {
  await expect(await canvas.findByText(t('cart.couponAvailable', { count: usable }))).toBeVisible();
  await userEvent.click(couponRow(canvas, t));
  const popup = await findOpenSheet('coupon-popup');
  const card = within(popup)
    .getAllByTestId('coupon-card')
    .find((candidate) => candidate.textContent?.includes(GREEN));
  if (!card) throw new Error(`${GREEN} is not listed`);
  return { popup, card };
}

/**
 * An order of 普洱茶 only: the green-tea coupon is listed under 不可用优惠券 with 仅限绿茶类商品可用
 * (not as a radio); the two shop-wide coupons are the usable ones.
 */
export const CategoryCouponOnlyForItsGoods: Story = story({ parameters: { route: PUER_ONLY }, beforeEach: holdsGreenCoupon }, async ({ canvas, t }) => {
  const { popup, card } = await openSheetAt(canvas, t, 2);
  await expect(popup).toHaveTextContent(t('cart.couponUsable', { count: 2 }));
  await expect(popup).toHaveTextContent(t('cart.couponUnusable', { count: 1 }));
  await expect(card).toHaveTextContent(t('cart.couponOnlyCategory', { category: '绿茶' }));
  await expect(card.closest('[role="radio"]')).toBeNull();
});

/**
 * ¥368 of 普洱茶 and one 明前西湖龙井 at ¥198: the order is well past ¥199, its green tea is not,
 * so the coupon says how much more green tea it needs (绿茶类商品还差 ¥1.00 可用).
 */
export const CategoryCouponShortOfItsLines: Story = story(
  {
    parameters: { route: '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3006' },
    beforeEach: () => {
      holdsGreenCoupon();
      db.cartLines.push({ cartId: 'cart-3006', memberId: 'm-10086', goodsId: 'g-1201', skuId: 'sku-1201-2', quantity: 1, selected: 1, createTime: '2026-11-20 09:40:00' });
    },
  },
  async ({ canvas, t }) => {
    const { card } = await openSheetAt(canvas, t, 2);
    await expect(card).toHaveTextContent(t('cart.couponCategoryShortBy', { category: '绿茶', amount: '1.00' }));
    await expect(card.closest('[role="radio"]')).toBeNull();
  },
);

/**
 * The seeded cart's two lines (¥368 of 普洱茶, ¥396 of 明前西湖龙井): the green tea reaches ¥199, so
 * the coupon is offered; chosen, ¥25.00 comes off (¥714.00 -> ¥689.00).
 */
export const CategoryCouponAppliesToItsLines: Story = story({ beforeEach: holdsGreenCoupon }, async ({ canvas, t }) => {
  const { popup, card } = await openSheetAt(canvas, t, 3);
  await expect(popup).toHaveTextContent(t('cart.couponUsable', { count: 3 }));
  const radio = card.closest<HTMLElement>('[role="radio"]');
  if (!radio) throw new Error(`${GREEN} is not a choice`);
  await userEvent.click(radio);
  await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥689.00'));
  await expect(canvas.getByTestId('order-totals')).toHaveTextContent(`${t('cart.coupon')}-¥25.00`);
  await expect(canvas.getByTestId('coupon-row')).toHaveTextContent('-¥25.00');
});

/** The buy-now settle of PUER_ONLY, with its line wrongly said to be green tea (what the server checks against its own goods). */
const misreadPreview: SettlePreview = {
  settleType: 'buyNow',
  lines: [{ goodsId: 'g-1001', skuId: 'sku-1001-1', quantity: 1, goodsName: '勐海古树普洱生茶饼', mainImage: 'goods/puer-menghai.svg', specText: '357克 / 2019', price: 368, amount: 368, stock: 42, categoryId: 'c-03' }],
  cartIds: [],
  totalQuantity: 1,
  goodsAmount: 368,
  freight: 0,
  discount: 50,
  payAmount: 318,
  address: addresses[0] ?? null,
};
const REFUSED = '该优惠券仅限绿茶类商品使用，当前订单不可用';

/**
 * The server has the last word: a settle answer that got a line's category wrong offers the green
 * coupon, and 提交订单 is refused by create order (code 0 passed through). The dialog says the
 * server's reason once (no toast), and the page stays as chosen: the coupon, the amount to pay.
 */
export const CategoryCouponRefusedByServer: Story = story(
  {
    parameters: { route: PUER_ONLY, msw: { handlers: { scenario: [scenario.success(catalogue.buyNowSettle, misreadPreview)] } } },
    beforeEach: holdsGreenCoupon,
  },
  async ({ canvas, t }) => {
    const { card } = await openSheetAt(canvas, t, 3);
    const radio = card.closest<HTMLElement>('[role="radio"]');
    if (!radio) throw new Error(`${GREEN} is not a choice`);
    await userEvent.click(radio);
    await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥293.00'));
    await userEvent.click(submitButton(canvas, t));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('cart.createFailedTitle'));
    await expect(dialog).toHaveTextContent(REFUSED);
    await expectNoToast();
    await expectRoute('/shoppingCart/confirmOrder');
    await expect(payAmount(canvas)).toHaveTextContent('¥293.00');
    await expect(canvas.getByTestId('coupon-row')).toHaveTextContent('-¥25.00');
    await expect(db.memberCoupons.find((held) => held.id === 'mc-8010')?.status).toBe(0);
  },
);
