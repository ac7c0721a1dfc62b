import { createContext, useContext, type ReactNode } from 'react';
import { ComingSoon } from '@/components/ComingSoon/ComingSoon';
import { tabRoutes } from '@/components/TabBar/tabs';
import { useI18n } from '@/platform/i18n';
import { LoginGuard } from './guards';
import { LazyScreen } from './LazyScreen';
import type { RouteEntry } from './routeTable';

/** Lets a story put its own element where one route's screen would load (guards and layout stay). */
export const ScreenOverrideContext = createContext<{ path: string; element: ReactNode } | null>(null);

function GuardedScreen({ entry }: { entry: RouteEntry }) {
  const { t } = useI18n();
  const override = useContext(ScreenOverrideContext);
  const title = t(`route.${entry.title}`);
  if (override?.path === entry.path) return override.element;
  // keyed by route: sibling routes render at the same place in the tree, and without the key a
  // LazyScreen would keep showing the previous route's (already loaded) screen after a back step
  if (entry.screen) return <LazyScreen key={entry.path} path={entry.path} title={title} skeleton={entry.skeleton} />;
  return <ComingSoon title={title} route={entry.path} hideBack={tabRoutes.has(entry.path)} />;
}

/** One route of the table: login guard, then the lazy screen (or the coming-soon page). */
export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const screen = <GuardedScreen entry={entry} />;
  return entry.needsLogin ? <LoginGuard>{screen}</LoginGuard> : screen;
}
