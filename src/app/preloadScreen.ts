import { matchPath } from 'react-router-dom';
import { routeTable } from './routeTable';

/**
 * Starts fetching the screen chunk of the page the app opens on, before React has rendered the
 * route that would ask for it: the chunk downloads alongside the rest of the boot instead of
 * after it. LazyScreen's own request then finds the module already on its way.
 */
export function preloadScreen(pathname: string): void {
  const entry = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  entry?.screen?.().catch(() => undefined); // a failure is shown by LazyScreen when it asks again
}
