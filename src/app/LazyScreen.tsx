import { useEffect, useState, type ComponentType } from 'react';
import { ChunkErrorPage } from '@/components/ChunkErrorPage/ChunkErrorPage';
import { DetailSkeleton, PageSkeleton } from '@/components/states';
import { ChunkLoadError, loadChunk } from '@/platform/chunkLoader';
import type { RoutePath } from '@/routes';
import { routeEntryFor } from './routeMatch';
import type { ScreenModule } from './routeTable';
import { screenModule } from './screenModule';

type LoadState = { screen: ComponentType } | { failure: ChunkLoadError } | null;

/** How a route's screen module is fetched: `screenModule`; a test or story may pass its own. */
export type ScreenLoader = (path: RoutePath) => Promise<ScreenModule>;

/** The screens loaded so far, per loader and route (a test's own loader keeps its own). */
const loaded = new WeakMap<ScreenLoader, Map<RoutePath, ComponentType>>();
function loadedBy(load: ScreenLoader): Map<RoutePath, ComponentType> {
  let screens = loaded.get(load);
  if (!screens) loaded.set(load, (screens = new Map<RoutePath, ComponentType>()));
  return screens;
}

/**
 * Loads a route's screen chunk ahead of its render and keeps its component, so that render draws
 * the screen at once: the opening page's before the first render (src/app/main.tsx), and the page
 * whose kept answers a warm launch restores (src/app/launchData.ts).
 */
export async function loadScreen(path: RoutePath, load: ScreenLoader = screenModule): Promise<ScreenModule> {
  const module = await loadChunk(() => load(path));
  loadedBy(load).set(path, module.default);
  return module;
}

/** How long the first render waits for the opening page's screen chunk before it draws a skeleton. */
export const OPENING_SCREEN_WAIT_MS = 3000;

/**
 * The opening page's screen, loaded before the app's first render (src/app/main.tsx; the boot
 * loader asked for its chunk with the entry, so it is usually in already): the first render, a
 * transition React builds in slices, then draws the page itself, where it drew a skeleton that a
 * second render, one long task, replaced; and the page's calls start a render sooner. The launch
 * shell stays on screen meanwhile. A chunk that is slow or fails is left to the route's own
 * loading, with its skeleton and retry. Returns the screen's module, if it came in time.
 */
export async function loadOpeningScreen(
  pathname: string,
  { waitMs = OPENING_SCREEN_WAIT_MS, load = screenModule }: { waitMs?: number; load?: ScreenLoader } = {},
): Promise<ScreenModule | undefined> {
  const entry = routeEntryFor(pathname);
  if (!entry?.screen) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const opened = await Promise.race([loadScreen(entry.path, load).catch(() => undefined), waited]);
  clearTimeout(timer);
  return opened;
}

export interface LazyScreenProps {
  /** the route (its pattern) */
  path: RoutePath;
  /** how its screen is fetched (default `screenModule`) */
  load?: ScreenLoader;
  title: string;
  /** the page's shape while its chunk loads (the route table's `skeleton`) */
  skeleton?: 'list' | 'detail';
}

/*
 * Written by hand instead of React.lazy: a lazy component caches its rejected promise forever,
 * so it can neither time out (120 s, typed error) nor be retried. This keeps the loaded
 * module per route, so a revisited page renders at once, and turns a failure into a retryable
 * page instead of a white screen.
 */
export function LazyScreen({ path, load = screenModule, title, skeleton = 'list' }: LazyScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const screen = loadedBy(load).get(path);
    return screen ? { screen } : null;
  });

  useEffect(() => {
    // A screen kept already goes through the same path: kept only since this instance rendered its
    // skeleton, it must still replace it. That happens when the page is remounted while its chunk is
    // on the way: the unmounted instance's load lands between this render and this effect. (Already
    // shown, the update below changes nothing and React skips the render.)
    let live = true;
    const screens = loadedBy(load);
    const kept = screens.get(path);
    (kept ? Promise.resolve({ default: kept }) : loadChunk(() => load(path))).then(
      (module) => {
        screens.set(path, module.default);
        if (live) setState((current) => (current && 'screen' in current ? current : { screen: module.default }));
      },
      (error: unknown) => {
        const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error);
        if (live) setState((current) => (current && 'screen' in current ? current : { failure }));
      },
    );
    return () => {
      live = false;
    };
  }, [path, load, attempt]);

  if (state && 'screen' in state) {
    const Screen = state.screen;
    return <Screen />;
  }
  if (state && 'failure' in state) {
    const retry = () => {
      setState(null);
      setAttempt((count) => count + 1);
    };
    return <ChunkErrorPage type={state.failure.type} title={title} onRetry={retry} />;
  }
  return skeleton === 'detail' ? <DetailSkeleton /> : <PageSkeleton />;
}
