import { matchPath } from 'react-router-dom';
import { routeTable, type RouteEntry } from './routeTable';

/*
 * Which entries of the route table a pathname may match, found without React Router's matching of
 * the whole table: `matchPath` compiles a RegExp on every call, and `useRoutes` flattens, ranks and
 * compiles all 89 routes on every render of the routes. At launch that was one 70 ms piece of
 * work at 4x CPU slowdown (docs/performance.md). Each pattern is compiled here once, on first use,
 * into a test that accepts at least what React Router would match (case-insensitive, a trailing
 * slash, a param is one non-empty segment); React Router then decides among these few with its
 * own rules, so what matches is unchanged.
 */

interface Compiled {
  entry: RouteEntry;
  test: RegExp;
}

/** `/goods/detail/:id` -> `^/goods/detail/[^/]+/?$` (case-insensitive, as React Router). */
export function patternTest(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** As React Router reads a pathname: each segment decoded, a decoded slash kept inside its segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

let compiled: Compiled[] | undefined;
/** One array per set of candidates (a few dozen at most), so a set keeps its identity across pathnames. */
const candidateSets = new Map<string, readonly RouteEntry[]>();

/**
 * The route table's entries whose pattern may match `pathname`, in table order. The same set is the
 * same array, whatever the pathname (another id on the same page).
 */
export function candidateRoutes(pathname: string): readonly RouteEntry[] {
  compiled ??= routeTable.map((entry) => ({ entry, test: patternTest(entry.path) }));
  const path = decodePath(pathname);
  const entries = compiled.filter(({ test }) => test.test(path)).map(({ entry }) => entry);
  const key = entries.map((entry) => entry.path).join(' ');
  const known = candidateSets.get(key);
  if (known) return known;
  candidateSets.set(key, entries);
  return entries;
}

/** The first entry of the route table that matches `pathname` (React Router's `matchPath`), if any. */
export function routeEntryFor(pathname: string): RouteEntry | undefined {
  return candidateRoutes(pathname).find((entry) => matchPath(entry.path, pathname) !== null);
}
