import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { QueryView, type QuerySource } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import styles from './InfiniteList.module.css';

/** What an RTK Query infinite-query hook returns, reduced to what a list needs. */
export interface InfiniteSource<Page> extends QuerySource<{ pages: Page[] }> {
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface InfiniteListProps<Item> {
  source: InfiniteSource<{ list: Item[] }>;
  /** renders all loaded items (a grid or a list) */
  children: (items: Item[]) => ReactNode;
  /** shown when the first page is empty */
  empty?: ReactNode;
  /** loading placeholder for the first page */
  skeleton?: ReactNode;
}

/**
 * A paged list with pull to refresh and infinite scroll, shown through QueryView: skeleton while
 * the first page loads, empty state, error state with retry, and a retry row when a later page
 * fails (loaded items stay).
 */
export function InfiniteList<Item>({ source, children, empty, skeleton }: InfiniteListProps<Item>) {
  const { t } = useI18n();
  const items = source.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <QueryView query={source} skeleton={skeleton} empty={empty} isEmpty={() => items.length === 0}>
      {() => (
        <PullToRefresh
          onRefresh={async () => {
            await source.refetch();
          }}
        >
          {children(items)}
          {source.isFetchNextPageError ? (
            <button type="button" className={styles.retryRow} onClick={() => void source.fetchNextPage()}>
              {t('list.loadMoreFailed')}
            </button>
          ) : (
            <InfiniteScroll
              hasMore={source.hasNextPage}
              loadMore={async () => {
                await source.fetchNextPage();
              }}
            >
              {source.hasNextPage ? t('list.loadingMore') : t('list.noMore')}
            </InfiniteScroll>
          )}
        </PullToRefresh>
      )}
    </QueryView>
  );
}
