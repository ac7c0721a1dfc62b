import type { UserInfo } from '@/models/member';
import { readStored, writeStored } from './storage';
import { DEVICE_ACCOUNTS_KEPT, type DeviceAccount } from './storedKeys';

/*
 * The accounts signed in on this device, for /mine/changeAccount: who they are (member id,
 * nickname, mobile, avatar) and when they last signed in here, newest first, at most
 * DEVICE_ACCOUNTS_KEPT. A password is never kept: switching logs out and opens the login form
 * with the mobile filled in. Each successful member login records its account
 * (src/screens/auth/useSignIn.ts). The pure functions below do the list work; the rest reads and
 * writes the `deviceAccounts` key (src/platform/storage.ts).
 */

export type { DeviceAccount } from './storedKeys';
export { DEVICE_ACCOUNTS_KEPT } from './storedKeys';

/** The account a signed-in user stands for, or null when the user carries no member id. */
export function accountOf(user: UserInfo, now: number): DeviceAccount | null {
  if (!user.memberId) return null;
  return { memberId: user.memberId, nickname: user.nickname ?? '', mobile: user.mobile ?? '', avatar: user.avatar ?? '', lastUsedAt: now };
}

/** The list with `account` first (replacing its earlier entry), cut to the most kept. */
export function withAccount(list: readonly DeviceAccount[], account: DeviceAccount): DeviceAccount[] {
  return [account, ...list.filter((entry) => entry.memberId !== account.memberId)].slice(0, DEVICE_ACCOUNTS_KEPT);
}

/** The list without the member's entry. */
export function withoutAccount(list: readonly DeviceAccount[], memberId: string): DeviceAccount[] {
  return list.filter((entry) => entry.memberId !== memberId);
}

/**
 * The list with the member's entry brought up to date (a nickname or avatar changed since it
 * signed in); its place and last sign-in stay. Unchanged when the member is not in it.
 */
export function refreshedAccount(list: readonly DeviceAccount[], update: Pick<DeviceAccount, 'memberId'> & Partial<Omit<DeviceAccount, 'memberId' | 'lastUsedAt'>>): DeviceAccount[] {
  return list.map((entry) => (entry.memberId === update.memberId ? { ...entry, ...definedOnly(update) } : entry));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

const isDeviceAccount = (value: Record<string, unknown>): boolean =>
  typeof value.memberId === 'string' && value.memberId !== '' &&
  typeof value.nickname === 'string' && typeof value.mobile === 'string' && typeof value.avatar === 'string' &&
  typeof value.lastUsedAt === 'number' && Number.isFinite(value.lastUsedAt);

/** The well-formed entries only, each with just its own fields (a stray `password` is never read back). */
export function listDeviceAccounts(): DeviceAccount[] {
  return readStored('deviceAccounts')
    .filter((entry) => isDeviceAccount(entry as unknown as Record<string, unknown>))
    .slice(0, DEVICE_ACCOUNTS_KEPT)
    .map(({ memberId, nickname, mobile, avatar, lastUsedAt }) => ({ memberId, nickname, mobile, avatar, lastUsedAt }));
}

/** Records a successful login's account on this device. */
export function recordDeviceAccount(user: UserInfo, now: number = Date.now()): void {
  const account = accountOf(user, now);
  if (account) writeStored('deviceAccounts', withAccount(listDeviceAccounts(), account));
}

export function forgetDeviceAccount(memberId: string): DeviceAccount[] {
  const next = withoutAccount(listDeviceAccounts(), memberId);
  writeStored('deviceAccounts', next);
  return next;
}

export function refreshDeviceAccount(update: Parameters<typeof refreshedAccount>[1]): void {
  const list = listDeviceAccounts();
  const next = refreshedAccount(list, update);
  if (JSON.stringify(next) !== JSON.stringify(list)) writeStored('deviceAccounts', next);
}
