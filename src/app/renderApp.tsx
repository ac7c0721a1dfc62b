import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { beginOpeningRender } from '@/platform/revealQueue';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './Providers';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

/*
 * The app's third boot stage (src/app/main.tsx): react-dom, the router, the providers and the route
 * tree, evaluated in a task of their own (see ./bootStore.ts), then the first render.
 */
export { loadOpeningScreen } from './LazyScreen';
export { screenLoaders } from './screenModule';

/**
 * The first render, as a transition: React renders it in slices of a few milliseconds between which
 * the browser can paint and answer input, where a plain render is one long task. The router listens
 * for popstate from its first commit on (the e2e suite waits for that commit: tests/e2e/browser.ts
 * waitForApp).
 */
export function renderApp(store: AppStore, container: HTMLElement): void {
  const root = createRoot(container);
  const endOpeningRender = beginOpeningRender();
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers store={store}>
          <BrowserRouter>
            <OpeningRenderEnd onCommit={endOpeningRender} />
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

/** Ends the opening render (src/platform/revealQueue.ts) once the first render has committed. */
function OpeningRenderEnd({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}
