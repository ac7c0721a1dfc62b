import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { startup, storeRegions } from '@/app/startup';
import { readStored, resetStorageFailureReport } from '@/platform/storage';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { fullStorage } from './fullStorage';
import { makeTestStore } from './teardown';

type HostWindow = Window & { webkit?: unknown; setStatusBarHeight?: (value: unknown) => void };

afterEach(() => {
  delete (window as HostWindow).webkit;
  vi.restoreAllMocks();
  resetStorageFailureReport();
});

describe('startup', () => {
  it('marks isStartupFirstLogin and leaves the regions to storeRegions', () => {
    startup(makeTestStore(), { info: vi.fn() });
    expect(readStored('isStartupFirstLogin')).toBe('1');
    expect(readStored('regions')).toEqual([]);
  });

  it('storeRegions stores the regions', async () => {
    await storeRegions(makeTestStore(), { info: vi.fn() });
    expect(JSON.stringify(readStored('regions'))).toContain('福建省');
  });

  it('only logs a region fetch failure', async () => {
    server.use(scenario.networkError(catalogue.queryCityArea));
    const info = vi.fn();
    await storeRegions(makeTestStore(), { info });
    expect(readStored('regions')).toEqual([]);
    expect(info).toHaveBeenCalledWith('[startup] region fetch failed', expect.objectContaining({ kind: 'network' }));
  });

  it('asks the native host for the status bar height and applies its answer', () => {
    const postMessage = vi.fn();
    (window as HostWindow).webkit = { messageHandlers: { getStatusBarHeight: { postMessage } } };
    const store = makeTestStore();
    startup(store, { info: vi.fn() });
    expect(postMessage).toHaveBeenCalledTimes(1);
    (window as HostWindow).setStatusBarHeight?.('{"statusBarHeight":44,"deviceId":"ios-9f8e"}');
    expect(store.getState().device.statusBarHeight).toBe(44);
    expect(readStored('deviceInfo')).toEqual({ statusBarHeight: 44, deviceId: 'ios-9f8e' });
    (window as HostWindow).setStatusBarHeight?.('garbage');
    expect(store.getState().device.statusBarHeight).toBe(44);
  });

  it('in a plain browser the status bar height stays 0', () => {
    const store = makeTestStore();
    startup(store, { info: vi.fn() });
    expect(store.getState().device.statusBarHeight).toBe(0);
  });

  it('boots with a full storage: nothing is kept, nothing throws, one warning (issue 10 item 1)', async () => {
    fullStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeTestStore();
    startup(store, { info: vi.fn() });
    await expect(storeRegions(store, { info: vi.fn() })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('regions')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("clamps the host's status bar height to 0–100 px (issue 10 item 8)", () => {
    const postMessage = vi.fn();
    (window as HostWindow).webkit = { messageHandlers: { getStatusBarHeight: { postMessage } } };
    const store = makeTestStore();
    startup(store, { info: vi.fn() });
    (window as HostWindow).setStatusBarHeight?.('{"statusBarHeight":99999}');
    expect(store.getState().device.statusBarHeight).toBe(100);
    expect(readStored('deviceInfo')).toEqual({ statusBarHeight: 100 });
    (window as HostWindow).setStatusBarHeight?.(-12);
    expect(store.getState().device.statusBarHeight).toBe(0);
  });
});
