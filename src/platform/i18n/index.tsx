import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { enUS } from './en-US';
import { zhCN, type Messages } from './zh-CN';

/*
 * A typed message catalogue written by hand rather than i18next/react-intl: keys are checked at
 * compile time against the zh-CN source (a missing en-US string is a type error), it costs no
 * runtime bytes on the /home budget, and the app needs only `{name}` interpolation.
 */
export type Locale = 'zh-CN' | 'en-US';
export const locales: Record<Locale, Messages> = { 'zh-CN': zhCN, 'en-US': enUS };
export const defaultLocale: Locale = 'zh-CN';

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T & string];
export type MessageKey = Paths<Messages>;
export type RouteTitleKey = keyof Messages['route'];

export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  let node: unknown = locales[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : text;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const I18nContext = createContext<{ locale: Locale; t: Translate }>({
  locale: defaultLocale,
  t: (key, params) => translate(defaultLocale, key, params),
});

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useCallback<Translate>((key, params) => translate(locale, key, params), [locale]);
  const value = useMemo(() => ({ locale, t }), [locale, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  return useContext(I18nContext);
}
