import { escapeRegExp } from '../support/text';

/**
 * Patterns for names that plays build from several catalogue strings or with a number left open,
 * so they match in either locale (see stories/support/text.ts for `textOf`, `containing` and
 * antd-mobile's own strings).
 */

/** The whole name made of these parts, with or without white space between them: 购物车（5 种商品）. */
export function joined(...parts: string[]): RegExp {
  return new RegExp(`^${parts.map((part) => escapeRegExp(part.trim())).join('\\s*')}$`);
}

/** A name that begins with this text (e.g. a button that also reads out a count). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** A stand-in for a number in a catalogue string, for `withAnyNumber`: t('cart.stockLow', { count: ANY_NUMBER }). */
export const ANY_NUMBER = '\u0000';

/** The whole text, with any whole number where ANY_NUMBER stands (e.g. 仅剩 n 件 for whatever n). */
export function withAnyNumber(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text.trim()).split(ANY_NUMBER).join('\\d+')}$`);
}
