import { zhCN, type AreaMessages, type LazyArea, type Messages } from './zh-CN';

export type Locale = 'zh-CN' | 'en-US';

/*
 * The loaded catalogues. zh-CN starts with the strings every page needs; a screen area's strings
 * arrive with the area's code (areas/<area>.ts calls registerArea when it is imported), so /home
 * does not carry the cart's or the login page's words. Other locales load whole, on demand.
 */
const catalogues: Partial<Record<Locale, Partial<Messages>>> = { 'zh-CN': { ...zhCN } };

export function registerArea<A extends LazyArea>(area: A, messages: AreaMessages[A]): void {
  const zh = catalogues['zh-CN'];
  if (zh) zh[area] = messages;
}

export function catalogueOf(locale: Locale): Partial<Messages> | undefined {
  return catalogues[locale];
}

export function setCatalogue(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
}
