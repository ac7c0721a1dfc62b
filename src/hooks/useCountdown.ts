import { useCallback, useEffect, useState } from 'react';

/** How often the countdown looks at the clock; the shown seconds change only once a second. */
export const COUNTDOWN_TICK_MS = 250;

function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface Countdown {
  /** whole seconds left, 0 when idle or finished */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  reset: () => void;
}

/**
 * A resend countdown (verification codes). A setInterval tick reads the clock and shows the
 * seconds left until a fixed end time, rather than counting ticks: a webview that throttles or
 * pauses timers in the background (or a keep-alive screen that was hidden) still shows the right
 * value when it comes back. With a frozen clock (the stories' mockdate) it stays put, and a story
 * moves it deterministically by moving the clock.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  // `start` shows the full count at once; the first tick comes a quarter second later
  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.round(seconds));
    setRemaining(whole);
    setEndsAt(whole > 0 ? Date.now() + whole * 1000 : null);
  }, []);

  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
}
