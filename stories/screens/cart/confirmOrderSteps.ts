import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SettlePreview } from '@/api/types/order';
import { findOpenSheet } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { containing, type StoryText } from '../../support/text';

/*
 * What the confirm-order stories share: the route they settle, the remark they type, and the steps
 * a buyer takes (type the remark, choose a coupon).
 */

/**
 * Confirm order (/shoppingCart/confirmOrder) settling the buyer's two ticked cart lines
 * (`?cartIds=cart-3001,cart-3002`, what the cart's navigation state is mirrored to):
 * goods ¥764.00, free shipping, 满 299 减 50, pay ¥714.00; default address in 福州.
 */
export const CART_ROUTE = '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002';
export const DRAFT_KEY = 'tm.orderDraft.cart:cart-3001,cart-3002';
export const REMARK = '周末前送达，请用礼盒包装';

export const emptyPreview: SettlePreview = {
  settleType: 'cart',
  lines: [],
  cartIds: [],
  totalQuantity: 0,
  goodsAmount: 0,
  freight: 0,
  discount: 0,
  payAmount: 0,
  address: null,
};

export const payAmount = (canvas: Canvas) => canvas.getByTestId('pay-amount');
export const submitButton = (canvas: Canvas, t: StoryText) => canvas.getByRole('button', { name: t('cart.submit') });
/** The coupon row, which opens the coupon sheet. */
export const couponRow = (canvas: Canvas, t: StoryText) => canvas.getByRole('button', { name: containing(t('cart.coupon')) });

export async function typeRemark(canvas: Canvas, t: StoryText) {
  const remark = await canvas.findByRole('textbox', { name: t('cart.remark') });
  await userEvent.type(remark, REMARK);
  return remark;
}


/** Opens the coupon sheet and chooses 暖茶节满 199 减 30: ¥714.00 becomes ¥684.00. */
export async function chooseWinterCoupon(canvas: Canvas, t: StoryText) {
  await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥714.00'));
  await expect(await canvas.findByText(t('cart.couponAvailable', { count: 2 }))).toBeVisible();
  await userEvent.click(couponRow(canvas, t));
  const popup = await findOpenSheet('coupon-popup');
  await expect(popup).toHaveTextContent(t('cart.couponUsable', { count: 2 }));
  const winter = within(popup)
    .getAllByRole('radio')
    .find((radio) => radio.textContent?.includes('暖茶节满 199 减 30'));
  if (!winter) throw new Error('coupon 暖茶节满 199 减 30 not listed');
  await userEvent.click(winter);
  await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥684.00'));
}
