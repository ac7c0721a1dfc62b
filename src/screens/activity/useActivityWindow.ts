import { useEffect, useState } from 'react';
import { windowAt, type ActivityWindowState } from './activityTime';

/**
 * The window of an activity at the current time, read again each second while it counts down (not
 * started or running), so the countdown is live and the phase turns when the start or end passes.
 * It reads the clock rather than counting ticks: a webview that pauses timers shows the right value
 * when it comes back; under the stories' fixed clock it stays put.
 */
export function useActivityWindow(startTime: string, endTime: string): ActivityWindowState {
  const [now, setNow] = useState(() => Date.now());
  const state = windowAt(startTime, endTime, now);
  const counting = state.phase !== 'ended';
  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  return state;
}
