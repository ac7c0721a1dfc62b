/**
 * Navigation side effects requested from outside React (the error listener).
 * The mounted router registers itself; the app registers the browser router,
 * each story its own memory router.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;
let currentPathname: () => string = () => window.location.pathname;

export function registerNavigator(navigate: Navigate, pathname?: () => string): () => void {
  current = navigate;
  if (pathname) currentPathname = pathname;
  return () => {
    if (current === navigate) current = null;
  };
}

/** The pathname the mounted router shows (the browser's when none is registered). */
export function currentPath(): string {
  return current ? currentPathname() : window.location.pathname;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Redirect delay after a login-expired toast (docs/decisions.md, error catalogue). */
export const REDIRECT_DELAY_MS = 500;
