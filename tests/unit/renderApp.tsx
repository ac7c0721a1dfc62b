import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import { ScreenOverrideContext } from '@/app/RouteScreen';
import { buildRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { sessions, type SessionKind } from '@mocks/data/sessions';

/** The real route table in a memory router with a fresh store; optionally one screen replaced. */
export function renderApp(
  initialEntries: string[],
  options: { session?: SessionKind; override?: { path: string; element: ReactNode } } = {},
) {
  const store = makeStore({ session: sessions[options.session ?? 'guest'] });
  const router = createMemoryRouter(buildRoutes(), { initialEntries, initialIndex: initialEntries.length - 1 });
  const view = render(
    <Providers store={store}>
      <ScreenOverrideContext.Provider value={options.override ?? null}>
        <RouterProvider router={router} />
      </ScreenOverrideContext.Provider>
    </Providers>,
  );
  return { ...view, store, router };
}
