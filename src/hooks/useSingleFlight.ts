import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SingleFlightOptions<Result> {
  /**
   * Keeps the lock (and `pending`) after a call whose result matches: the screen is leaving, e.g.
   * once an order exists, so nothing may be sent again before it is gone.
   */
  holdWhen?: (result: Result) => boolean;
}

export interface SingleFlight<Args extends unknown[], Result> {
  /**
   * Starts `action` unless a call is still running; an ignored call resolves to `undefined`.
   * The lock is taken before the first re-render, so two taps in one frame send once.
   * A failure is passed on (rejects) and releases the lock.
   */
  run: (...args: Args) => Promise<Result | undefined>;
  /** true while a call runs: for busy / disabled buttons */
  pending: boolean;
}

/**
 * One call at a time, however fast a button is tapped: the submit of a form, an order, a favourite.
 * Safe on unmount: a call finishing after the component has gone sets no state.
 */
export function useSingleFlight<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: SingleFlightOptions<Result> = {},
): SingleFlight<Args, Result> {
  const [pending, setPending] = useState(false);
  const locked = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    if (locked.current) return undefined;
    locked.current = true;
    if (mounted.current) setPending(true);
    let hold = false;
    try {
      const result = await latest.current.action(...args);
      hold = latest.current.options.holdWhen?.(result) ?? false;
      return result;
    } finally {
      if (!hold) {
        locked.current = false;
        if (mounted.current) setPending(false);
      }
    }
  }, []);

  return { run, pending };
}
