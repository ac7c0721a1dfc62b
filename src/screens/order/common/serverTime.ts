/*
 * The servers' times on the order screens: Beijing wall-clock time, 'YYYY-MM-DD HH:mm:ss' (UTC+8,
 * no zone written), read and shown through dayjs whatever the device's zone.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** A server time: Beijing wall-clock time, 'YYYY-MM-DD HH:mm:ss' (UTC+8, no zone written). */
const SERVER_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;

/**
 * The instant (ms) of a server time, whatever the device's zone; NaN when it is not one. Read by
 * dayjs as ISO 8601 with the server's offset written out (+08:00), which every webview reads the same.
 */
export function serverInstant(time: string): number {
  const match = SERVER_TIME.exec(time.trim());
  return match ? dayjs(`${match[1]}T${match[2]}+08:00`).valueOf() : Number.NaN;
}

/**
 * A server time as the pages show it, to the minute: '2026-11-20 09:12:00' -> '2026-11-20 09:12', the
 * Beijing wall-clock time as the server wrote it, whatever the device's zone. dayjs reads and formats
 * it in UTC mode, so no device zone comes in between: read as local time, a time that does not exist
 * on the device (the hour skipped when its summer time starts) would show an hour later. Anything
 * that is not a server time is shown as it came.
 */
export function shownTime(time: string): string {
  const text = time.trim();
  return SERVER_TIME.test(text) ? dayjs.utc(text).format('YYYY-MM-DD HH:mm') : text;
}
