import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Mock mode's running clock (mocks/pageClock.ts): the page starts at the seed's instant and ticks on,
 * so the app's countdowns and the embedded backend's records agree.
 */
const RealDate = Date;
const SEED = new RealDate('2026-11-20T10:00:00+08:00').getTime();

async function freshClock() {
  vi.resetModules();
  return import('@mocks/pageClock');
}

describe('the mock-mode page clock', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    globalThis.Date = RealDate;
    vi.restoreAllMocks();
  });

  it('starts at the seed instant and runs on with the real clock', async () => {
    let real = new RealDate('2026-11-28T16:00:00Z').getTime();
    vi.spyOn(RealDate, 'now').mockImplementation(() => real);
    const { runPageClock, pageClockRunning } = await freshClock();
    expect(pageClockRunning()).toBe(false);
    runPageClock();
    expect(pageClockRunning()).toBe(true);
    expect(Date.now()).toBe(SEED);
    expect(new Date().getTime()).toBe(SEED);
    real += 90_000;
    expect(Date.now()).toBe(SEED + 90_000);
    // a date that is given stays that date; Date's statics and instanceof still work
    expect(new Date('2026-01-02T03:04:05Z').toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(new Date(2026, 0, 2).getDate()).toBe(2);
    expect(new Date() instanceof Date).toBe(true);
    expect(Date.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
    expect(Date.parse('2026-01-01T00:00:00Z')).toBe(RealDate.parse('2026-01-01T00:00:00Z'));
    expect((Date as unknown as () => string)()).toBe(new RealDate(SEED + 90_000).toString());
  });

  it('carries on from where the tab was after a reload, rather than starting over', async () => {
    let real = new RealDate('2026-11-28T16:00:00Z').getTime();
    vi.spyOn(RealDate, 'now').mockImplementation(() => real);
    (await freshClock()).runPageClock();
    real += 600_000;
    globalThis.Date = RealDate;
    // the reload: a new page, the same tab's sessionStorage
    (await freshClock()).runPageClock();
    expect(Date.now()).toBe(SEED + 600_000);
  });

  it("is the mock backend's now for what happens with time once running, and the seed instant otherwise", async () => {
    let real = new RealDate('2026-11-28T16:00:00Z').getTime();
    vi.spyOn(RealDate, 'now').mockImplementation(() => real);
    const { runPageClock } = await freshClock();
    const { businessNow, BUSINESS_NOW } = await import('@mocks/clock');
    expect(businessNow()).toBe(BUSINESS_NOW);
    runPageClock();
    real += 3_600_000;
    expect(businessNow()).toBe('2026-11-20 11:00:00');
  });
});
