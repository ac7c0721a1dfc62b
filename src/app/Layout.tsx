import type { CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { tabRoutes } from '@/components/TabBar/tabs';
import { AppTabBar } from './AppTabBar';

/** Room the fixed tab bar takes at the bottom; pages read it as `--tm-bottom-inset`. */
const tabBarInset = 'calc(var(--tm-tabbar-height) + env(safe-area-inset-bottom))';

/** The `/` layout: child pages, with the footer tab bar on the five tab routes. */
export function Layout() {
  const { pathname } = useLocation();
  const withTabBar = tabRoutes.has(pathname);
  const style = { '--tm-bottom-inset': withTabBar ? tabBarInset : '0px', paddingBottom: withTabBar ? tabBarInset : 0 } as CSSProperties;
  return (
    <div style={style}>
      <Outlet />
      {withTabBar && <AppTabBar />}
    </div>
  );
}
