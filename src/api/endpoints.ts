import type { EndpointBuilder, InfiniteQueryDefinition, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { TagType } from './baseApi';
import type { CallArgs, callBaseQuery } from './baseQuery';
import type { CallSpec, Payload } from './catalogue';
import type { PageArg, PageResult } from './types/common';

/**
 * RTK Query endpoints built from catalogue entries: the endpoint's argument and result types are the
 * call's own (`CallSpec<Arg, Result>`), so an endpoint is one line naming its call and its cache tags,
 * e.g. `goodsDetail: query(build, catalogue.goodsDetail, { providesTags: ['Goods'] })`.
 */

type BaseQuery = typeof callBaseQuery;
type Build = EndpointBuilder<BaseQuery, TagType, 'api'>;
type Arg = Payload | void;

type QueryOptions<A, R> = Partial<Pick<QueryDefinition<A, BaseQuery, TagType, R, 'api'>, 'providesTags' | 'keepUnusedDataFor'>>;
type MutationOptions<A, R> = Partial<Pick<MutationDefinition<A, BaseQuery, TagType, R, 'api'>, 'invalidatesTags' | 'onQueryStarted'>> & {
  /** how the argument becomes the request, when it is more than the payload (default: `callArgs(call)`) */
  query?: (arg: A) => CallArgs;
};
type PagesOptions<A, R> = Partial<Pick<InfiniteQueryDefinition<A, number, BaseQuery, TagType, R, 'api'>, 'providesTags'>>;

/** The request of one call: the argument is the payload. */
export function callArgs<A extends Arg>(call: CallSpec<A, unknown>): (arg: A) => CallArgs {
  return (arg) => ({ call, body: arg ?? {} });
}

/** A query endpoint serving `call`. */
export function query<A extends Arg, R>(build: Build, call: CallSpec<A, R>, options: QueryOptions<A, R> = {}) {
  return build.query<R, A>({ query: callArgs(call), ...options });
}

/** A mutation endpoint serving `call`. */
export function mutation<A extends Arg, R>(build: Build, call: CallSpec<A, R>, options: MutationOptions<A, R> = {}) {
  return build.mutation<R, A>({ query: callArgs(call), ...options });
}

/**
 * An infinite-scroll endpoint over one page call (`data` = `{ list, total, pageNo, pageSize, hasMore }`):
 * one cache entry per filter, pages numbered from 1, the next page exists while the server says `hasMore`.
 */
export function pages<A extends Arg, Item>(build: Build, call: CallSpec<A, PageResult<Item>>, options: PagesOptions<Exclude<A, void>, PageResult<Item>> = {}, pageSize = 10) {
  return build.infiniteQuery<PageResult<Item>, Exclude<A, void>, number>({
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.pageNo + 1 : undefined),
    },
    query: ({ queryArg, pageParam }) => ({
      call,
      body: { pageSize, ...queryArg, pageNo: pageParam } satisfies Payload & PageArg,
    }),
    ...options,
  });
}

type CallSpecs = Record<string, CallSpec<Arg, unknown>>;
type QueryOf<C> = C extends CallSpec<infer A, infer R> ? QueryDefinition<A, BaseQuery, TagType, R, 'api'> : never;
type MutationOf<C> = C extends CallSpec<infer A, infer R> ? MutationDefinition<A, BaseQuery, TagType, R, 'api'> : never;

/**
 * Query endpoints for several calls of one catalogue domain that share their cache tags: one entry
 * per name, each `query(build, calls[name] as Calls[Name], options)`, e.g.
 * `...queries(build, shop, ['shopList', 'shopDetail'], { providesTags: ['Shop'] })`.
 */
export function queries<Calls extends CallSpecs, const Name extends keyof Calls & string>(
  build: Build,
  calls: Calls,
  names: readonly Name[],
  options: QueryOptions<unknown, unknown> = {},
): { [N in Name]: QueryOf<Calls[N]> } {
  return Object.fromEntries(names.map((name) => [name, query(build, calls[name] as Calls[Name], options)])) as { [N in Name]: QueryOf<Calls[N]> };
}

/** Mutation endpoints for several calls of one domain that invalidate the same tags (as `queries`). */
export function mutations<Calls extends CallSpecs, const Name extends keyof Calls & string>(
  build: Build,
  calls: Calls,
  names: readonly Name[],
  options: Pick<MutationOptions<unknown, unknown>, 'invalidatesTags'> = {},
): { [N in Name]: MutationOf<Calls[N]> } {
  return Object.fromEntries(names.map((name) => [name, mutation(build, calls[name] as Calls[Name], options)])) as { [N in Name]: MutationOf<Calls[N]> };
}
