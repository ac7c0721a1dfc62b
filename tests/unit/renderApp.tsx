import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import { ScreenOverrideContext } from '@/app/RouteScreen';
import { AppRoutes } from '@/app/routes';
import type { AppStore } from '@/app/store';
import { sessions, type SessionKind } from '@mocks/data/sessions';
import { makeTestStore, noteAppRendered } from './teardown';

/** What a test reads of the router: the current location, how it was reached, and navigate. */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
  /** a push to a path, or a history step (-1: the browser's back button) */
  navigate: (to: string | number) => Promise<void>;
}

function Probe({ probeRef }: { probeRef: { current: RouterProbe | null } }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probeRef.current = { state: { location, historyAction }, navigate: async (to) => (typeof to === 'number' ? navigate(to) : navigate(to)) };
  });
  return null;
}

/** The real route table in a memory router with a fresh store (or the given one); optionally one screen replaced. */
export function renderApp(
  initialEntries: string[],
  options: { session?: SessionKind; store?: AppStore; override?: { path: string; element: ReactNode } } = {},
) {
  noteAppRendered();
  const store = options.store ?? makeTestStore({ session: sessions[options.session ?? 'guest'] });
  const probe: { current: RouterProbe | null } = { current: null };
  const view = render(
    <Providers store={store}>
      <ScreenOverrideContext.Provider value={options.override ?? null}>
        <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
          <AppRoutes />
          <Probe probeRef={probe} />
        </MemoryRouter>
      </ScreenOverrideContext.Provider>
    </Providers>,
  );
  const router: RouterProbe = {
    get state() {
      if (!probe.current) throw new Error('the router has not rendered');
      return probe.current.state;
    },
    navigate: (to) => {
      if (!probe.current) throw new Error('the router has not rendered');
      return probe.current.navigate(to);
    },
  };
  return { ...view, store, router };
}
