import { useEffect, useState, type ComponentType } from 'react';
import { ChunkErrorPage } from '@/components/ChunkErrorPage/ChunkErrorPage';
import { DetailSkeleton, PageSkeleton } from '@/components/states';
import { ChunkLoadError, loadChunk } from '@/platform/chunkLoader';
import type { ScreenModule } from './routeTable';

type Loader = () => Promise<ScreenModule>;
type LoadState = { screen: ComponentType } | { failure: ChunkLoadError } | null;

const loadedScreens = new Map<Loader, ComponentType>();

/** A screen module loaded before the first render (the warm launch, src/app/launchData.ts) renders at once. */
export function rememberLoadedScreen(load: Loader, screen: ComponentType): void {
  loadedScreens.set(load, screen);
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
    if (loadedScreens.has(load)) return;
    let live = true;
    loadChunk(load).then(
      (module) => {
        loadedScreens.set(load, module.default);
        if (live) setState({ screen: module.default });
      },
      (error: unknown) => {
        if (live) setState({ failure: error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error) });
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
