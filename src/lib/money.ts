/**
 * Money, in integer fen.
 *
 * The servers send amounts as yuan in JSON numbers with at most two decimals (128.5 is ¥128.50).
 * Adding or multiplying those floats drifts (0.1 + 0.2 = 0.30000000000000004), so every sum,
 * difference, product and comparison is done on integer fen, and yuan appear only at the edges:
 * `fen()` when an amount arrives, `toYuan()` when one is sent, `formatFen()` when one is shown.
 * `Fen` is a branded number, so a yuan float cannot be passed where fen are expected.
 */
import { fen, type Fen } from './fen';

// the unit and its display live in ./fen (the price label imports only those); this is the whole API
export { fen, formatFen, formatYuan, type Fen } from './fen';

/** An integer count of fen as a `Fen` (e.g. a constant written in fen). */
export function fenOf(count: number): Fen {
  if (!Number.isInteger(count)) throw new RangeError(`fen must be an integer, got ${count}`);
  return count as Fen;
}

export const ZERO_FEN = 0 as Fen;

/** yuan for a request body or a mock response: at most two decimals, exact. */
export function toYuan(amount: Fen): number {
  return amount / 100;
}

export function addFen(...amounts: Fen[]): Fen {
  return amounts.reduce<number>((sum, amount) => sum + amount, 0) as Fen;
}

export function subtractFen(from: Fen, amount: Fen): Fen {
  return (from - amount) as Fen;
}

/** amount x factor, rounded to the nearest fen (a quantity, a discount rate, a commission rate). */
export function multiplyFen(amount: Fen, factor: number): Fen {
  return Math.round(amount * factor) as Fen;
}

/** Sum of `pick(item)` yuan amounts over items, in fen (each amount converted before adding). */
export function sumYuan<T>(items: Iterable<T>, pick: (item: T) => number): Fen {
  let total = 0;
  for (const item of items) total += fen(pick(item));
  return total as Fen;
}

export function minFen(first: Fen, ...rest: Fen[]): Fen {
  return Math.min(first, ...rest) as Fen;
}

export function maxFen(first: Fen, ...rest: Fen[]): Fen {
  return Math.max(first, ...rest) as Fen;
}

export function clampFen(amount: Fen, min: Fen, max: Fen): Fen {
  return Math.min(max, Math.max(min, amount)) as Fen;
}

/** true when a yuan amount has no more than two decimals (e.g. a typed withdrawal amount). */
export function isWholeFen(yuan: number): boolean {
  return Number.isFinite(yuan) && Math.abs(fen(yuan) - yuan * 100) < 1e-6;
}
