import { useEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import { loginHref, paths } from '@/routes';
import { useAppSelector } from '@/state/hooks';
import { routeTable, type LeaveGuard } from './routeTable';
import { selectIsLoggedIn } from '@/state/session';
import { showNotice } from '@/platform/feedback';

/** Routes flagged needsLogin: a guest gets the 请先登录 toast and goes to /login, then comes back. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  const { t } = useI18n();
  // a session that ends while the page is open (10001, 601) is announced by the error listener;
  // 请先登录 here would replace its toast
  const enteredLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (!loggedIn && !enteredLoggedIn.current) showNotice(t('session.loginFirst'));
  }, [loggedIn, t]);
  if (loggedIn) return children;
  return <Navigate to={loginHref(pathname + search)} replace />;
}

function leaveGuardOf(pathname: string): LeaveGuard | undefined {
  return routeTable.find((entry) => entry.leaveGuard && matchPath(entry.path, pathname))?.leaveGuard;
}

/**
 * The fallback when leaving `from` for `to` is forbidden (the order list may only be left for a few
 * pages). The login page is not an exit the user chose: a session that ended (10001, 601) sends
 * every page there with its way back, which must stay the guarded page.
 */
export function forbiddenExitFallback(from: string, to: string): string | undefined {
  const guard = leaveGuardOf(from);
  if (!guard || from === to || to === guard.fallback || to === paths.login || guard.allow.some((path) => path === to)) return undefined;
  return guard.fallback;
}

/**
 * Leave guards of the route table, enforced app-wide. Returns the fallback while the location
 * is one the last page shown may not be left for; the caller renders a redirect to it instead of
 * that page, so a forbidden page never renders, whether it was reached by a link, a replace or a
 * back/forward step (the browser has already moved then, so its entry is replaced).
 */
export function useLeaveGuardFallback(): string | undefined {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname);
  const fallback = forbiddenExitFallback(shown, pathname);
  // the page now shown becomes the one the next navigation leaves (state from the previous render)
  if (!fallback && shown !== pathname) setShown(pathname);
  return fallback;
}
