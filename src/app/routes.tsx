import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '@/components/NotFound/NotFound';
import { paths, registerRouteMatcher } from '@/routes';
import { AppRoot } from './AppRoot';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { candidateRoutes, routeEntryFor } from './routeMatch';
import { RouteScreen } from './RouteScreen';
import { routeTable, type RouteEntry } from './routeTable';

// a link from the server (banner, zone, popup) opens only a page of this table (src/routes/inApp.ts)
registerRouteMatcher((pathname) => routeEntryFor(pathname) !== undefined);

function toRouteObject(entry: RouteEntry): RouteObject {
  // keep-alive screens are rendered by KeepAliveHost; their route only claims the path
  return { path: entry.path, element: entry.keepAlive ? null : <RouteScreen entry={entry} /> };
}

/**
 * The route tree of the app, built from the route table (or the part of it given as `entries`).
 * Stories pass `extra` routes to mount a component at a path the table does not have; everything
 * else behaves as in production.
 */
export function buildRoutes(extra: RouteObject[] = [], entries: readonly RouteEntry[] = routeTable): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      children: [
        ...entries.filter((entry) => entry.area === 'top').map(toRouteObject),
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <Navigate to={paths.home} replace /> },
            ...entries.filter((entry) => entry.area === 'layout').map(toRouteObject),
          ],
        },
        ...extra,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * The app's routes for a declarative router (<BrowserRouter> in the app, <MemoryRouter> in stories
 * and tests). The data router is not used: it alone would cost 18 KB gzip of the /home budget.
 */
export function AppRoutes({ extra }: { extra?: RouteObject[] }) {
  const { pathname } = useLocation();
  // only the table's entries that may match: React Router matches them as it would the whole
  // table, without compiling all 89 patterns on each render (src/app/routeMatch.ts). The tree is
  // rebuilt only when that set changes, not for another id on the same page.
  const candidates = candidateRoutes(pathname);
  const routes = useMemo(() => buildRoutes(extra, candidates), [extra, candidates]);
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
