/*
 * An activity's time window, read from the server's Beijing wall-clock times ('YYYY-MM-DD HH:mm:ss',
 * UTC+8, no zone written) through dayjs whatever the device's zone.
 */
import dayjs from 'dayjs';

const SERVER_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;

/** The instant (ms) of a server time; NaN when it is not one. */
export function serverInstant(time: string): number {
  const match = SERVER_TIME.exec(time.trim());
  return match ? dayjs(`${match[1]}T${match[2]}+08:00`).valueOf() : Number.NaN;
}

export type ActivityPhase = 'upcoming' | 'running' | 'ended';

export interface ActivityWindowState {
  phase: ActivityPhase;
  /** ms until the start (upcoming) or the end (running); 0 once ended */
  left: number;
}

/**
 * Where `now` falls in the window: before the start, inside it (start and end included), after it.
 * A window whose times cannot be read counts as running, so nothing is closed on a bad date.
 */
export function windowAt(startTime: string, endTime: string, now: number): ActivityWindowState {
  const start = serverInstant(startTime);
  const end = serverInstant(endTime);
  if (!Number.isNaN(start) && now < start) return { phase: 'upcoming', left: start - now };
  if (!Number.isNaN(end) && now > end) return { phase: 'ended', left: 0 };
  return { phase: 'running', left: Number.isNaN(end) ? 0 : end - now };
}

/** A duration in whole seconds: days apart, then hh:mm:ss ({ days: 3, time: '05:12:09' }). */
export function splitDuration(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return { days, time: [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':') };
}

/** A server time to the minute as the server wrote it: '2026-12-15 23:59:59' -> '2026-12-15 23:59'. */
export function shownMinute(time: string): string {
  const [, day, clock] = SERVER_TIME.exec(time.trim()) ?? [];
  return day && clock ? `${day} ${clock.slice(0, 5)}` : time;
}
