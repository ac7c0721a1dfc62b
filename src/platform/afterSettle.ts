/** How long no resource may finish loading before the page counts as settled. */
export const SETTLE_QUIET_MS = 1500;

/**
 * Runs `task` once the opening page has settled: after the window's load event, once no resource
 * (script, picture, call) has finished loading for `quietMs`, in an idle period. Parts a screen
 * keeps off its launch (a closed sheet, a description below the fold) load then, not in
 * competition with what the first screen shows (docs/performance.md). Returns a cancel function.
 */
export function afterSettle(task: () => void, quietMs = SETTLE_QUIET_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let observer: PerformanceObserver | undefined;

  const run = () => {
    observer?.disconnect();
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 1000 });
    else task();
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  };
  const start = () => {
    if (cancelled) return;
    window.removeEventListener('load', start);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      observer = new PerformanceObserver(arm);
      observer.observe({ type: 'resource' });
    }
    arm();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start);

  return () => {
    cancelled = true;
    clearTimeout(timer);
    observer?.disconnect();
    window.removeEventListener('load', start);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
