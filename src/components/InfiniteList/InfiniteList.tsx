import { useEffect, useRef, type ReactNode } from 'react';
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

/** Px below the viewport at which the next page is asked for (antd-mobile's InfiniteScroll default). */
const THRESHOLD = 250;

/** The nearest scrolling ancestor of `element`, or the window. */
function scrollParentOf(element: HTMLElement): HTMLElement | Window {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return window;
}

/*
 * The row at the end of the list that asks for the next page once it comes within THRESHOLD px of
 * the viewport: after every render (a short first page asks again at once) and on scroll, one
 * page at a time. antd-mobile's InfiniteScroll does the same with ahooks and lodash's throttle
 * (4.4 KB gzip on every list page); this checks at most once a frame instead.
 */
function LoadMore({ hasMore, loadMore, children }: { hasMore: boolean; loadMore: () => Promise<unknown>; children: ReactNode }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const frame = useRef(0);
  const latest = useRef({ hasMore, loadMore });
  useEffect(() => {
    latest.current = { hasMore, loadMore };
  });

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let live = true;
    const check = () => {
      frame.current = 0;
      if (!live || loading.current || !latest.current.hasMore || !row.offsetParent) return;
      const parent = scrollParentOf(row);
      const bottom = parent === window ? window.innerHeight : (parent as HTMLElement).getBoundingClientRect().bottom;
      if (row.getBoundingClientRect().top - THRESHOLD > bottom) return;
      loading.current = true;
      const done = () => {
        loading.current = false;
        if (live) schedule(); // the new page may still leave the row in view
      };
      latest.current.loadMore().then(done, done);
    };
    const schedule = () => {
      if (frame.current === 0) frame.current = requestAnimationFrame(check);
    };
    const parent = scrollParentOf(row);
    parent.addEventListener('scroll', schedule, { passive: true });
    schedule();
    return () => {
      live = false;
      parent.removeEventListener('scroll', schedule);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [hasMore]);

  return (
    <div className={styles.more} ref={rowRef}>
      {children}
    </div>
  );
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
            <LoadMore hasMore={source.hasNextPage} loadMore={source.fetchNextPage}>
              {source.hasNextPage ? t('list.loadingMore') : t('list.noMore')}
            </LoadMore>
          )}
        </PullToRefresh>
      )}
    </QueryView>
  );
}
