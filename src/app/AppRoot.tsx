import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import { clearPageToasts } from '@/platform/feedback';
import { registerNavigator } from '@/platform/navigation';
import { sessionToken } from '@/platform/storage';
import { useLeaveGuardFallback } from './guards';
import { useAppSelector } from '@/state/hooks';
import { KeepAliveHost } from './KeepAliveHost';
import { routeEntryFor } from './routeMatch';
import { useScrollRestoration } from './scrollRestoration';
import { selectStatusBarHeight } from '@/state/device';

/** `?token=` is kept in session storage when none is stored, then removed from the visible URL. */
function useQueryToken() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token');
    if (token === null) return;
    if (token && !sessionToken.get()) sessionToken.set(token);
    params.delete('token');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}

function useDocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  useEffect(() => {
    const entry = routeEntryFor(pathname);
    const page = entry ? t(`route.${entry.title}`) : t('route.notFound');
    document.title = `${page} - ${t('app.name')}`;
  }, [pathname, t]);
}

function useStatusBarPadding() {
  const height = useAppSelector(selectStatusBarHeight);
  useEffect(() => {
    document.documentElement.style.setProperty('--tm-status-bar-height', `${height}px`);
  }, [height]);
}

function useNavigatorRegistration() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const locationRef = useRef(pathname + search + hash);
  useEffect(() => {
    locationRef.current = pathname + search + hash;
  }, [pathname, search, hash]);
  useEffect(() => registerNavigator((to, options) => void navigate(to, options), () => locationRef.current), [navigate]);
}

/** A route change clears the transient toasts of the page left behind (a toast that travels stays). */
function useToastsClearedOnRouteChange() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = '';
    clearPageToasts();
  }, [pathname]);
}

/** Root of the route tree: the app-wide navigation rules (query token, title, status bar, scroll, leave guard). */
export function AppRoot() {
  useQueryToken();
  useDocumentTitle();
  useStatusBarPadding();
  useNavigatorRegistration();
  useScrollRestoration();
  useToastsClearedOnRouteChange();
  const leaveFallback = useLeaveGuardFallback();
  return (
    <>
      {leaveFallback ? <Navigate to={leaveFallback} replace /> : <Outlet />}
      <KeepAliveHost paused={leaveFallback !== undefined} />
    </>
  );
}
