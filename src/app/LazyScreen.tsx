import { useEffect, useState, type ComponentType } from 'react';
import { ChunkErrorPage } from '@/components/ChunkErrorPage/ChunkErrorPage';
import { PageSkeleton } from '@/components/states';
import { ChunkLoadError, loadChunk } from '@/platform/chunkLoader';
import type { ScreenModule } from './routeTable';

type Loader = () => Promise<ScreenModule>;
const loadedScreens = new Map<Loader, ComponentType>();

export interface LazyScreenProps {
  load: Loader;
  title: string;
}

/*
 * Written by hand instead of React.lazy: a lazy component caches its rejected promise forever,
 * so it can neither time out (spec: 120 s, typed error) nor be retried. This keeps the loaded
 * module per loader, so a revisited page renders at once, and turns a failure into a retryable
 * page instead of a white screen.
 */
export function LazyScreen({ load, title }: LazyScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<ChunkLoadError | null>(null);
  const [, setLoadedCount] = useState(0);
  const Screen = loadedScreens.get(load);

  useEffect(() => {
    if (loadedScreens.has(load)) return;
    let live = true;
    loadChunk(load).then(
      (module) => {
        loadedScreens.set(load, module.default);
        if (live) setLoadedCount((count) => count + 1);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error));
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  if (Screen) return <Screen />;
  if (failure) {
    const retry = () => {
      setFailure(null);
      setAttempt((count) => count + 1);
    };
    return <ChunkErrorPage type={failure.type} title={title} onRetry={retry} />;
  }
  return <PageSkeleton />;
}
