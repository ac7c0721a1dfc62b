import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callBaseQuery, loadTransport } from '@/api/baseQuery';
import { catalogue } from '@/api/catalogue';
import * as request from '@/api/request';
import { http } from '@/api/transport';
import { yieldToMain } from '@/platform/yieldToMain';

/** The global as the helper reads it (lib.dom's Scheduler type asks for postTask too). */
const host = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  delete host.scheduler;
  http.defaults.adapter = originalAdapter;
});

describe('yieldToMain', () => {
  it("ends the task through the browser's scheduler.yield where there is one", async () => {
    const taskYield = vi.fn(() => Promise.resolve());
    host.scheduler = { yield: taskYield };
    await yieldToMain();
    expect(taskYield).toHaveBeenCalledTimes(1);
  });

  it('continues at once where there is none (older webviews, jsdom)', async () => {
    expect(host.scheduler).toBeUndefined();
    await expect(yieldToMain()).resolves.toBeUndefined();
  });

  it('puts each call of the request layer in tasks of its own: prepared after one yield, sent after the next', async () => {
    // the request layer is loaded (it yields once between its two parts): what is left is the call's own yields
    await loadTransport();
    // each yield ends its task when the test says so
    const tasksEnding: Array<() => void> = [];
    host.scheduler = { yield: () => new Promise<void>((resolve) => tasksEnding.push(resolve)) };
    // the state each step waits for is the next yield pending: no fixed time, a loaded machine
    // only takes longer to get there
    const nextTaskPending = () => vi.waitFor(() => expect(tasksEnding).toHaveLength(1));
    const endTask = () => tasksEnding.shift()?.();
    const adapter = vi.fn<AxiosAdapter>((config) => Promise.resolve({ data: '{"code":1,"message":"","data":[]}', status: 200, statusText: '', headers: {}, config }));
    http.defaults.adapter = adapter;
    const prepared = vi.spyOn(request, 'prepareRequest');
    const api = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: () => undefined,
      getState: () => ({ session: {}, device: { statusBarHeight: 0, locale: 'zh-CN' } }),
      extra: undefined,
      endpoint: 'hotNews',
      type: 'query' as const,
    };
    const answer = callBaseQuery({ call: catalogue.hotNews }, api, {});
    await nextTaskPending();
    expect(prepared).not.toHaveBeenCalled();
    endTask();
    // signed and encrypted in the second task, not yet sent
    await nextTaskPending();
    expect(prepared).toHaveBeenCalledTimes(1);
    expect(adapter).not.toHaveBeenCalled();
    endTask();
    await expect(answer).resolves.toEqual({ data: [] });
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('evaluates the request layer in two tasks: the request preparation, then the transport', async () => {
    vi.resetModules();
    const evaluated: string[] = [];
    vi.doMock('@/api/request', async (original) => {
      evaluated.push('request');
      return original();
    });
    vi.doMock('@/api/transport', async (original) => {
      evaluated.push('transport');
      return original();
    });
    let endTask = () => undefined as void;
    let yielded = false;
    const taskEnded = new Promise<void>((resolve) => (endTask = resolve));
    host.scheduler = {
      yield: () => {
        yielded = true;
        return taskEnded;
      },
    };
    try {
      const { loadTransport: loadFresh } = await import('@/api/baseQuery');
      const loaded = loadFresh();
      // the layer is waiting for its next task: the request part is in, the transport not yet
      await vi.waitFor(() => expect(yielded).toBe(true));
      expect(evaluated).toEqual(['request']);
      endTask();
      await expect(loaded).resolves.toHaveProperty('executeCall');
      expect(evaluated).toEqual(['request', 'transport']);
    } finally {
      vi.doUnmock('@/api/request');
      vi.doUnmock('@/api/transport');
      vi.resetModules();
    }
  });
});
