import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { antdLocaleOf, I18nProvider, useI18n } from '@/platform/i18n';
import { useAppSelector } from '@/state/hooks';
import { selectLocale } from '@/state/device';
import type { AppStore } from './store';

/** antd-mobile's own strings follow the catalogue the app shows. */
function AntdLocale({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return <ConfigProvider locale={antdLocaleOf(locale)}>{children}</ConfigProvider>;
}

function LocaleProviders({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return (
    <I18nProvider locale={locale}>
      <AntdLocale>{children}</AntdLocale>
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
