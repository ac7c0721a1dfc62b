import type { QueryValue, RouteQuery } from './handoff';
import { paths, type RouteName } from './paths';

/*
 * Links to the app's routes, built from `paths`: `href.goodsDetail({ id })`,
 * `href.orderDetails({ orderId })`, `href.home()`. Path parameters and query values are encoded
 * here, once; the query keeps the order the arguments give and leaves out null / undefined values.
 */

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };
type QueryOf<Name extends RouteName> = Name extends keyof RouteQuery ? RouteQuery[Name] : unknown;
type Combined<Name extends RouteName> = PathParams<(typeof paths)[Name]> & QueryOf<Name>;
type Nothing = Record<string, never>;

/** What `href[name]` takes: the route's path parameters and its query parameters, in one object. */
export type HrefArgs<Name extends RouteName> = [keyof Combined<Name>] extends [never] ? Nothing : Combined<Name>;

type HrefBuilder<Name extends RouteName> = Nothing extends HrefArgs<Name> ? (args?: HrefArgs<Name>) => string : (args: HrefArgs<Name>) => string;

/** `?a=1&b=x` of the given values (encoded), or '' when there are none. */
export function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The URL of a route pattern with its parameters filled in; every other argument goes to the query. */
export function buildHref(pattern: string, args: Readonly<Record<string, QueryValue>> = {}): string {
  const query: Record<string, QueryValue> = { ...args };
  const pathname = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = args[name];
    delete query[name];
    if (value === null || value === undefined || value === '') throw new Error(`href: ${pattern} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  return pathname + queryString(query);
}

function builders(): { readonly [Name in RouteName]: HrefBuilder<Name> } {
  const entries = Object.entries(paths).map(([name, pattern]) => [
    name,
    (args?: Readonly<Record<string, QueryValue>>) => buildHref(pattern, args),
  ]);
  // each builder is buildHref of its own pattern; the mapped type only narrows its argument
  return Object.fromEntries(entries) as { readonly [Name in RouteName]: HrefBuilder<Name> };
}

export const href = builders();
