import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from '@/components/NotFound/NotFound';
import { AppRoot } from './AppRoot';
import { Layout } from './Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteScreen } from './RouteScreen';
import { routeTable, type RouteEntry } from './routeTable';

function toRouteObject(entry: RouteEntry): RouteObject {
  // keep-alive screens are rendered by KeepAliveHost; their route only claims the path
  return { path: entry.path, element: entry.keepAlive ? null : <RouteScreen entry={entry} /> };
}

/**
 * The route tree of the app, built from the route table. Stories pass `extra` routes to mount
 * a component at a path the table does not have; everything else behaves as in production.
 */
export function buildRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteErrorPage />,
      children: [
        ...routeTable.filter((entry) => entry.area === 'top').map(toRouteObject),
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <Navigate to="/home" replace /> },
            ...routeTable.filter((entry) => entry.area === 'layout').map(toRouteObject),
          ],
        },
        ...extra,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
