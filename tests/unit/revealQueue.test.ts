import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueReveal, REVEAL_TIMEOUT_MS } from '@/platform/revealQueue';

const releases: Array<() => void> = [];
function queue(reveal: () => void): () => void {
  const release = queueReveal(reveal);
  releases.push(release);
  return release;
}

/** A frame and a task: what the queue waits for between two pieces. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

afterEach(() => {
  for (const release of releases.splice(0)) release();
  vi.useRealTimers();
});

describe('queueReveal: one piece of a page at a time, with a paint between them', () => {
  it('reveals a piece at once when nothing else is being revealed', () => {
    const reveal = vi.fn();
    queue(reveal);
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('reveals the next piece only once the one before is done and the browser has painted', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    const releaseFirst = queue(first);
    const releaseSecond = queue(second);
    queue(third);
    await afterPaint();
    expect(second).not.toHaveBeenCalled();

    releaseFirst();
    // not in the task that says the first is done: its commit is laid out and painted first
    expect(second).not.toHaveBeenCalled();
    await afterPaint();
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).not.toHaveBeenCalled();

    releaseSecond();
    await afterPaint();
    expect(third).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting piece that is released before its turn (its view went away)', async () => {
    const first = vi.fn();
    const gone = vi.fn();
    const last = vi.fn();
    const releaseFirst = queue(first);
    const releaseGone = queue(gone);
    queue(last);
    releaseGone();
    releaseFirst();
    await afterPaint();
    expect(gone).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a piece that is never released', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const stuck = vi.fn();
    const next = vi.fn();
    queue(stuck);
    queue(next);
    await vi.advanceTimersByTimeAsync(REVEAL_TIMEOUT_MS - 1);
    expect(next).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
