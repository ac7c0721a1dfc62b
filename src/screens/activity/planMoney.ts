import dayjs from 'dayjs';
import type { CashCoupon, Proposal } from '@/api/types/pay';
import { fen, subtractFen, ZERO_FEN, type Fen } from '@/lib/money';
import { spendWhole } from '@/lib/spendWhole';

/*
 * A cash-coupon plan in the buyer's terms, in integer fen (the server sends yuan): what a use would
 * spend of the usable cash coupons (status 0), by the server's rule (src/lib/spendWhole.ts).
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
  const { held, spend, spent } = spendWhole(coupons.filter((coupon) => coupon.status === 0), need);
  return { need, held, spend, spent, short: held < need ? subtractFen(need, held) : ZERO_FEN };
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
