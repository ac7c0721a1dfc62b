import antdEnUS from 'antd-mobile/es/locales/en-US';
import antdZhCN from 'antd-mobile/es/locales/zh-CN';
import { localeOf } from '../support/text';

/**
 * Helpers for play functions that look for UI text in either locale (see stories/support/text.ts):
 * antd-mobile's own strings (the stepper's + / −), and names built from several catalogue
 * strings, matched as patterns with every special character escaped.
 */

/** antd-mobile's strings in the story's locale (the app's Providers pick the same table). */
export function antdTextOf(globals: Record<string, unknown> | undefined) {
  return localeOf(globals) === 'en-US' ? antdEnUS : antdZhCN;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole name made of these parts, with or without white space between them. */
export function joined(...parts: string[]): RegExp {
  return new RegExp(`^${parts.map((part) => escape(part.trim())).join('\\s*')}$`);
}

/** A name that begins with this text (e.g. a button that also reads out a count). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escape(text)}`);
}

/** A stand-in for a number in a catalogue string, for `withAnyNumber`: t('cart.stockLow', { count: ANY_NUMBER }). */
export const ANY_NUMBER = '\u0000';

/** The whole text, with any whole number where ANY_NUMBER stands (e.g. 仅剩 n 件 for whatever n). */
export function withAnyNumber(text: string): RegExp {
  return new RegExp(`^${escape(text.trim()).split(ANY_NUMBER).join('\\d+')}$`);
}
