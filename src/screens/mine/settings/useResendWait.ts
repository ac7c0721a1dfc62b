import { useCallback, useEffect, useState } from 'react';

/**
 * The seconds before another verification code may be asked for. It reads the clock against a
 * fixed end time on each tick rather than counting ticks, so a webview that paused its timers in
 * the background shows the right value when it comes back (and a frozen story clock holds it still).
 */
export function useResendWait(): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.round(seconds));
    setRemaining(whole);
    setEndsAt(whole > 0 ? Date.now() + whole * 1000 : null);
  }, []);

  return { remaining, start };
}
