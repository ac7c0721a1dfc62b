import type { PageResult } from '@/api/types/common';
import type { MyCoupon } from '@/api/types/member';
import type { SettlePreview } from '@/api/types/order';
import { couponUsability, type CouponOrder } from '@/components/CouponCard/coupon';
import { fen, subtractFen } from '@/lib/money';
import type { RatedCoupon } from './CouponPopup';

/*
 * Checkout's view of the member's coupons: what the settle preview gives a coupon to be rated
 * against, and the unused coupons of a page rated for it (the sheet and the coupon row read these).
 */

/** The preview's lines (category and amount, in fen) and the goods total less the shop's promotion. */
export function couponOrderOf(preview: Pick<SettlePreview, 'lines' | 'goodsAmount' | 'discount'>): CouponOrder {
  return {
    lines: preview.lines.map((line) => ({ categoryId: line.categoryId, amount: fen(line.amount) })),
    payableGoods: subtractFen(fen(preview.goodsAmount), fen(preview.discount)),
  };
}

/** The unused coupons of a page, each with whether it applies to the order and what it takes off. */
export function rateCoupons(page: PageResult<MyCoupon>, order: CouponOrder): RatedCoupon[] {
  return page.list.filter((coupon) => coupon.status === 0).map((coupon) => ({ coupon, usability: couponUsability(coupon, order) }));
}
