import { Outlet } from 'react-router-dom';
import { AppTabBar } from './AppTabBar';

/** The `/` layout: child pages, with the footer tab bar on the five tab routes. */
export function Layout() {
  return (
    <>
      <Outlet />
      <AppTabBar />
    </>
  );
}
