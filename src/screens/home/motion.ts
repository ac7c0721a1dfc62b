import { createContext, useContext } from 'react';

/**
 * Whether the home page may move by itself (banner autoplay, scrolling notices).
 * `null` = decide from the device; stories and tests provide `false` so every render is the same.
 */
export const HomeMotionContext = createContext<boolean | null>(null);

function deviceAllowsMotion(): boolean {
  if (typeof window === 'undefined') return false;
  // automated browsers (visual suite, e2e, Lighthouse) and users who asked for less motion
  if (window.navigator.webdriver) return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function useHomeMotion(): boolean {
  const override = useContext(HomeMotionContext);
  return override ?? deviceAllowsMotion();
}
