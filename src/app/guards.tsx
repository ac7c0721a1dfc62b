import { Toast } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { matchPath, Navigate, NavigationType, useBlocker, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import { useAppSelector } from './hooks';
import { routeTable, type LeaveGuard } from './routeTable';
import { selectIsLoggedIn } from './slices/session';

/** Routes flagged needsLogin: a guest gets the 请先登录 toast and goes to /login, then comes back. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  const { t } = useI18n();
  // a session that ends while the page is open (10001, 601) is announced by the error listener;
  // 请先登录 here would replace its toast
  const enteredLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (!loggedIn && !enteredLoggedIn.current) Toast.show({ icon: 'fail', content: t('auth.loginFirst') });
  }, [loggedIn, t]);
  if (loggedIn) return children;
  return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

function leaveGuardOf(pathname: string): LeaveGuard | undefined {
  return routeTable.find((entry) => entry.leaveGuard && matchPath(entry.path, pathname))?.leaveGuard;
}

/** The fallback when leaving `from` for `to` is forbidden (the order list may only be left for a few pages). */
export function forbiddenExitFallback(from: string, to: string): string | undefined {
  const guard = leaveGuardOf(from);
  if (!guard || from === to || to === guard.fallback || guard.allow.includes(to)) return undefined;
  return guard.fallback;
}

/**
 * Leave guards of the route table, enforced app-wide. A push or replace to a forbidden page is
 * blocked before that page renders, then sent to the fallback. A back/forward step has already
 * moved the browser when we hear of it, so the entry it landed on is replaced by the fallback
 * (blocking a pop makes the router undo it asynchronously, which races a redirect).
 */
export function useLeaveGuards(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== NavigationType.Pop && forbiddenExitFallback(currentLocation.pathname, nextLocation.pathname) !== undefined,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const fallback = forbiddenExitFallback(pathname, blocker.location.pathname);
    blocker.reset();
    if (fallback) void navigate(fallback, { replace: true });
  }, [blocker, navigate, pathname]);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (navigationType !== NavigationType.Pop) return;
    const fallback = forbiddenExitFallback(from, pathname);
    if (fallback) void navigate(fallback, { replace: true });
  }, [pathname, navigationType, navigate]);
}
