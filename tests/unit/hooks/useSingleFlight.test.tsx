import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { deferred } from '../deferred';

afterEach(() => vi.restoreAllMocks());

describe('useSingleFlight: one call at a time', () => {
  it('runs the action once for five fast calls, and again once the first is done', async () => {
    const gate = deferred<string>();
    const action = vi.fn((label: string) => gate.promise.then((value) => `${label}:${value}`));
    const { result } = renderHook(() => useSingleFlight(action));

    let first!: Promise<string | undefined>;
    const ignored: Promise<string | undefined>[] = [];
    act(() => {
      first = result.current.run('a');
      for (let tap = 0; tap < 4; tap += 1) ignored.push(result.current.run('b'));
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');
    await expect(Promise.all(ignored)).resolves.toEqual([undefined, undefined, undefined, undefined]);

    let value: string | undefined;
    await act(async () => {
      gate.resolve('done');
      value = await first;
    });
    expect(value).toBe('a:done');

    await act(async () => {
      await result.current.run('c');
    });
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith('c');
  });

  it('is pending while the call runs, for busy buttons', async () => {
    const gate = deferred<void>();
    const { result } = renderHook(() => useSingleFlight(() => gate.promise));
    expect(result.current.pending).toBe(false);

    let call!: Promise<void | undefined>;
    act(() => {
      call = result.current.run();
    });
    expect(result.current.pending).toBe(true);

    await act(async () => {
      gate.resolve();
      await call;
    });
    expect(result.current.pending).toBe(false);
  });

  it('passes a failure on and releases the lock', async () => {
    let attempt = 0;
    const action = vi.fn(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('sent');
    });
    const { result } = renderHook(() => useSingleFlight(action));

    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('offline');
    });
    expect(result.current.pending).toBe(false);

    let second: string | undefined;
    await act(async () => {
      second = await result.current.run();
    });
    expect(second).toBe('sent');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays locked after a result that holdWhen keeps (the screen is leaving)', async () => {
    const action = vi.fn((created: boolean) => Promise.resolve(created));
    const { result } = renderHook(() => useSingleFlight(action, { holdWhen: (created) => created }));

    await act(async () => {
      await result.current.run(false);
    });
    expect(result.current.pending).toBe(false);

    await act(async () => {
      await result.current.run(true);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      await expect(result.current.run(false)).resolves.toBeUndefined();
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('uses the action of the latest render', async () => {
    const { result, rerender } = renderHook(({ value }) => useSingleFlight(() => Promise.resolve(value)), {
      initialProps: { value: 'first' },
    });
    rerender({ value: 'second' });
    let value: string | undefined;
    await act(async () => {
      value = await result.current.run();
    });
    expect(value).toBe('second');
  });

  it('finishing after unmount is silent: no state update, no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const gate = deferred<string>();
    const { result, unmount } = renderHook(() => useSingleFlight(() => gate.promise));

    let call!: Promise<string | undefined>;
    act(() => {
      call = result.current.run();
    });
    unmount();
    gate.resolve('late');
    await expect(call).resolves.toBe('late');
    expect(errors).not.toHaveBeenCalled();
  });
});
