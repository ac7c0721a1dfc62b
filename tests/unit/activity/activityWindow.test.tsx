import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityWindow, activityWindowTestId } from '@/screens/activity/ActivityWindow';
import { serverInstant } from '@/screens/activity/activityTime';

afterEach(() => {
  vi.useRealTimers();
});

describe('the activity window on the page', () => {
  it('counts down each second and turns from 未开始 to 进行中 when the start passes, then 已结束 after the end', () => {
    vi.useFakeTimers({ now: serverInstant('2026-11-14 23:59:58') });
    render(<ActivityWindow startTime="2026-11-15 00:00:00" endTime="2026-11-15 00:00:03" />);
    const window = screen.getByTestId(activityWindowTestId);
    expect(window).toHaveAttribute('data-phase', 'upcoming');
    expect(window).toHaveTextContent('距开始 00:00:02');

    act(() => void vi.advanceTimersByTime(1000));
    expect(window).toHaveTextContent('距开始 00:00:01');

    act(() => void vi.advanceTimersByTime(2000));
    expect(window).toHaveAttribute('data-phase', 'running');
    expect(window).toHaveTextContent('距结束 00:00:02');

    act(() => void vi.advanceTimersByTime(4000));
    expect(window).toHaveAttribute('data-phase', 'ended');
    expect(window).toHaveTextContent('活动已于 2026-11-15 00:00 结束');
  });
});
