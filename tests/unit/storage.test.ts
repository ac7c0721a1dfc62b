import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, resetStorageFailureReport, sessionToken, storageDefaults, writeStored } from '@/platform/storage';
import { fullStorage, storageWithQuota } from './fullStorage';

describe('typed storage', () => {
  it('returns defaults for keys never written', () => {
    expect(readStored('sid')).toBe('');
    expect(readStored('userInfo')).toBeNull();
    expect(readStored('isStartupFirstLogin')).toBe('0');
    expect(readStored('regions')).toEqual([]);
  });

  it('round-trips values as JSON', () => {
    writeStored('sid', 'sid-abc');
    writeStored('userInfo', { memberId: 'm-1', nickname: '林清茶' });
    expect(window.localStorage.getItem('sid')).toBe('"sid-abc"');
    expect(readStored('sid')).toBe('sid-abc');
    expect(readStored('userInfo')).toEqual({ memberId: 'm-1', nickname: '林清茶' });
  });

  it('resets a corrupt value instead of throwing', () => {
    window.localStorage.setItem('userInfo', '{not json');
    expect(readStored('userInfo')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('resets a value of the wrong type', () => {
    window.localStorage.setItem('regions', '"not a list"');
    window.localStorage.setItem('sid', '42');
    expect(readStored('regions')).toEqual([]);
    expect(readStored('sid')).toBe('');
  });

  it('removes the key when the default is written (logout, empty current order)', () => {
    writeStored('currentOrder', { orderNo: 'TM20261120001' });
    writeStored('currentOrder', null);
    expect(window.localStorage.getItem('currentOrder')).toBeNull();
  });

  it('keeps the query token in session storage', () => {
    expect(sessionToken.get()).toBeNull();
    sessionToken.set('tok');
    expect(window.sessionStorage.getItem('token')).toBe('tok');
  });
});

/** Issue 10 item 1: a write never breaks a flow, and caches go before user data. */
describe('typed storage at its quota', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetStorageFailureReport();
  });

  it('a write to a full storage does not throw: it answers false and is reported once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fullStorage();
    expect(writeStored('currentOrder', { orderId: 'o-1', orderNo: 'TM1', payAmount: 714 })).toBe(false);
    expect(writeStored('sid', 'sid-abc')).toBe(false);
    expect(writeStored('regions', [{ id: 1 }])).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('currentOrder');
  });

  it('drops the region cache (then the search history) to store user data', () => {
    writeStored('regions', [{ id: 110000, name: '北京市' }, { id: 310000, name: '上海市' }]);
    writeStored('searchHistory', ['龙井']);
    const used = Object.keys(window.localStorage).reduce((sum, key) => sum + key.length + (window.localStorage.getItem(key) ?? '').length, 0);
    storageWithQuota(used + 5);
    expect(writeStored('sid', 'sid-buyer-20261120')).toBe(true);
    expect(readStored('sid')).toBe('sid-buyer-20261120');
    expect(window.localStorage.getItem('regions')).toBeNull();
    expect(readStored('searchHistory')).toEqual(['龙井']);
  });

  it('a cache never pushes out user data: a region write that does not fit is dropped', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeStored('sid', 'sid-buyer-20261120');
    writeStored('regions', [{ id: 1 }]);
    storageWithQuota(60);
    expect(writeStored('regions', Array.from({ length: 50 }, (_, id) => ({ id })))).toBe(false);
    expect(readStored('sid')).toBe('sid-buyer-20261120');
    // the old regions are not left behind as if they were the new ones
    expect(window.localStorage.getItem('regions')).toBeNull();
  });
});

/** Issue 10 items 7, 8 and 9: every key is read back only in its own shape. */
describe('typed storage shapes', () => {
  const stored = (key: string, json: string) => window.localStorage.setItem(key, json);

  it.each([
    ['userInfo', '12345'],
    ['userInfo', '[{"memberId":"m-1"}]'],
    ['userInfo', '"m-1"'],
    ['userInfo', '{"nickname":"林清茶"}'],
    ['userInfo', '{"memberId":"m-1","nickname":7}'],
    ['deviceInfo', '[44]'],
    ['deviceInfo', '"44"'],
    ['deviceInfo', '{"statusBarHeight":"44"}'],
    ['deviceInfo', '{"statusBarHeight":44,"deviceId":9}'],
    ['currentOrder', '[1,2]'],
    ['currentOrder', '"o-1"'],
    ['currentOrder', '{"orderNo":"TM1"}'],
    ['regions', '[1,2,3]'],
    ['searchHistory', '"龙井"'],
    ['newUserPopupShown', '{"0":"p-1"}'],
    ['isStartupFirstLogin', '"yes"'],
    ['locale', '"constructor"'],
    ['locale', '"fr-FR"'],
  ] as const)('resets %s stored as %s', (key, json) => {
    stored(key, json);
    expect(readStored(key)).toEqual(storageDefaults[key]);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps values that fit their key', () => {
    stored('userInfo', '{"memberId":"m-1","nickname":"林清茶","level":3}');
    stored('currentOrder', '{"orderId":"o-1","orderNo":"TM1","payAmount":714}');
    stored('locale', '"en-US"');
    stored('deviceInfo', '{"statusBarHeight":44,"deviceId":"ios-9f8e"}');
    expect(readStored('userInfo')).toEqual({ memberId: 'm-1', nickname: '林清茶', level: 3 });
    expect(readStored('currentOrder')).toEqual({ orderId: 'o-1', orderNo: 'TM1', payAmount: 714 });
    expect(readStored('locale')).toBe('en-US');
    expect(readStored('deviceInfo')).toEqual({ statusBarHeight: 44, deviceId: 'ios-9f8e' });
  });

  it('keeps the strings of a list of strings, leaving out the rest', () => {
    stored('newUserPopupShown', '["p-1",2,null,"p-2"]');
    expect(readStored('newUserPopupShown')).toEqual(['p-1', 'p-2']);
  });

  it('clamps a stored status bar height to 0–100 px', () => {
    stored('deviceInfo', '{"statusBarHeight":99999}');
    expect(readStored('deviceInfo')).toEqual({ statusBarHeight: 100 });
    stored('deviceInfo', '{"statusBarHeight":-20,"deviceId":"a-1"}');
    expect(readStored('deviceInfo')).toEqual({ statusBarHeight: 0, deviceId: 'a-1' });
  });
});
