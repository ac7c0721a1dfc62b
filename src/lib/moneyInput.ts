import { fenOf, type Fen } from './money';

/*
 * A money amount as a user types it, read without rewriting it.
 *
 * A plain amount is ASCII digits, then optionally one point and at most two decimals: "12",
 * "12.5", "12.50", "12." (twelve yuan). Full-width digits (１２) and the full-width point (．) are
 * read as their ASCII forms, because Chinese keyboards type them; spaces around the amount are
 * ignored. Anything else is refused with a reason, never repaired: "12。5" is not 125, "1e2" is
 * not 12, "-5" is not 5 and "1.234" is not 1.23. The field keeps exactly what was typed and says
 * the reason; nothing is sent until the amount is plain. The result is integer fen.
 */

/** Why a typed amount is refused: each has a message in the `input` catalogue area (`input.money.<reason>`). */
export type MoneyProblem =
  /** nothing typed */
  | 'required'
  /** a sign in front (-5, +5): amounts are typed without one */
  | 'sign'
  /** more than two decimals (1.234) */
  | 'decimals'
  /** anything but digits and one point (12。5, 1e2, 1,000, ¥12) */
  | 'format'
  /** more whole digits than an amount can have */
  | 'tooLarge'
  /** 0 where more than 0 is needed */
  | 'zero'
  /** above the field's maximum */
  | 'overMax';

export interface MoneyBounds {
  /** the most the field takes, in fen */
  max?: Fen;
  /** whether 0 is an amount (default: no, an amount must be more than 0) */
  allowZero?: boolean;
}

export type MoneyReading = { fen: Fen } | { problem: MoneyProblem };

/** At most 9 whole digits (under a billion yuan): far above any amount, and exact as integer fen. */
export const MONEY_WHOLE_DIGITS = 9;

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_POINT = /\uFF0E/g;
const PLAIN = /^([0-9]+)(?:\.([0-9]*))?$/;

/** Full-width digits and point as ASCII; nothing else is folded (NFKC would also read ² as 2). */
function foldFullWidth(text: string): string {
  return text.replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0)).replace(FULL_WIDTH_POINT, '.');
}

/** Spaces around the amount, ASCII and the ideographic space (U+3000). */
const trimSpaces = (text: string) => text.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');

/** The amount typed, in fen, or why it is refused (see above). */
export function parseMoneyInput(text: string, bounds: MoneyBounds = {}): MoneyReading {
  const value = foldFullWidth(trimSpaces(text));
  if (value === '') return { problem: 'required' };
  if (/^[-+\u2212\uFF0B\uFF0D]/.test(value)) return { problem: 'sign' };
  const match = PLAIN.exec(value);
  if (!match) return { problem: 'format' };
  const [, whole = '', decimals = ''] = match;
  if (decimals.length > 2) return { problem: 'decimals' };
  if (whole.replace(/^0+(?=\d)/, '').length > MONEY_WHOLE_DIGITS) return { problem: 'tooLarge' };
  const amount = fenOf(Number(whole) * 100 + Number(decimals.padEnd(2, '0')));
  if (amount === 0 && !bounds.allowZero) return { problem: 'zero' };
  if (bounds.max !== undefined && amount > bounds.max) return { problem: 'overMax' };
  return { fen: amount };
}

/** The problems a field shows while the user is still typing: what was typed is not an amount at all, or too much. */
export const SHOWN_WHILE_TYPING: ReadonlySet<MoneyProblem> = new Set<MoneyProblem>(['sign', 'decimals', 'format', 'tooLarge', 'overMax']);
