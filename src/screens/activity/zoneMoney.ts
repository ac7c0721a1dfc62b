import { addFen, fen, maxFen, minFen, subtractFen, ZERO_FEN, type Fen } from '@/lib/money';

export type CreditZoneKind = 'deduction' | 'cash';

/** The zone the query names: `?zone=cash` is the cash-coupon zone, anything else the deduction zone. */
export function zoneOf(value: string | null): CreditZoneKind {
  return value === 'cash' ? 'cash' : 'deduction';
}

/**
 * What points (deduction zone) or a cash coupon (cash-coupon zone) cover of a goods, in fen: the
 * zone's amount, never more than the price; and what is left to pay. The server sends yuan.
 */
export function zoneCover(price: number, zoneAmount: number): { covers: Fen; rest: Fen } {
  const full = fen(price);
  const covers = minFen(fen(zoneAmount), full);
  return { covers, rest: maxFen(subtractFen(full, covers), ZERO_FEN) };
}

/** The member's usable cash coupons: how many and what they add up to, in fen. */
export function walletTotal(coupons: readonly { amount: number; status: 0 | 1 | 2 }[]): { count: number; total: Fen } {
  const usable = coupons.filter((coupon) => coupon.status === 0);
  return { count: usable.length, total: addFen(ZERO_FEN, ...usable.map((coupon) => fen(coupon.amount))) };
}
