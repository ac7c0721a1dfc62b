/**
 * Navigation side effects requested from outside React (the error listener).
 * The mounted router registers itself; the app registers the browser router,
 * each story its own memory router.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;
const browserLocation = () => window.location.pathname + window.location.search + window.location.hash;
let currentLocationOf: () => string = browserLocation;

/**
 * The mounted router registers how to navigate and where it is (`location`: pathname + search +
 * hash); returns the unregister function.
 */
export function registerNavigator(navigate: Navigate, location?: () => string): () => void {
  current = navigate;
  currentLocationOf = location ?? browserLocation;
  return () => {
    if (current === navigate) {
      current = null;
      currentLocationOf = browserLocation;
    }
  };
}

/** Where the mounted router is: pathname + search + hash (the browser's when none is registered). */
export function currentLocation(): string {
  return current ? currentLocationOf() : browserLocation();
}

/** The pathname the mounted router shows (the browser's when none is registered). */
export function currentPath(): string {
  return currentLocation().split(/[?#]/)[0] ?? '';
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Redirect delay after a login-expired toast (docs/decisions.md, error catalogue). */
export const REDIRECT_DELAY_MS = 500;
