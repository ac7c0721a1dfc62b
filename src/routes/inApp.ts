import { isAppRoute } from './routeMatcher';

/*
 * Links that come from outside the code (a banner's, zone's or popup's `linkValue` from the
 * server) opened only when they are a page of this app. Anything that would leave the app or
 * that the router would refuse (an uncaught SecurityError when history.pushState gets another
 * origin) is no link at all.
 */

/** A base no real page has: a path resolved against it stays on it only when it is same-origin. */
const BASE = 'https://app.invalid';

/**
 * `raw` as a path of this origin (pathname + search + hash, as the URL parser writes them), or
 * null: it must start with one '/', hold no backslash or control character (browsers read '/\host'
 * and '/<TAB>/host' as '//host', another origin), and resolve to the same origin.
 */
export function sameOriginPath(raw: string): string | null {
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? url.pathname + url.search + url.hash : null;
}

/** `raw` when it is a same-origin path to a route of the app (see `sameOriginPath`), else null. */
export function inAppLink(raw: string): string | null {
  const path = sameOriginPath(raw);
  if (path === null) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return isAppRoute(pathname) ? path : null;
}
