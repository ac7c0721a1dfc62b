import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/hooks/useCountdown';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T02:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('shows the full count at once, then one second less per second, then stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current.remaining).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock, not the number of ticks (throttled timers in a background webview)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // the clock jumps 25 s while no timer fired
    act(() => {
      vi.setSystemTime(Date.now() + 25_000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.remaining).toBe(35);
  });

  it('stays put while the clock stands still (the stories freeze it)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => {
      const frozen = Date.now();
      for (let i = 0; i < 8; i += 1) {
        vi.advanceTimersByTime(250);
        vi.setSystemTime(frozen);
      }
    });
    expect(result.current.remaining).toBe(60);
  });

  it('reset stops it and clears the timer; unmount clears the timer', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current.start(30));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
