import { addFen, fen, ZERO_FEN, type Fen } from './money';

/** A value spent whole (a cash coupon): what it is worth (yuan, as the server sends it), when it expires and when it came. */
export interface WholeValue {
  amount: number;
  expireDate: string;
  createTime: string;
}

export interface WholeSpend<T> {
  /** what all of `usable` adds up to */
  held: Fen;
  /** what pays the need (none when `held` falls short of it) */
  spend: T[];
  /** what `spend` is worth together: at least the need, no change given */
  spent: Fen;
}

/**
 * The cash coupons' spending rule, which the server applies and the plan's page shows ahead of
 * time: each coupon is spent whole, earliest expiry first (then the earliest received), until
 * they reach `need`; nothing is spent when all of them together fall short.
 */
export function spendWhole<T extends WholeValue>(usable: readonly T[], need: Fen): WholeSpend<T> {
  const ordered = [...usable].sort((a, b) => a.expireDate.localeCompare(b.expireDate) || a.createTime.localeCompare(b.createTime));
  const held = addFen(ZERO_FEN, ...ordered.map((value) => fen(value.amount)));
  if (held < need) return { held, spend: [], spent: ZERO_FEN };
  const spend: T[] = [];
  let spent = ZERO_FEN;
  for (const value of ordered) {
    if (spent >= need) break;
    spend.push(value);
    spent = addFen(spent, fen(value.amount));
  }
  return { held, spend, spent };
}
