import { useEffect, useState, type ComponentType } from 'react';
import { ChunkErrorPage } from '@/components/ChunkErrorPage/ChunkErrorPage';
import { DetailSkeleton, PageSkeleton } from '@/components/states';
import { ChunkLoadError, loadChunk } from '@/platform/chunkLoader';
import { routeEntryFor } from './routeMatch';
import type { ScreenModule } from './routeTable';

type Loader = () => Promise<ScreenModule>;
type LoadState = { screen: ComponentType } | { failure: ChunkLoadError } | null;

const loadedScreens = new Map<Loader, ComponentType>();

/**
 * Loads a screen's chunk ahead of its route's render and keeps its component, so that render draws
 * the screen at once: the opening page's before the first render (src/app/main.tsx), and the page
 * whose kept answers a warm launch restores (src/app/launchData.ts).
 */
export async function loadScreen(load: Loader): Promise<ScreenModule> {
  const module = await loadChunk(load);
  loadedScreens.set(load, module.default);
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
  { waitMs = OPENING_SCREEN_WAIT_MS, screenOf = (path: string) => routeEntryFor(path)?.screen } = {},
): Promise<ScreenModule | undefined> {
  const load = screenOf(pathname);
  if (!load) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const opened = await Promise.race([loadScreen(load).catch(() => undefined), waited]);
  clearTimeout(timer);
  return opened;
}

export interface LazyScreenProps {
  load: Loader;
  title: string;
  /** the page's shape while its chunk loads (the route table's `skeleton`) */
  skeleton?: 'list' | 'detail';
}

/*
 * Written by hand instead of React.lazy: a lazy component caches its rejected promise forever,
 * so it can neither time out (120 s, typed error) nor be retried. This keeps the loaded
 * module per loader, so a revisited page renders at once, and turns a failure into a retryable
 * page instead of a white screen.
 */
export function LazyScreen({ load, title, skeleton = 'list' }: LazyScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const screen = loadedScreens.get(load);
    return screen ? { screen } : null;
  });

  useEffect(() => {
    // A screen kept already goes through the same path: kept only since this instance rendered its
    // skeleton, it must still replace it. That happens when the page is remounted while its chunk is
    // on the way: the unmounted instance's load lands between this render and this effect. (Already
    // shown, the update below changes nothing and React skips the render.)
    let live = true;
    const kept = loadedScreens.get(load);
    (kept ? Promise.resolve({ default: kept }) : loadChunk(load)).then(
      (module) => {
        loadedScreens.set(load, module.default);
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
  }, [load, attempt]);

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
