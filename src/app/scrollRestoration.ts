import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scroll restoration for the declarative router (react-router's <ScrollRestoration> needs its
 * data router, which alone costs 18 KB gzip of the /home budget). A back or forward step returns
 * to where that history entry was left; any other navigation starts at the top (or at its #hash).
 *
 * Positions are recorded on every scroll, per history entry, so the value kept for the page being
 * left is the user's, not the one the browser clamps to once a shorter page has rendered. They live
 * with the app instance: a new instance (a story, a test) starts with none.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = navigationType === NavigationType.Pop ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
