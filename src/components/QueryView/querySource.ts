import type { CallFailure } from '@/api/errors';
import type { ErrorStateProps } from '@/components/states/ErrorState';

/**
 * What a query looks like to a screen: the few fields of an RTK Query hook result that decide
 * which state the screen shows, the one rule that picks the state (loading, error, empty or
 * content), and how a failure reads in the error block. Pure, so the rules are tested on their own.
 */

/** What QueryView reads from an RTK Query hook result (`useXQuery(arg)` or an infinite query). */
export interface QuerySource<Data> {
  data?: Data;
  error?: CallFailure;
  /** the first answer is on its way (no data yet) */
  isLoading: boolean;
  /** any request is on its way, a refetch or a retry included */
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryRuleOptions<Data> {
  /** when the data counts as nothing to show (`null` always does); default `isEmptyData` */
  isEmpty?: (data: NonNullable<Data>) => boolean;
  /**
   * A refetch failed while an empty result is cached: by default the error replaces the empty
   * block (the user sees the failure and can retry); `true` keeps the empty block.
   */
  keepStaleEmpty?: boolean;
}

/** The state a query is shown in; `content` carries the data to render. */
export type QueryState<Data> =
  | { phase: 'loading' }
  | { phase: 'error'; error: CallFailure }
  | { phase: 'empty' }
  | { phase: 'content'; data: NonNullable<Data> };

/** Nothing to show by default: no data, an empty array, or a page (`{ list }`) without items. */
export function isEmptyData(data: unknown): boolean {
  if (data === undefined || data === null) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && 'list' in data && Array.isArray(data.list)) return data.list.length === 0;
  return false;
}

/**
 * Loading until the first answer; an error only when there is nothing cached to show (stale
 * content stays visible through a failed refetch); empty when the data has nothing to show.
 */
export function queryState<Data>(query: QuerySource<Data>, { isEmpty = isEmptyData, keepStaleEmpty = false }: QueryRuleOptions<Data> = {}): QueryState<Data> {
  if (query.isLoading) return { phase: 'loading' };
  const { data, error } = query;
  if (data === undefined) return error ? { phase: 'error', error } : { phase: 'empty' };
  if (data !== null && !isEmpty(data)) return { phase: 'content', data };
  return error && !keepStaleEmpty ? { phase: 'error', error } : { phase: 'empty' };
}

/**
 * How the error block words a failed query: no answer came (offline, timed out, the request layer
 * did not load) reads as a network failure; any other failure as the server's, in the server's
 * words when it gave some. An exception thrown around the call has no words meant for the user.
 */
export function failureShown(error: CallFailure): Pick<ErrorStateProps, 'kind' | 'message'> {
  if (!('kind' in error)) return { kind: 'server' };
  if (error.kind === 'network') return { kind: 'network' };
  return error.message ? { kind: 'server', message: error.message } : { kind: 'server' };
}
