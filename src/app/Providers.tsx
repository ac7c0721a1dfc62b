import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from '@/platform/i18n';
import { useAppSelector } from './hooks';
import { selectLocale } from './slices/device';
import type { AppStore } from './store';

function LocaleProviders({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return (
    <I18nProvider locale={locale}>
      <ConfigProvider locale={locale === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>
    </I18nProvider>
  );
}

/** Everything a screen needs around it: store, message catalogue, antd-mobile locale. Used by app and stories. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocaleProviders>{children}</LocaleProviders>
    </Provider>
  );
}
