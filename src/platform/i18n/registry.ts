import type { Widen } from './widen';
import { zhCN } from './zh-CN';

export type Locale = 'zh-CN' | 'en-US';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

/** Whether `value` names a locale the app has (a stored or linked value may name anything, e.g. 'constructor'). */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/*
 * The loaded catalogues, and the one way a screen area's strings join them.
 *
 * An area is two files: areas/<area>.ts holds its zh-CN source strings and areas/<area>.en-US.ts
 * their English. The zh-CN file calls `registerArea` when imported and adds its type to
 * `AreaMessages` (a `declare module '../registry'` block), so `MessageKey` checks `t('<area>.x')`
 * at compile time; every module that uses an area's keys imports areas/<area> itself, so a page
 * carries only its own areas' words (the /home bundle has no cart or login strings). The one
 * exception is home, which index.tsx imports with the shell. en-US.ts finds the English files by a
 * glob and loads them all at once with that locale. Nothing else lists areas.
 */

/** Each areas/<area>.ts adds `<area>: typeof <its strings>` here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaMessages {}
export type Area = keyof AreaMessages;
export type Messages = Widen<typeof zhCN & AreaMessages>;

/** zh-CN starts with the strings every page needs and gains each area as it loads. */
const zh: Partial<Messages> = { ...zhCN };
/** Other locales load whole, on demand. */
const catalogues: Partial<Record<Locale, Partial<Messages>>> = { 'zh-CN': zh };

export function registerArea<A extends Area>(area: A, messages: AreaMessages[A]): void {
  zh[area] = messages;
}

/** The catalogue of a supported locale once loaded; never an Object.prototype member. */
export function catalogueOf(locale: Locale): Partial<Messages> | undefined {
  return isLocale(locale) && Object.hasOwn(catalogues, locale) ? catalogues[locale] : undefined;
}

export function setCatalogue(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
}
