import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as paths from '@/routes/paths';

/*
 * A screen may name a route by its path written out ('/mine/setUser') instead of `paths.setUser`:
 * a `paths` constant only lazy screens use still sits in the launch bundle, whose budget is the
 * tightest (docs/performance.md). What the constant gave is kept here: every route-like string in
 * the screens and components is a route of the app, so a typo fails this test, not a user's tap.
 */
const SCANNED = ['src/screens', 'src/components'];
/** a quoted string that is a path of this app: '/a/b', optionally with a query */
const ROUTE_LIKE = /'(\/[A-Za-z][\w/-]*)(?:\?[^']*)?'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function matchesRoute(path: string, routes: readonly string[]): boolean {
  return routes.some((route) => {
    const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

describe('route paths written out in screens and components', () => {
  const routes: string[] = Object.values(paths).filter((value) => typeof value === 'string' && value.startsWith('/'));

  it('knows the routes', () => {
    expect(routes).toContain('/mine/setUser');
    expect(matchesRoute('/goods/detail/g-1001', routes)).toBe(true);
    expect(matchesRoute('/mine/setUsr', routes)).toBe(false);
  });

  it('names only routes of the app', () => {
    const unknown = SCANNED.flatMap((dir) => sources(join(process.cwd(), dir))).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(ROUTE_LIKE)]
        .map((match) => match[1] ?? '')
        .filter((path) => path.split('/').length > 1 && !path.startsWith('/images/') && !matchesRoute(path, routes))
        .map((path) => `${relative(process.cwd(), file)}: ${path}`);
    });
    expect(unknown).toEqual([]);
  });
});
