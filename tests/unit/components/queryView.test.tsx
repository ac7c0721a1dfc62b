import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/errors';
import { InfiniteList, type InfiniteSource } from '@/components/InfiniteList/InfiniteList';
import { failureShown, isEmptyData, queryState, QueryView, queryViewTestIds, type QuerySource } from '@/components/QueryView';
import { beginOpeningRender } from '@/platform/revealQueue';

const networkError: ApiError = { kind: 'network', timeout: false, message: 'Network Error' };
const serverError: ApiError = { kind: 'business', code: 500, message: '系统繁忙，请稍后再试', notify: false };

/** A query as an RTK Query hook reports it: answered with `data` unless told otherwise. */
function query<Data>(state: Partial<QuerySource<Data>> = {}): QuerySource<Data> {
  return { isLoading: false, isFetching: false, refetch: vi.fn(), ...state };
}

const teas = ['武夷山大红袍', '西湖龙井'];
const list = (data: string[]) => (
  <ul data-testid="teas">
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('queryState', () => {
  it('is loading until the first answer, whatever else the query holds', () => {
    expect(queryState(query({ isLoading: true, error: networkError }))).toEqual({ phase: 'loading' });
  });

  it('is an error only when nothing cached can be shown', () => {
    expect(queryState(query<string[]>({ error: networkError }))).toEqual({ phase: 'error', error: networkError });
    expect(queryState(query({ data: teas, error: networkError }))).toEqual({ phase: 'content', data: teas });
  });

  it('shows the failure over a stale empty result unless told to keep the empty block', () => {
    expect(queryState(query<string[]>({ data: [], error: networkError }))).toEqual({ phase: 'error', error: networkError });
    expect(queryState(query<string[]>({ data: [], error: networkError }), { keepStaleEmpty: true })).toEqual({ phase: 'empty' });
    // no data at all is an error either way
    expect(queryState(query<string[]>({ error: networkError }), { keepStaleEmpty: true })).toEqual({ phase: 'error', error: networkError });
  });

  it('is empty without data (a skipped query) or when isEmpty says so', () => {
    expect(queryState(query<string[]>())).toEqual({ phase: 'empty' });
    expect(queryState(query({ data: { total: 0 } }), { isEmpty: (data) => data.total === 0 })).toEqual({ phase: 'empty' });
    expect(queryState(query({ data: { total: 3 } }), { isEmpty: (data) => data.total === 0 })).toEqual({ phase: 'content', data: { total: 3 } });
  });
});

describe('isEmptyData', () => {
  it('counts no data, an empty array and a page without items as empty', () => {
    expect(isEmptyData(undefined)).toBe(true);
    expect(isEmptyData(null)).toBe(true);
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData({ list: [], total: 0 })).toBe(true);
    expect(isEmptyData(['西湖龙井'])).toBe(false);
    expect(isEmptyData({ list: ['西湖龙井'], total: 1 })).toBe(false);
    expect(isEmptyData({ goodsId: 'g-1101' })).toBe(false);
  });
});

