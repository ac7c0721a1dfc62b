import type { QueryValue, RouteQuery } from './handoff';
import { login, password, register } from './paths';
import type * as paths from './paths';

/*
 * Links to the app's routes: `href(paths.goodsDetail, { id })`, `href(paths.orderDetails, { orderId })`,
 * and `loginHref(back)`, the login page with the way back.
 * The arguments are typed by the route: its path parameters and the query it reads (`RouteQuery`).
 * Path parameters and query values are encoded here, once; the query keeps the order the arguments
 * give and leaves out empty values (null, undefined, '').
 */

export type RouteName = keyof typeof paths;
/** A route pattern of the table, e.g. '/goods/detail/:id'. */
export type RoutePath = (typeof paths)[RouteName];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };
/** the query a route reads, by its path (`RouteQuery` is by name) */
type QueryByPath = { [Name in RouteName as (typeof paths)[Name]]: Name extends keyof RouteQuery ? RouteQuery[Name] : unknown };
type Combined<Path extends RoutePath> = PathParams<Path> & QueryByPath[Path];
type Nothing = Record<string, never>;

/** What `href(path, ...)` takes for a route: its path parameters and its query parameters, in one object. */
export type HrefArgs<Path extends RoutePath> = [keyof Combined<Path>] extends [never] ? Nothing : Combined<Path>;

type ArgsOf<Path extends RoutePath> = Nothing extends HrefArgs<Path> ? [args?: HrefArgs<Path>] : [args: HrefArgs<Path>];

/** The URL of a route with its parameters filled in; every other argument goes to the query. */
export function href<Path extends RoutePath>(pattern: Path, ...[args]: ArgsOf<Path>): string {
  const values: Readonly<Record<string, QueryValue>> = args ?? {};
  const query: Record<string, QueryValue> = { ...values };
  const pathname = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    delete query[name];
    if (value === null || value === undefined || value === '') throw new Error(`href: ${pattern} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  return pathname + queryString(query);
}

/** `?a=1&b=x` of the given values, each encoded, in the order given; '' when none is left. */
export function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Pages no login returns to: the auth pages themselves (that would loop) and the bare root. */
const NO_WAY_BACK: readonly string[] = ['/', login, register, password];

/**
 * The login page with the way back: `/login?redirect=<where the user was>`. Every "log in first"
 * (a guarded route, the mine tab, a guest's action on a page, a session that expired: 10001 / 601)
 * goes through here; the login page sends the user back to `back` once signed in (only an in-app
 * path is followed). From an auth page or the root it is plain `/login`.
 */
/**
 * A `setSearchParams` updater that drops `name` from the address (a one-time mark, such as the
 * order just placed or a login's unfinished action), leaving the rest as it is.
 */
export function withoutParam(name: string): (current: URLSearchParams) => URLSearchParams {
  return (current) => {
    const next = new URLSearchParams(current);
    next.delete(name);
    return next;
  };
}

export function loginHref(back: string): string {
  const pathname = back.split(/[?#]/)[0] ?? '';
  return login + (NO_WAY_BACK.includes(pathname) ? '' : queryString({ redirect: back }));
}
