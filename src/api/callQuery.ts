import type { CallArgs } from './baseQuery';
import type { CallSpec } from './catalogue';

/** Payload of a call: its top-level fields (signed, sent as JSON / params / form fields). */
export type Payload = Record<string, unknown>;

/**
 * The `query` of an endpoint serving one catalogue call: the argument is the payload.
 * Every domain API builds its endpoints with this, so each endpoint is tied to its table entry.
 */
export function callQuery<Arg extends Payload | void = void>(call: CallSpec): (arg: Arg) => CallArgs {
  return (arg) => ({ call, body: arg ?? {} });
}

/** Page payload fields the infinite query fills in. */
type PageFields = { pageNo?: number; pageSize?: number };

/**
 * `infiniteQueryOptions` + `query` for an infinite-scroll endpoint over one page call
 * (`data` = `{ list, total, pageNo, pageSize, hasMore }`): pages are numbered from 1 and the
 * next page exists while the server says `hasMore`.
 */
export function callPages<Arg extends Payload>(call: CallSpec, pageSize = 10) {
  return {
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (lastPage: { hasMore: boolean; pageNo: number }) => (lastPage.hasMore ? lastPage.pageNo + 1 : undefined),
    },
    query: ({ queryArg, pageParam }: { queryArg: Arg; pageParam: number }): CallArgs => ({
      call,
      body: { pageSize, ...queryArg, pageNo: pageParam } satisfies Payload & PageFields,
    }),
  };
}
