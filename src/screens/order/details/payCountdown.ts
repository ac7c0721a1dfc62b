import { useEffect, useState } from 'react';
import { serverInstant } from '../common/serverTime';

/** Milliseconds from `now` until `expireTime` (server time); 0 once passed or unknown. */
export function msUntil(expireTime: string, now: number): number {
  if (!expireTime) return 0;
  const end = serverInstant(expireTime);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** 23:12:05 (hours may pass 24 for a long window): a duration, counted in whole seconds, not a date. */
export function formatCountdown(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** What is left of an unpaid order's payment window, ticking each second until it ends. */
export function usePayCountdown(expireTime: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = msUntil(expireTime, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
