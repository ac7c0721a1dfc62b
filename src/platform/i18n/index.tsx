import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import antdZhCN from 'antd-mobile/es/locales/zh-CN';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { catalogueOf, isLocale, setCatalogue, type Locale, type Messages } from './registry';
// The landing page's area ships with the shell's strings: /home needs it at once, and its words
// compress best beside the shell's. Every other area loads with the screens that use it.
import './areas/home';

/*
 * A typed message catalogue written by hand rather than i18next/react-intl: keys are checked at
 * compile time against the zh-CN source (a missing en-US string is a type error), it costs no
 * runtime bytes on the /home budget, and the app needs only `{name}` interpolation.
 */
export { isLocale, type Locale } from './registry';
export const defaultLocale: Locale = 'zh-CN';

/*
 * zh-CN ships with the app (see registry.ts); other catalogues load when a user's locale asks for
 * them, so a Chinese page does not carry the English strings. Until one has loaded, zh-CN stands in.
 */
const loaders: Record<Exclude<Locale, 'zh-CN'>, () => Promise<Messages>> = {
  'en-US': async () => {
    const [app, antd] = await Promise.all([import('./en-US'), import('antd-mobile/es/locales/en-US')]);
    antdLocales['en-US'] = antd.default;
    return app.enUS;
  },
};

/** antd-mobile's own strings per locale: each loads with the locale's catalogue (zh-CN with the app). */
const antdLocales: Partial<Record<Locale, AntdLocale>> = { 'zh-CN': antdZhCN };

/** antd-mobile's strings for a locale `useI18n` gives (so its catalogue, and these, have loaded). */
export function antdLocaleOf(locale: Locale): AntdLocale {
  return antdLocales[locale] ?? antdZhCN;
}

export function isLocaleLoaded(locale: Locale): boolean {
  return catalogueOf(locale) !== undefined;
}

/** Loads a locale's catalogue (once); the app awaits it before its first render, stories in a loader. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale) || locale === 'zh-CN' || catalogueOf(locale)) return;
  setCatalogue(locale, await loaders[locale]());
}

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T & string];
export type MessageKey = Paths<Messages>;
export type RouteTitleKey = keyof Messages['route'];

/** The child of a catalogue node by its own key only: 'constructor' or 'toString' are not messages. */
function child(node: unknown, part: string): unknown {
  return typeof node === 'object' && node !== null && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
}

/**
 * The message of `key` in `locale` (zh-CN while that catalogue is not loaded, or for a locale the
 * app does not have); the key itself when there is none. `{name}` takes `params.name` (own keys only).
 */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  let node: unknown = catalogueOf(locale) ?? catalogueOf(defaultLocale);
  for (const part of key.split('.')) node = child(node, part);
  const text = typeof node === 'string' ? node : key;
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(params, name) ? String(params[name] ?? m) : m)) : text;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const I18nContext = createContext<{ locale: Locale; t: Translate }>({
  locale: defaultLocale,
  t: (key, params) => translate(defaultLocale, key, params),
});

/** Provides `locale` once its catalogue is loaded (loading it if needed); zh-CN until then. */
export function I18nProvider({ locale: wanted, children }: { locale: Locale; children: ReactNode }) {
  const [, setLoaded] = useState(0);
  const locale = isLocale(wanted) && isLocaleLoaded(wanted) ? wanted : defaultLocale;
  useEffect(() => {
    if (!isLocale(wanted) || isLocaleLoaded(wanted)) return undefined;
    let live = true;
    loadLocale(wanted).then(
      () => live && setLoaded((count) => count + 1),
      (error: unknown) => console.warn(`[i18n] the ${wanted} catalogue did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const t = useCallback<Translate>((key, params) => translate(locale, key, params), [locale]);
  const value = useMemo(() => ({ locale, t }), [locale, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  return useContext(I18nContext);
}
