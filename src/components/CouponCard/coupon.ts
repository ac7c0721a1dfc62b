import dayjs from 'dayjs';
import type { MyCoupon, MyCouponStatus } from '@/api/types/member';
import { addFen, fen, formatYuan, maxFen, minFen, multiplyFen, subtractFen, ZERO_FEN, type Fen } from '@/lib/money';

/** What a coupon card shows: the fields shared by the coupon centre and "my coupons" entries. */
export type CouponCardData = Pick<MyCoupon, 'name' | 'type' | 'amount' | 'discount' | 'threshold' | 'description' | 'startTime' | 'endTime'>;

/**
 * unused / used / expired: a coupon the member holds; receivable / received / soldOut / limitReached:
 * a coupon-centre entry (what the server's receive state says).
 */
export type CouponCardStatus = 'unused' | 'used' | 'expired' | 'receivable' | 'received' | 'soldOut' | 'limitReached';

const HELD_STATUS: Record<MyCouponStatus, CouponCardStatus> = { 0: 'unused', 1: 'used', 2: 'expired' };

/** The card status of a held coupon (myCoupons `status`: 0 unused, 1 used, 2 expired). */
export function heldCouponStatus(status: MyCouponStatus): CouponCardStatus {
  return HELD_STATUS[status];
}

/** Yuan as short as it reads naturally: 299 -> '299', 9.9 -> '9.90'. */
export function shortYuan(value: number): string {
  return Number.isInteger(value) ? String(value) : formatYuan(value);
}

/** A discount rate as 折 (0.9 -> '9', 0.85 -> '8.5') and as percent off (0.9 -> '10'). */
export function discountParts(rate: number): { zhe: string; off: string } {
  return { zhe: String(Math.round(rate * 100) / 10), off: String(Math.round((1 - rate) * 100)) };
}

export type CouponUsability =
  | { usable: true; off: Fen }
  /** short of the threshold; `categoryName` when only one category's goods count towards it */
  | { usable: false; reason: 'shortBy'; shortBy: Fen; categoryName?: string }
  | { usable: false; reason: 'notStarted'; startDate: string }
  /** a category coupon and the order has none of that category's goods (`categoryName` when known) */
  | { usable: false; reason: 'category'; categoryName?: string }
  | { usable: false; reason: 'notUnused' };

/** What a coupon is rated against: the order's goods lines and what the shop's promotion leaves to pay. */
export interface CouponOrder {
  /** each goods line's category ('' for none) and amount */
  lines: readonly { categoryId: string; amount: Fen }[];
  /** the goods total less the shop's own promotion: a coupon never takes off more than this */
  payableGoods: Fen;
}

/** The coupon fields the rule reads. */
export type RatedCouponData = CouponCardData & Pick<MyCoupon, 'status' | 'categoryId' | 'categoryName'>;

/**
 * Whether a held coupon applies to an order and how much it takes off, in fen.
 * A coupon with a category (a goods coupon of that category) covers only the order's lines of that
 * category: their sum must reach the threshold, and the coupon takes off no more than that sum. Any
 * other coupon covers the whole goods total. Money off and vouchers take their amount, a discount
 * coupon takes its rate off what it covers; never more than `payableGoods`. Expiry is the server's
 * `status`.
 */
export function couponUsability(coupon: RatedCouponData, order: CouponOrder, now = dayjs()): CouponUsability {
  if (coupon.status !== 0) return { usable: false, reason: 'notUnused' };
  if (now.isBefore(dayjs(coupon.startTime))) return { usable: false, reason: 'notStarted', startDate: dayjs(coupon.startTime).format('YYYY.MM.DD') };
  const { categoryId } = coupon;
  const categoryName = categoryId ? (coupon.categoryName ?? undefined) : undefined;
  const covered = categoryId ? order.lines.filter((line) => line.categoryId === categoryId) : order.lines;
  if (categoryId && covered.length === 0) return { usable: false, reason: 'category', ...(categoryName ? { categoryName } : {}) };
  const coveredAmount = addFen(...covered.map((line) => line.amount));
  const threshold = fen(coupon.threshold);
  if (coveredAmount < threshold) return { usable: false, reason: 'shortBy', shortBy: subtractFen(threshold, coveredAmount), ...(categoryName ? { categoryName } : {}) };
  const off = coupon.type === 2 ? multiplyFen(coveredAmount, 1 - coupon.discount) : fen(coupon.amount);
  return { usable: true, off: maxFen(ZERO_FEN, minFen(off, coveredAmount, order.payableGoods)) };
}
