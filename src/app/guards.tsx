import { Toast } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import { useAppSelector } from './hooks';
import type { LeaveGuard } from './routeTable';
import { selectIsLoggedIn } from './slices/session';

/** Routes flagged needsLogin: a guest gets the 请先登录 toast and goes to /login, then comes back. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  const { t } = useI18n();
  useEffect(() => {
    if (!loggedIn) Toast.show({ icon: 'fail', content: t('auth.loginFirst') });
  }, [loggedIn, t]);
  if (loggedIn) return children;
  return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** A route that may only be left for certain paths (the order list); any other exit goes to the fallback. */
export function useLeaveGuard(guard: LeaveGuard | undefined): void {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard !== undefined &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== guard.fallback &&
      !guard.allow.includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked' || !guard) return;
    blocker.reset();
    void navigate(guard.fallback, { replace: true });
  }, [blocker, guard, navigate]);
}
