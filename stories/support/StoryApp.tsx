import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { matchPath, MemoryRouter, useLocation, useNavigationType, type RouteObject } from 'react-router-dom';
import { Providers } from '@/app/Providers';
import { ScreenOverrideContext } from '@/app/RouteScreen';
import { routeTable } from '@/app/routeTable';
import { AppRoutes } from '@/app/routes';
import { makeStore, type AppStore } from '@/app/store';
import { watchUnreadMessages } from '@/app/unreadWatch';
import { revealsPending } from '@/platform/revealQueue';
import type { RootState } from '@/state/root';
import type { Locale } from '@/platform/i18n';
import { sessions, type SessionKind } from '@mocks/data/sessions';

export interface StoryAppProps {
  /** where the story mounts; a table route puts the story in place of that route's screen */
  route: string;
  session: SessionKind;
  statusBarHeight: number;
  locale: Locale;
  preloadedState?: Partial<RootState>;
  /** false: the route table's own screens render and the story element is not mounted (flow stories) */
  mountStory?: boolean;
  /** the store factory (default the app's); unit tests pass theirs, which finishes the store's work after each test */
  storeFactory?: typeof makeStore;
  children: ReactNode;
}

/** Renders whatever a story placed at a path outside the route table (shared components). */
function StoryOutlet() {
  return useContext(ScreenOverrideContext)?.element ?? null;
}

/**
 * The current location for play functions and portable-story tests (`data-testid="story-location"`):
 * pathname + search as text, how it was reached and the route state as data attributes.
 */
function LocationProbe() {
  const location = useLocation();
  const action = useNavigationType();
  return (
    <output data-testid="story-location" data-action={action} data-state={JSON.stringify(location.state ?? null)} hidden>
      {location.pathname + location.search}
    </output>
  );
}

declare global {
  interface Window {
    /**
     * Whether the screen has more to draw of what it already has: a store change not drawn yet (an
     * answer in the store, its render still to come), or a section whose answer waits its turn to
     * show (src/platform/revealQueue.ts). The story runner's wait before a screenshot
     * (.storybook/runner/readiness.ts).
     */
    __storyUndrawn?: () => boolean;
  }
}

/**
 * Records the last store state React has drawn (its effect runs after the commit that drew it).
 * Every component reading the store renders in the same pass as this one, so the state this saw
 * drawn is the state the screen shows, but for sections that reveal their first answer in turn.
 */
function DrawnProbe({ store }: { store: AppStore }) {
  const state = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getState(),
  );
  useEffect(() => {
    const undrawn = () => store.getState() !== state || revealsPending();
    window.__storyUndrawn = undrawn;
    return () => {
      if (window.__storyUndrawn === undrawn) window.__storyUndrawn = undefined;
    };
  }, [store, state]);
  return null;
}

function routePattern(route: string): string | undefined {
  const pathname = route.split(/[?#]/)[0] ?? route;
  return routeTable.find((entry) => matchPath(entry.path, pathname))?.path;
}

/**
 * What every story runs inside: a fresh store from the app's own makeStore, and a memory router
 * over the real route table with the story standing in for its route's screen, so links,
 * guards and redirects behave exactly as in the app. A hidden probe exposes the current location
 * to play functions (`data-testid="story-location"`).
 */
export function StoryApp({ route, session, statusBarHeight, locale, preloadedState, mountStory = true, storeFactory = makeStore, children }: StoryAppProps) {
  const [store] = useState(() =>
    storeFactory({
      session: sessions[session],
      device: { statusBarHeight, locale },
      ...preloadedState,
    }),
  );
  const [pattern] = useState(() => routePattern(route));
  const [extra] = useState<RouteObject[]>(() => {
    const pathname = route.split(/[?#]/)[0] ?? route;
    return pattern || !mountStory ? [] : [{ path: pathname, element: <StoryOutlet /> }];
  });
  // the red dots of a signed-in member, as the app keeps them once its launch has settled (src/app/unreadWatch.ts)
  useEffect(() => watchUnreadMessages(store), [store]);
  useEffect(() => () => store.dispose(), [store]);

  const overridePath = pattern ?? route.split(/[?#]/)[0] ?? route;
  return (
    <Providers store={store}>
      <ScreenOverrideContext.Provider value={mountStory ? { path: overridePath, element: children } : null}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes extra={extra} />
          <LocationProbe />
          <DrawnProbe store={store} />
        </MemoryRouter>
      </ScreenOverrideContext.Provider>
    </Providers>
  );
}
