import { describe, expect, it } from 'vitest';
import { serverInstant, shownMinute, splitDuration, windowAt } from '@/screens/activity/activityTime';
import { walletTotal, zoneCover, zoneOf } from '@/screens/activity/zoneMoney';

const START = '2026-11-15 00:00:00';
const END = '2026-12-15 23:59:59';

describe('an activity window', () => {
  it('reads the server times as Beijing time, whatever the device zone', () => {
    expect(serverInstant('2026-11-20 10:00:00')).toBe(Date.UTC(2026, 10, 20, 2, 0, 0));
    expect(serverInstant('not a time')).toBeNaN();
  });

  it('is upcoming before the start, running up to and including the end, ended after it', () => {
    expect(windowAt(START, END, serverInstant('2026-11-14 23:59:59'))).toEqual({ phase: 'upcoming', left: 1000 });
    expect(windowAt(START, END, serverInstant(START))).toMatchObject({ phase: 'running' });
    expect(windowAt(START, END, serverInstant(END))).toEqual({ phase: 'running', left: 0 });
    expect(windowAt(START, END, serverInstant(END) + 1)).toEqual({ phase: 'ended', left: 0 });
    // dates it cannot read close nothing
    expect(windowAt('', '', 0).phase).toBe('running');
  });

  it('splits a duration into days and hh:mm:ss', () => {
    const left = windowAt(START, END, serverInstant('2026-11-20 10:00:00')).left;
    expect(splitDuration(left)).toEqual({ days: 25, time: '13:59:59' });
    expect(splitDuration(59_999)).toEqual({ days: 0, time: '00:00:59' });
    expect(splitDuration(-5)).toEqual({ days: 0, time: '00:00:00' });
    expect(shownMinute(END)).toBe('2026-12-15 23:59');
  });
});

describe('the credit zone money', () => {
  it('chooses the zone from the query, deduction by default', () => {
    expect(zoneOf('cash')).toBe('cash');
    expect(zoneOf('deduction')).toBe('deduction');
    expect(zoneOf(null)).toBe('deduction');
    expect(zoneOf('other')).toBe('deduction');
  });

  it('covers the zone amount in fen, never more than the price', () => {
    expect(zoneCover(268, 30)).toEqual({ covers: 3000, rest: 23800 });
    expect(zoneCover(9.9, 0.1)).toEqual({ covers: 10, rest: 980 });
    expect(zoneCover(8, 10)).toEqual({ covers: 800, rest: 0 });
  });

  it('adds up the usable cash coupons only', () => {
    expect(walletTotal([{ amount: 5, status: 0 }, { amount: 20, status: 1 }, { amount: 10.5, status: 0 }, { amount: 10, status: 2 }])).toEqual({ count: 2, total: 1550 });
  });
});
