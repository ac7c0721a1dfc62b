import { createElement, useState } from 'react';
import { useAction } from '@/hooks/useAction';
import { useI18n } from '@/platform/i18n';
import { browserStores, CACHE_PARTS, clearCache, formatBytes, measureCache, totalOf, type CacheSizes } from './localCache';
import '@/platform/i18n/areas/set';

/**
 * The settings list's 清除缓存: the size of what the app keeps on the device (measured when the
 * screen opens), and the action that asks first, listing each part's size, clears them and shows
 * the size measured again.
 */
export function useClearCache() {
  const { t } = useI18n();
  const [sizes, setSizes] = useState<CacheSizes>(() => {
    const { local, session } = browserStores();
    return measureCache(local, session);
  });
  const total = totalOf(sizes);

  const clear = useAction(
    () => {
      const { local, session } = browserStores();
      const before = totalOf(measureCache(local, session));
      const after = clearCache(local, session);
      setSizes(after);
      return Promise.resolve(Math.max(0, before - totalOf(after)));
    },
    {
      confirm: () => ({
        title: t('set.cache.title'),
        content: createElement(
          'div',
          { 'data-testid': 'cache-parts' },
          createElement('p', { style: { margin: '0 0 8px' } }, t('set.cache.body')),
          ...CACHE_PARTS.map((part) =>
            createElement('p', { key: part, style: { margin: '2px 0', display: 'flex', justifyContent: 'space-between', gap: 12 } }, createElement('span', null, t(`set.cache.parts.${part}`)), createElement('span', null, formatBytes(sizes[part]))),
          ),
        ),
        confirmText: t('set.cache.confirm'),
        cancelText: t('set.cache.cancel'),
      }),
      success: (freed) => t('set.cache.cleared', { size: formatBytes(freed) }),
      wording: { fallback: 'set.cache.failed' },
    },
  );

  return { total, label: total > 0 ? formatBytes(total) : t('set.cache.nothing'), clear };
}
