import { paths } from '@/routes';

/** Where a successful login goes when no (usable) `?redirect=` was given. */
export const DEFAULT_REDIRECT: string = paths.mine;

/** Auth pages themselves are never a destination after signing in (that would loop). */
const AUTH_PAGES = [paths.login, '/register', '/password'];

/**
 * The `?redirect=` of /login, made safe: only a path inside this app is accepted ('/...', but
 * not '//host' or '/\host', which browsers treat as another origin), without control characters,
 * and not one of the auth pages. Anything else gives the default.
 */
export function sanitizeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  if (!raw) return fallback;
  const target = raw.trim();
  if (!target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const pathname = target.split(/[?#]/)[0] ?? target;
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return fallback;
  return target;
}
