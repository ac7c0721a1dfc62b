import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown, msUntil } from '@/screens/order/details/payCountdown';
import { serverInstant, shownTime } from '@/screens/order/common/serverTime';

/*
 * The server writes Beijing wall-clock time with no zone. The device may be anywhere: its zone must
 * change neither the instant read nor the time shown. Node reads `process.env.TZ` again when it is
 * set in the main thread (the unit project runs each file in a forked process), so each zone is
 * checked for taking effect before the functions are asked.
 */
const originalZone = process.env.TZ;

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

/** The device in `zone`, proved by its offset (minutes behind UTC, as getTimezoneOffset says) at `at`. */
function deviceIn(zone: string, at: Date, offset: number): void {
  process.env.TZ = zone;
  expect(at.getTimezoneOffset(), `TZ=${zone} did not take effect`).toBe(offset);
}

// 2026-03-08 02:30 does not exist in New York (clocks go from 02:00 to 03:00); it does in Beijing
const NEW_YORK_GAP = new Date(Date.UTC(2026, 2, 8, 12));

const zones: [zone: string, at: Date, offset: number][] = [
  ['Asia/Shanghai', NEW_YORK_GAP, -480],
  ['UTC', NEW_YORK_GAP, 0],
  ['America/New_York', NEW_YORK_GAP, 240],
  ['America/Los_Angeles', new Date(Date.UTC(2026, 10, 20)), 480],
  ['Pacific/Kiritimati', NEW_YORK_GAP, -840],
];

describe.each(zones)('server times on a device in %s', (zone, at, offset) => {
  it('reads the instant with the server offset, +08:00', () => {
    deviceIn(zone, at, offset);
    expect(serverInstant('2026-11-20 09:12:00')).toBe(Date.UTC(2026, 10, 20, 1, 12));
    expect(serverInstant('2026-03-08 02:30:00')).toBe(Date.UTC(2026, 2, 7, 18, 30));
    expect(serverInstant(' 2026-11-20T00:00:00 ')).toBe(Date.UTC(2026, 10, 19, 16));
    expect(serverInstant('2026-11-20')).toBeNaN();
  });

  it('shows the Beijing wall-clock time as the server wrote it, to the minute', () => {
    deviceIn(zone, at, offset);
    expect(shownTime('2026-11-20 09:12:00')).toBe('2026-11-20 09:12');
    expect(shownTime('2026-11-20 23:59:59')).toBe('2026-11-20 23:59');
    expect(shownTime('2026-03-08 02:30:00')).toBe('2026-03-08 02:30');
    expect(shownTime('2026-01-01 00:05:00')).toBe('2026-01-01 00:05');
  });

  it('counts the payment window down to the same instant', () => {
    deviceIn(zone, at, offset);
    const now = Date.UTC(2026, 10, 20, 2); // 10:00 in Beijing
    expect(formatCountdown(msUntil('2026-11-21 09:12:00', now))).toBe('23:12:00');
  });
});

describe('what is not a server time', () => {
  it('is shown as it came, and has no instant', () => {
    expect(shownTime('')).toBe('');
    expect(shownTime(' 2026-11-18 ')).toBe('2026-11-18');
    expect(shownTime('not a time')).toBe('not a time');
    expect(serverInstant('not a time')).toBeNaN();
  });
});
