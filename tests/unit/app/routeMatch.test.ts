import { matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { candidateRoutes, patternTest, routeEntryFor } from '@/app/routeMatch';
import { buildRoutes } from '@/app/routes';
import { routeTable } from '@/app/routeTable';

/*
 * The app matches a pathname against the few route table entries that may match it, not all 89
 * (src/app/routeMatch.ts). These tests hold that to React Router's matching of the whole table.
 */

/** A concrete path for a pattern: each param filled with `value`. */
const pathOf = (pattern: string, value = 'g-1001') => pattern.replace(/:[^/]+/g, value);

/** What React Router matches in a route tree: the pattern of each matched route, outermost first. */
function matched(routes: RouteObject[], pathname: string): (string | undefined)[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.index ? '(index)' : match.route.path));
}

const samples = [
  ...routeTable.map((entry) => pathOf(entry.path)),
  ...routeTable.map((entry) => `${pathOf(entry.path, '%E4%B8%AD')}/`.toUpperCase()),
  '/',
  '/nowhere',
  '/goods/detail/g-1001/extra',
  '/goods/detail/',
  '/goods//detail/g-1',
];

describe('route matching over the candidate entries', () => {
  it('finds the entry matchPath finds over the whole table, for every route and some that are none', () => {
    for (const pathname of samples) {
      expect(routeEntryFor(pathname), pathname).toBe(routeTable.find((entry) => matchPath(entry.path, pathname)));
    }
    expect(routeEntryFor('/nowhere')).toBeUndefined();
    expect(routeEntryFor('/goods/detail/g-1001')?.path).toBe('/goods/detail/:id');
  });

  it('gives React Router a route tree in which it matches what it matches in the whole tree', () => {
    const whole = buildRoutes();
    for (const pathname of samples) {
      expect(matched(buildRoutes([], candidateRoutes(pathname)), pathname), pathname).toEqual(matched(whole, pathname));
    }
    // the sample set does reach the layout's index, a table page and the not-found route
    expect(matched(whole, '/')).toEqual([undefined, '/', '(index)']);
    expect(matched(whole, '/nowhere')).toEqual([undefined, '*']);
  });

  it('keeps one array per set of candidates, so another id on the same page keeps the route tree', () => {
    expect(candidateRoutes('/goods/detail/g-1001')).toBe(candidateRoutes('/goods/detail/g-2002'));
    expect(candidateRoutes('/goods/detail/g-1001')).not.toBe(candidateRoutes('/home'));
  });

  it('compiles a pattern into a test as loose as React Router: any case, a trailing slash, one segment per param', () => {
    const test = patternTest('/goods/detail/:id');
    expect(['/goods/detail/1', '/Goods/Detail/1/', '/goods/detail/中'].map((path) => test.test(path))).toEqual([true, true, true]);
    expect(['/goods/detail/', '/goods/detail/1/2', '/goods/detail'].map((path) => test.test(path))).toEqual([false, false, false]);
  });
});
