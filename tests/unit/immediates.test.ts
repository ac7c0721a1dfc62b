import { describe, expect, it } from 'vitest';
import { pendingImmediates } from './immediates';
import { reactSchedulerDrained } from './teardown';

describe('the setImmediate count teardown waits on', () => {
  it('counts a queued immediate until it runs, and a cleared one no more', async () => {
    const before = pendingImmediates();
    let ran = false;
    setImmediate(() => (ran = true));
    const cleared = setImmediate(() => undefined);
    expect(pendingImmediates()).toBe(before + 2);
    clearImmediate(cleared);
    expect(pendingImmediates()).toBe(before + 1);
    await reactSchedulerDrained();
    expect(ran).toBe(true);
    expect(pendingImmediates()).toBe(0);
  });

  it('waits out a chain of immediates however long, as React’s scheduler queues its slices', async () => {
    let left = 200;
    const next = () => {
      left -= 1;
      if (left > 0) setImmediate(next);
    };
    setImmediate(next);
    await reactSchedulerDrained();
    expect(left).toBe(0);
  });
});
