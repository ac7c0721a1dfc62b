import dayjs from 'dayjs';
import type { MyCoupon, MyCouponStatus } from '@/api/types/member';
import { fen, formatYuan, maxFen, minFen, multiplyFen, subtractFen, ZERO_FEN, type Fen } from '@/lib/money';

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
  | { usable: false; reason: 'shortBy'; shortBy: Fen }
  | { usable: false; reason: 'notStarted'; startDate: string }
  | { usable: false; reason: 'notUnused' };

/**
 * Whether a held coupon applies to an order and how much it takes off, in fen.
 * `goodsAmount` is the goods total; `payableGoods` is what is left of it after the shop's own
 * promotion (the coupon never takes off more than that). Money off and vouchers take their amount,
 * a discount coupon takes the rate off the goods total. Expiry is the server's `status`.
 */
export function couponUsability(
  coupon: CouponCardData & { status: MyCouponStatus },
  goodsAmount: Fen,
  payableGoods: Fen,
  now = dayjs(),
): CouponUsability {
  if (coupon.status !== 0) return { usable: false, reason: 'notUnused' };
  if (now.isBefore(dayjs(coupon.startTime))) return { usable: false, reason: 'notStarted', startDate: dayjs(coupon.startTime).format('YYYY.MM.DD') };
  const threshold = fen(coupon.threshold);
  if (goodsAmount < threshold) return { usable: false, reason: 'shortBy', shortBy: subtractFen(threshold, goodsAmount) };
  const off = coupon.type === 2 ? multiplyFen(goodsAmount, 1 - coupon.discount) : fen(coupon.amount);
  return { usable: true, off: maxFen(ZERO_FEN, minFen(off, payableGoods)) };
}
