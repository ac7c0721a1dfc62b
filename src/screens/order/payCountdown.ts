import { useEffect, useState } from 'react';

/**
 * The instant (ms) of a server time: Beijing wall-clock time ('YYYY-MM-DD HH:mm:ss', UTC+8), whatever
 * the device's zone; NaN when it is not one. Parsed as ISO 8601 with its offset, which every webview
 * reads the same: dayjs (2.3 KB gzip) would put /orderDetails over its 180 KB budget.
 */
export function serverInstant(time: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(time.trim());
  return match ? Date.parse(`${match[1]}T${match[2]}+08:00`) : Number.NaN;
}

/** A server time as the pages show it, to the minute: '2026-11-20 09:12:00' -> '2026-11-20 09:12'. */
export function shownTime(time: string): string {
  return time.trim().slice(0, 16);
}

/** Milliseconds from `now` until `expireTime` (server time); 0 once passed or unknown. */
export function msUntil(expireTime: string, now: number): number {
  if (!expireTime) return 0;
  const end = serverInstant(expireTime);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** 23:12:05 (hours may pass 24 for a long window). */
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
