import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { MOCK_NOW, pageClockRunning } from './pageClock';

/*
 * The mock backend's clock. Every story, test and mock record runs at one fixed instant (stories pin
 * Date with MockDate; mock mode runs the page's clock on from it, mocks/pageClock.ts), and the
 * backend speaks Beijing wall-clock time: 'YYYY-MM-DD HH:mm:ss' at UTC+8 whatever the machine's
 * zone. All mock dates go through dayjs here, never by hand.
 */
dayjs.extend(utc);

export { MOCK_NOW } from './pageClock';

/** Fixed seed for Math.random in stories. */
export const MOCK_SEED = 20261120;

const BEIJING_OFFSET_MINUTES = 8 * 60;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';

/** An instant (default: now) on Beijing's wall clock. */
export function beijing(at: Date | number | string | Dayjs = Date.now()): Dayjs {
  return dayjs(at).utcOffset(BEIJING_OFFSET_MINUTES);
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (default: now), for records created at run time. */
export function beijingTime(at?: Date | number | Dayjs): string {
  return beijing(at).format(DATE_TIME_FORMAT);
}

/**
 * The business calendar of the mock (coupon and activity windows, expiries, the pay seed's today):
 * the fixed mock clock, so seeded validity windows never drift with the machine's date.
 */
export const BUSINESS_NOW = beijingTime(dayjs(MOCK_NOW));
export const BUSINESS_TODAY = beijing(MOCK_NOW).format(DATE_FORMAT);
export const BUSINESS_MONTH = beijing(MOCK_NOW).format(MONTH_FORMAT);

/**
 * The backend's now for what happens with time (an unpaid order closing): mock mode's running page
 * clock (mocks/pageClock.ts), which started at MOCK_NOW; BUSINESS_NOW wherever the clock is not
 * running that way (stories and tests stop it at MOCK_NOW; a test on the machine's date would
 * otherwise close every seeded unpaid order).
 */
export function businessNow(): string {
  return pageClockRunning() ? beijingTime() : BUSINESS_NOW;
}

/** A 'YYYY-MM-DD' calendar day `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format(DATE_FORMAT);
}

/** A 'YYYY-MM-DD HH:mm:ss' Beijing time `hours` later (earlier when negative); minutes likewise. */
export function addHours(dateTime: string, hours: number): string {
  return dayjs.utc(dateTime).add(hours, 'hour').format(DATE_TIME_FORMAT);
}

export function addMinutes(dateTime: string, minutes: number): string {
  return dayjs.utc(dateTime).add(minutes, 'minute').format(DATE_TIME_FORMAT);
}

/** A 'YYYY-MM-DD' calendar day `years` later (29 February falls back to the 28th). */
export function addYears(date: string, years: number): string {
  return dayjs.utc(date).add(years, 'year').format(DATE_FORMAT);
}

/*
 * mulberry32: a 32-bit seeded PRNG small enough to inline; no library is needed to replace
 * Math.random with a repeatable sequence in the story iframe.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
