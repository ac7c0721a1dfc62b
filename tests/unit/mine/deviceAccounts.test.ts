import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountOf,
  DEVICE_ACCOUNTS_KEPT,
  forgetDeviceAccount,
  listDeviceAccounts,
  recordDeviceAccount,
  refreshDeviceAccount,
  withAccount,
  withoutAccount,
  type DeviceAccount,
} from '@/platform/deviceAccounts';

const lin = { memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', avatar: 'avatars/lin.svg', role: 'buyer' };
const chen = { memberId: 'm-20488', nickname: '陈记茶馆', mobile: '13900139000', avatar: 'avatars/chen.svg', role: 'agent' };

const account = (index: number): DeviceAccount => ({ memberId: `m-${index}`, nickname: `茶友${index}`, mobile: `1380000000${index}`, avatar: '', lastUsedAt: index });

describe('the accounts kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps who the member is and when, never anything else of the login', () => {
    expect(accountOf({ ...lin, password: 'Tea123456' }, 5)).toEqual({ memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', avatar: 'avatars/lin.svg', lastUsedAt: 5 });
    expect(accountOf({ memberId: '' }, 5)).toBeNull();
  });

  it('puts the latest sign-in first, once per member, and keeps at most five', () => {
    let list: DeviceAccount[] = [];
    for (let index = 1; index <= DEVICE_ACCOUNTS_KEPT + 2; index += 1) list = withAccount(list, account(index));
    expect(list.map((entry) => entry.memberId)).toEqual(['m-7', 'm-6', 'm-5', 'm-4', 'm-3']);
    list = withAccount(list, { ...account(4), lastUsedAt: 99 });
    expect(list.map((entry) => entry.memberId)).toEqual(['m-4', 'm-7', 'm-6', 'm-5', 'm-3']);
    expect(withoutAccount(list, 'm-7').map((entry) => entry.memberId)).toEqual(['m-4', 'm-6', 'm-5', 'm-3']);
  });

  it('records logins in storage, refreshes a changed nickname in place and forgets on request', () => {
    recordDeviceAccount(lin, 1);
    recordDeviceAccount(chen, 2);
    expect(listDeviceAccounts().map((entry) => entry.nickname)).toEqual(['陈记茶馆', '林清茶']);
    refreshDeviceAccount({ memberId: 'm-10086', nickname: '林小茶' });
    expect(listDeviceAccounts().map((entry) => entry.nickname)).toEqual(['陈记茶馆', '林小茶']);
    expect(listDeviceAccounts()[1]?.lastUsedAt).toBe(1);
    expect(forgetDeviceAccount('m-20488').map((entry) => entry.memberId)).toEqual(['m-10086']);
    expect(listDeviceAccounts().map((entry) => entry.memberId)).toEqual(['m-10086']);
  });

  it('reads back only well-formed entries, each without a stray field such as a password', () => {
    localStorage.setItem(
      'deviceAccounts',
      JSON.stringify([{ ...account(1), password: 'Tea123456' }, { memberId: 'm-2' }, 'junk', account(3)]),
    );
    expect(listDeviceAccounts()).toEqual([account(1), account(3)]);
    expect(JSON.stringify(listDeviceAccounts())).not.toContain('Tea123456');
  });
});
