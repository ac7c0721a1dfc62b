import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { persistedState } from '@/app/store';
import { I18nProvider, translate, useI18n, type Locale, type MessageKey } from '@/platform/i18n';
import { deviceSlice, localeChanged } from '@/state/device';

/** What a stored, linked or hand-edited locale can say that is no locale of the app. */
const HOSTILE = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'fr-FR'] as unknown as Locale[];

function Title() {
  const { t, locale } = useI18n();
  return <h1 data-locale={locale}>{t('app.name')}</h1>;
}

/** Issue 10 item 7: catalogue lookups see own keys only, and an unknown locale is never kept. */
describe('message lookup', () => {
  it.each(HOSTILE)('locale %s reads as zh-CN, not as raw keys', (locale) => {
    expect(translate(locale, 'app.name')).toBe('茶商城');
    expect(translate(locale, 'route./home')).toBe('首页');
  });

  it('a key naming an Object.prototype member is no message', () => {
    for (const key of ['constructor', 'app.constructor', 'app.__proto__', 'toString'] as unknown as MessageKey[]) expect(translate('zh-CN', key)).toBe(key);
  });

  it('the provider shows zh-CN for a locale the app does not have', () => {
    render(
      <I18nProvider locale={'constructor' as Locale}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('茶商城');
    expect(screen.getByRole('heading')).toHaveAttribute('data-locale', 'zh-CN');
  });

  it('a stored locale that is not supported is reset, and the device slice never takes one', () => {
    window.localStorage.setItem('locale', '"constructor"');
    expect(persistedState().device?.locale).toBe('zh-CN');
    expect(window.localStorage.getItem('locale')).toBeNull();
    const state = deviceSlice.reducer(undefined, localeChanged('constructor' as Locale));
    expect(state.locale).toBe('zh-CN');
  });
});
