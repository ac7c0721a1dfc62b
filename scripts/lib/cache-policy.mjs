// The caching a host must give the built app (docs/performance.md), used by `npm run preview` and
// by `npm run perf`'s server. Vite names every file under /assets/ by its content hash, so a file
// there never changes: the browser keeps it a year without asking again. Everything else
// (index.html above all, which names the current assets) is revalidated on every launch.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache-Control for a request path of the built app. */
export function cacheControl(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
