import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { CallFailure } from '@/api/errors';
import { EmptyState, ErrorState, PageSkeleton, type ErrorStateProps } from '@/components/states';
import { queueReveal, showsAtOnce } from '@/platform/revealQueue';
import { failureShown, queryState, type QueryRuleOptions, type QuerySource, type QueryState } from './querySource';

/**
 * A failed query: what the error block shows (`<ErrorState {...failure} />`: how it reads, a retry
 * and whether the retry is on its way), and the hook's error itself for a screen that shows some
 * failures its own way.
 */
export interface QueryFailure extends ErrorStateProps {
  error: CallFailure;
  retrying: boolean;
}

export interface QueryViewProps<Data> extends QueryRuleOptions<NoInfer<Data>> {
  /** the hook's result: `query={useXQuery(arg)}`; the data type of every render prop comes from it */
  query: QuerySource<Data>;
  /** the content, given the data (never undefined or null, never empty by `isEmpty`) */
  children: (data: NoInfer<NonNullable<Data>>) => ReactNode;
  /** loading placeholder; default the list-page skeleton */
  skeleton?: ReactNode;
  /** what "nothing to show" looks like; default the standard empty block, `null` shows nothing */
  empty?: ReactNode;
  /** renders the failure; default the full-page error block with retry (`<ErrorState {...failure} />`) */
  error?: (failure: QueryFailure) => ReactNode;
  /**
   * The first answer after the skeleton is drawn as a transition (`useFirstReveal`). Only for a view
   * that nothing outside it acts on or reads in step with it (the home page's sections): a control
   * outside, such as a header's 管理 fed by the same query, would show before the content it acts on.
   */
  revealAsTransition?: boolean;
}

/**
 * One way to show a query: its loading skeleton, its error with a retry, its empty block, or its
 * content. Content stays on screen while a refetch runs and when one fails. Section-sized blocks,
 * custom skeletons and screens that show some failures differently pass their own `skeleton`,
 * `empty` and `error`. Test ids: `queryViewTestIds`.
 */
export function QueryView<Data>({ query, children, skeleton, empty, error, isEmpty, keepStaleEmpty, revealAsTransition = false }: QueryViewProps<Data>): ReactNode {
  const state = queryState(query, { isEmpty, keepStaleEmpty });
  const revealed = useFirstReveal(state.phase, revealAsTransition);
  switch (state.phase) {
    case 'loading':
      return skeleton ?? <PageSkeleton />;
    case 'error': {
      const failure: QueryFailure = { ...failureShown(state.error), error: state.error, onRetry: () => void query.refetch(), retrying: query.isFetching };
      return error ? error(failure) : <ErrorState {...failure} />;
    }
    case 'empty':
      return empty === undefined ? <EmptyState /> : empty;
    case 'content':
      return revealed ? children(state.data) : (skeleton ?? <PageSkeleton />);
  }
}

/**
 * Whether content may show. Off (`asTransition` false), always. On, content there when the view
 * mounts (a cached answer) shows at once, and so does every later answer (a refetch, a mutation's
 * update); only the first answer after a loading skeleton is drawn as a transition: React builds
 * that content (a launch's heaviest render, a grid of cards) in slices that yield to the browser,
 * with the skeleton on screen meanwhile, instead of in one long task (RTK Query's answers reach
 * React through useSyncExternalStore, whose updates are never time-sliced). Views answered together
 * take turns (`queueReveal`): each is committed, laid out and painted before the next one is
 * revealed, instead of the whole page in one layout. Errors and empty blocks are small and show
 * at once.
 */
function useFirstReveal(phase: QueryState<unknown>['phase'], asTransition: boolean): boolean {
  const [revealed, setRevealed] = useState(() => !asTransition || (phase !== 'loading' && showsAtOnce()));
  const pending = !revealed && phase === 'content';
  useEffect(() => {
    if (!pending) return;
    // released when the reveal has committed (pending turns false), or when the view goes first
    return queueReveal(() => startTransition(() => setRevealed(true)));
  }, [pending]);
  return revealed || phase !== 'content';
}
