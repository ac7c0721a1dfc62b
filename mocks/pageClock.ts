/**
 * The one instant every story, test and mock record is written against: 2026-11-20 10:00 Beijing
 * time. Stories and tests stop the clock there (MockDate); mock mode runs it from there.
 */
export const MOCK_NOW = '2026-11-20T10:00:00+08:00';

/** sessionStorage key: the real time the tab first ran the mock clock, so a reload carries on from it. */
const ORIGIN_KEY = 'mock-clock-origin';

let running = false;

/** Whether this page's clock is mock mode's running one (runPageClock was called). */
export function pageClockRunning(): boolean {
  return running;
}

/**
 * Mock mode (npm start, e2e, Lighthouse): the page's Date starts at MOCK_NOW when the tab first
 * opens and runs on from there, so the app's countdowns and the embedded backend (which runs in
 * this page) share one clock with the seeded records. On the machine's own date, an order seeded to
 * wait for payment until the seed's next morning showed 交易关闭 on its details page while the
 * backend, and so the order list, still offered 去支付.
 *
 * Written by hand, as MockDate does it (a function standing in for Date, sharing its prototype):
 * MockDate stops the clock, and a countdown must tick; sinon's fake timers would take over the
 * timers too. No imports and no work at load: a production build drops this module with the mock
 * branch that calls it.
 */
export function runPageClock(instant: string = MOCK_NOW): void {
  if (running) return;
  const RealDate = Date;
  const stored = Number(window.sessionStorage.getItem(ORIGIN_KEY));
  const origin = stored > 0 ? stored : RealDate.now();
  window.sessionStorage.setItem(ORIGIN_KEY, String(origin));
  const offset = new RealDate(instant).getTime() - origin;
  const now = () => RealDate.now() + offset;

  function PageDate(this: unknown, ...args: unknown[]): Date | string {
    // Date() called without new gives the current time as text
    if (!(this instanceof PageDate)) return new RealDate(now()).toString();
    if (args.length === 0) return new RealDate(now());
    return new RealDate(...(args as ConstructorParameters<DateConstructor>));
  }
  PageDate.prototype = RealDate.prototype;
  PageDate.now = now;
  PageDate.parse = RealDate.parse.bind(RealDate);
  PageDate.UTC = RealDate.UTC.bind(RealDate);
  globalThis.Date = PageDate as unknown as DateConstructor;
  running = true;
}
