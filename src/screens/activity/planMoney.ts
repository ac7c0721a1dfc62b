import dayjs from 'dayjs';
import type { CashCoupon, Proposal } from '@/api/types/pay';
import { addFen, fen, subtractFen, ZERO_FEN, type Fen } from '@/lib/money';

/*
 * A cash-coupon plan in the buyer's terms, in integer fen (the server sends yuan). The same rule
 * as the server's: usable cash coupons (status 0) are spent whole, earliest expiry first (then the
 * earliest received), until they reach what the plan needs; no change is given.
 */

export interface PlanSpend {
  /** what the plan needs */
  need: Fen;
  /** what the buyer's usable cash coupons add up to */
  held: Fen;
  /** the coupons a use would spend (none when they fall short) */
  spend: CashCoupon[];
  /** what those coupons are worth together (at least `need`) */
  spent: Fen;
  /** what is missing, 0 when the buyer holds enough */
  short: Fen;
}

export function planSpend(coupons: readonly CashCoupon[], needAmount: number): PlanSpend {
  const need = fen(needAmount);
  const usable = coupons
    .filter((coupon) => coupon.status === 0)
    .sort((a, b) => a.expireDate.localeCompare(b.expireDate) || a.createTime.localeCompare(b.createTime));
  const held = addFen(ZERO_FEN, ...usable.map((coupon) => fen(coupon.amount)));
  if (held < need) return { need, held, spend: [], spent: ZERO_FEN, short: subtractFen(need, held) };
  const spend: CashCoupon[] = [];
  let spent = ZERO_FEN;
  for (const coupon of usable) {
    if (spent >= need) break;
    spend.push(coupon);
    spent = addFen(spent, fen(coupon.amount));
  }
  return { need, held, spend, spent, short: ZERO_FEN };
}

/** What a plan's row and button say: 去使用, or why it cannot be used. */
export type PlanState = 'open' | 'used' | 'ended' | 'upcoming';

export function planState(plan: Pick<Proposal, 'status' | 'used'>): PlanState {
  if (plan.used) return 'used';
  if (plan.status === 2) return 'ended';
  if (plan.status === 0) return 'upcoming';
  return 'open';
}

/** A server time ('YYYY-MM-DD HH:mm:ss', Beijing wall clock) as its day. */
export function shownDay(time: string): string {
  const day = dayjs(time);
  return day.isValid() ? day.format('YYYY-MM-DD') : time;
}
