import type { ReactNode } from 'react';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import { queryState, type QueryRuleOptions, type QuerySource } from './querySource';

/** A failed query as an error block needs it: the failure, a retry, and whether the retry is on its way. */
export interface QueryFailure {
  error: unknown;
  onRetry: () => void;
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
}

/**
 * One way to show a query: its loading skeleton, its error with a retry, its empty block, or its
 * content. Content stays on screen while a refetch runs and when one fails. Section-sized blocks,
 * custom skeletons and screens that show some failures differently pass their own `skeleton`,
 * `empty` and `error`. Test ids: `queryViewTestIds`.
 */
export function QueryView<Data>({ query, children, skeleton, empty, error, isEmpty, keepStaleEmpty }: QueryViewProps<Data>): ReactNode {
  const state = queryState(query, { isEmpty, keepStaleEmpty });
  switch (state.phase) {
    case 'loading':
      return skeleton ?? <PageSkeleton />;
    case 'error': {
      const failure: QueryFailure = { error: state.error, onRetry: () => void query.refetch(), retrying: query.isFetching };
      return error ? error(failure) : <ErrorState {...failure} />;
    }
    case 'empty':
      return empty === undefined ? <EmptyState /> : empty;
    case 'content':
      return children(state.data);
  }
}