describe('failureShown', () => {
  it('reads no answer as a network failure, without the transport text', () => {
    expect(failureShown(networkError)).toEqual({ kind: 'network' });
    expect(failureShown({ kind: 'network', timeout: true, message: 'timeout of 60000ms exceeded' })).toEqual({ kind: 'network' });
  });

  it("reads any other failure as the server's, in its words when it gave some", () => {
    expect(failureShown(serverError)).toEqual({ kind: 'server', message: '系统繁忙，请稍后再试' });
    expect(failureShown({ kind: 'business', code: 0, message: '', notify: false })).toEqual({ kind: 'server' });
  });

  it('gives an exception thrown around the call no words (RTK Query serialises it without a kind)', () => {
    expect(failureShown({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'list')" })).toEqual({ kind: 'server' });
  });
});

describe('QueryView', () => {
  it('shows the page skeleton while loading, or the skeleton it is given', () => {
    const { rerender } = render(<QueryView query={query<string[]>({ isLoading: true })}>{list}</QueryView>);
    expect(screen.getByTestId(queryViewTestIds.skeleton)).toHaveAttribute('aria-busy', 'true');
    rerender(
      <QueryView query={query<string[]>({ isLoading: true })} skeleton={<p>茶单加载中</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByText('茶单加载中')).toBeInTheDocument();
    expect(screen.queryByTestId(queryViewTestIds.skeleton)).toBeNull();
    expect(screen.queryByTestId('teas')).toBeNull();
  });

  it('shows a failure with a retry that refetches, busy while the retry runs', () => {
    const failed = query<string[]>({ error: networkError });
    const { rerender } = render(<QueryView query={failed}>{list}</QueryView>);
    expect(screen.getByTestId(queryViewTestIds.error)).toHaveTextContent('网络不给力，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender(<QueryView query={{ ...failed, isFetching: true }}>{list}</QueryView>);
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeDisabled();
  });

  it('shows the server message of a business failure', () => {
    render(<QueryView query={query<string[]>({ error: serverError })}>{list}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
  });

  it('shows the common server text for a failure without words meant for the user', () => {
    render(<QueryView query={query<string[]>({ error: { name: 'TypeError', message: 'x is undefined' } })}>{list}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('服务开小差了');
    expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
  });

  it('lets the screen show a failure its own way, with the same retry', () => {
    const failed = query<string[]>({ error: serverError });
    render(
      <QueryView
        query={failed}
        error={({ error, onRetry, retrying }) => (
          <button type="button" onClick={onRetry} disabled={retrying}>
            {(error as ApiError).message}，点此重试
          </button>
        )}
      >
        {list}
      </QueryView>,
    );
    expect(screen.queryByTestId(queryViewTestIds.error)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '系统繁忙，请稍后再试，点此重试' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the standard empty block, the one it is given, or nothing', () => {
    const { rerender, container } = render(<QueryView query={query<string[]>({ data: [] })}>{list}</QueryView>);
    expect(screen.getByTestId(queryViewTestIds.empty)).toHaveTextContent('暂无数据');
    rerender(
      <QueryView query={query<string[]>({ data: [] })} empty={<p>还没有收藏的茶</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByText('还没有收藏的茶')).toBeInTheDocument();
    rerender(
      <QueryView query={query<string[]>({ data: [] })} empty={null}>
        {list}
      </QueryView>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the content from the data, and keeps it through a refetch and a failed one', () => {
    const { rerender } = render(<QueryView query={query({ data: teas })}>{list}</QueryView>);
    expect(screen.getByTestId('teas')).toHaveTextContent('武夷山大红袍西湖龙井');
    rerender(<QueryView query={query({ data: teas, isFetching: true })}>{list}</QueryView>);
    expect(screen.getByTestId('teas')).toBeInTheDocument();
    rerender(<QueryView query={query({ data: teas, error: networkError })}>{list}</QueryView>);
    expect(screen.getByTestId('teas')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('QueryView revealAsTransition: the first answer after loading is drawn as a transition, one view at a time', () => {
  const skeleton = <p data-testid="skeleton">加载中</p>;
  const view = (source: QuerySource<string[]>, revealAsTransition = true) => (
    <QueryView query={source} skeleton={skeleton} revealAsTransition={revealAsTransition}>
      {list}
    </QueryView>
  );

  /**
   * Real scheduling, not act(): act() would flush the transition inside the same call. A root of
   * its own, unmounted before the test ends, so no React work outlives the test.
   */
  async function withRoot(run: (root: Root, host: HTMLElement) => Promise<void> | void) {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      await run(root, host);
    } finally {
      flushSync(() => root.unmount());
      host.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  }

  it('keeps the skeleton through the synchronous render that brings the data, then shows the content', async () => {
    await withRoot(async (root, host) => {
      flushSync(() => root.render(view(query({ isLoading: true, isFetching: true }))));
      flushSync(() => root.render(view(query({ data: teas }))));
      expect(within(host).getByTestId('skeleton')).toBeInTheDocument();
      expect(within(host).queryByTestId('teas')).toBeNull();
      await waitFor(() => expect(within(host).getByTestId('teas')).toHaveTextContent('武夷山大红袍西湖龙井'));
      expect(within(host).queryByTestId('skeleton')).toBeNull();
    });
  });

  it('without it, the content shows in the render that brings the data', async () => {
    await withRoot((root, host) => {
      flushSync(() => root.render(view(query({ isLoading: true, isFetching: true }), false)));
      flushSync(() => root.render(view(query({ data: teas }), false)));
      expect(within(host).getByTestId('teas')).toHaveTextContent('武夷山大红袍西湖龙井');
    });
  });

  it('shows content cached at mount, and later answers, in the render that brings them', async () => {
    await withRoot((root, host) => {
      flushSync(() => root.render(view(query({ data: teas }))));
      expect(within(host).getByTestId('teas')).toHaveTextContent('武夷山大红袍西湖龙井');
      flushSync(() => root.render(view(query({ data: ['安溪铁观音'] }))));
      expect(within(host).getByTestId('teas')).toHaveTextContent('安溪铁观音');
    });
  });

  it('reveals views answered together one after the other, each in a frame of its own', async () => {
    const pair = (first: QuerySource<string[]>, second: QuerySource<string[]>) => (
      <>
        <QueryView query={first} skeleton={<p data-testid="first-skeleton">加载中</p>} revealAsTransition>
          {(items) => <p data-testid="first">{items.join('')}</p>}
        </QueryView>
        <QueryView query={second} skeleton={<p data-testid="second-skeleton">加载中</p>} revealAsTransition>
          {(items) => <p data-testid="second">{items.join('')}</p>}
        </QueryView>
      </>
    );
    await withRoot(async (root, host) => {
      const loading = query<string[]>({ isLoading: true, isFetching: true });
      flushSync(() => root.render(pair(loading, loading)));
      flushSync(() => root.render(pair(query({ data: teas }), query({ data: ['安溪铁观音'] }))));
      await waitFor(() => expect(within(host).getByTestId('first')).toHaveTextContent('武夷山大红袍西湖龙井'));
      // the first view's commit is laid out and painted before the second is revealed
      expect(within(host).getByTestId('second-skeleton')).toBeInTheDocument();
      await waitFor(() => expect(within(host).getByTestId('second')).toHaveTextContent('安溪铁观音'));
    });
  });

  it('in the app’s first render, shows the top view cached at mount in it, and the others one after the other (a warm launch)', async () => {
    const cached = (name: string, items: string[]) => (
      <QueryView query={query({ data: items })} skeleton={<p data-testid={`${name}-skeleton`}>加载中</p>} revealAsTransition>
        {(data) => <p data-testid={name}>{data.join('')}</p>}
      </QueryView>
    );
    await withRoot(async (root, host) => {
      const endOpeningRender = beginOpeningRender();
      try {
        flushSync(() =>
          root.render(
            <>
              {cached('banners', teas)}
              {cached('goods', ['安溪铁观音'])}
            </>,
          ),
        );
      } finally {
        endOpeningRender();
      }
      // the top of the page is in the first commit; the rest comes in a frame of its own
      expect(within(host).getByTestId('banners')).toHaveTextContent('武夷山大红袍西湖龙井');
      expect(within(host).getByTestId('goods-skeleton')).toBeInTheDocument();
      await waitFor(() => expect(within(host).getByTestId('goods')).toHaveTextContent('安溪铁观音'));
      // any later render shows cached content at once again
      flushSync(() => root.render(cached('later', ['白毫银针'])));
      expect(within(host).getByTestId('later')).toHaveTextContent('白毫银针');
    });
  });

  it('shows a failure at once, without waiting for a transition', async () => {
    await withRoot((root, host) => {
      flushSync(() => root.render(view(query({ isLoading: true, isFetching: true }))));
      flushSync(() => root.render(view(query({ error: networkError }))));
      expect(within(host).getByRole('alert')).toBeInTheDocument();
    });
  });
});

describe('InfiniteList on QueryView', () => {
  function source(state: Partial<InfiniteSource<{ list: string[] }>>): InfiniteSource<{ list: string[] }> {
    return {
      isLoading: false,
      isFetching: false,
      isFetchingNextPage: false,
      hasNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: vi.fn(() => Promise.resolve()),
      refetch: vi.fn(),
      ...state,
    };
  }

  it('shows every loaded page, and a retry row when a later page fails (loaded items stay)', () => {
    const failedNext = source({ data: { pages: [{ list: ['武夷山大红袍'] }, { list: ['西湖龙井'] }] }, hasNextPage: true, isFetchNextPageError: true });
    render(<InfiniteList source={failedNext}>{list}</InfiniteList>);
    expect(screen.getByTestId('teas')).toHaveTextContent('武夷山大红袍西湖龙井');
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(failedNext.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is empty when the first page has no items, and failed when it could not load', () => {
    const { rerender } = render(<InfiniteList source={source({ data: { pages: [{ list: [] }] } })}>{list}</InfiniteList>);
    expect(screen.getByTestId(queryViewTestIds.empty)).toBeInTheDocument();
    rerender(<InfiniteList source={source({ error: networkError })}>{list}</InfiniteList>);
    expect(screen.getByTestId(queryViewTestIds.error)).toBeInTheDocument();
  });
});
