import { describe, expect, it } from 'vitest';
import { readStored, sessionToken, writeStored } from '@/platform/storage';

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
