import type { UserInfo } from '@/models/member';
import { clampStatusBarHeight } from './statusBar';

/*
 * The client-persisted keys: their types, defaults, and the shape each one must have when read
 * back. Storage is outside the app's control (a hand-edited devtools value, an older version's
 * data, another script on the origin), so every read is checked against its key's shape and a
 * value that does not fit is reset (src/platform/storage.ts).
 */

/** The device as the native host describes it (status bar height, device id), kept across launches. */
export interface DeviceInfo {
  statusBarHeight: number;
  deviceId?: string;
}

export type StoredLocale = 'zh-CN' | 'en-US';

export interface StoredKeys {
  userInfo: UserInfo | null;
  sid: string;
  imToken: string;
  deviceInfo: DeviceInfo | null;
  currentOrder: Record<string, unknown> | null;
  applyId: string;
  regions: unknown[];
  isStartupFirstLogin: '0' | '1';
  /** random device id used as `mac` when the native bridge gives none */
  macFallback: string;
  /** locale chosen by the user or the story toolbar */
  locale: StoredLocale;
  /** ids of the new-user image popups already shown on this device (each shows once) */
  newUserPopupShown: string[];
  /** goods search keywords, newest first, at most 10 (goods search screen) */
  searchHistory: string[];
  /**
   * per page path, its largest picture at the last launch: index.html's boot loader writes it and
   * preloads it on the next launch (build/launchPicture.ts); the app only gives it up when full
   */
  launchPictures: Record<string, string>;
  /**
   * per page path, the public data its screen showed at the last launch: shown at once on the next
   * launch while it is fetched again (src/app/launchData.ts)
   */
  launchData: Record<string, LaunchPage>;
  /** the accounts signed in on this device, newest first (src/platform/deviceAccounts.ts); never a password */
  deviceAccounts: DeviceAccount[];
}

/** An account signed in on this device, as the switch-account list shows it. */
export interface DeviceAccount {
  memberId: string;
  nickname: string;
  /** the full number: the login form is prefilled with it on a switch; shown masked */
  mobile: string;
  avatar: string;
  /** epoch ms of its last sign-in here */
  lastUsedAt: number;
}

/** One public query's answer, as RTK Query keeps it (endpoint, argument, data). */
export interface LaunchEntry {
  endpointName: string;
  arg?: unknown;
  data: unknown;
}

export interface LaunchPage {
  /** epoch ms */
  savedAt: number;
  entries: LaunchEntry[];
}

export type StoredKey = keyof StoredKeys;

export const storageDefaults: StoredKeys = {
  userInfo: null,
  sid: '',
  imToken: '',
  deviceInfo: null,
  currentOrder: null,
  applyId: '',
  regions: [],
  isStartupFirstLogin: '0',
  macFallback: '',
  locale: 'zh-CN',
  newUserPopupShown: [],
  searchHistory: [],
  launchPictures: {},
  launchData: {},
  deviceAccounts: [],
};

/**
 * Keys that hold what can be fetched or rebuilt, in the order they are given up when storage is
 * full: a write of anything else (the session, a created order) drops them and tries again.
 */
export const EXPENDABLE_KEYS: readonly StoredKey[] = ['launchData', 'launchPictures', 'regions', 'searchHistory'];

/** The value as the key's type (possibly normalised), or undefined when it does not fit. */
type Shape<T> = (value: unknown) => T | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text: Shape<string> = (value) => (typeof value === 'string' ? value : undefined);
/** a list of strings; entries of another type are left out (the rest of a list is still worth keeping) */
const texts: Shape<string[]> = (value) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined);
function oneOf<T extends string>(...allowed: readonly T[]): Shape<T> {
  return (value) => allowed.find((candidate) => candidate === value);
}
/** `null`, or what `shape` accepts */
function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value) => (value === null ? null : shape(value));
}

const OPTIONAL_USER_TEXT = ['nickname', 'mobile', 'avatar', 'role'] as const;

const userInfo: Shape<UserInfo> = (value) => {
  if (!isRecord(value) || typeof value.memberId !== 'string' || value.memberId === '') return undefined;
  const wrong = OPTIONAL_USER_TEXT.some((field) => value[field] !== undefined && typeof value[field] !== 'string');
  return wrong ? undefined : (value as UserInfo);
};

const deviceInfo: Shape<DeviceInfo> = (value) => {
  if (!isRecord(value) || typeof value.statusBarHeight !== 'number') return undefined;
  const statusBarHeight = clampStatusBarHeight(value.statusBarHeight);
  if (statusBarHeight === null) return undefined;
  const { deviceId } = value;
  if (deviceId !== undefined && typeof deviceId !== 'string') return undefined;
  return deviceId ? { statusBarHeight, deviceId } : { statusBarHeight };
};

const currentOrder: Shape<Record<string, unknown>> = (value) =>
  isRecord(value) && typeof value.orderId === 'string' ? value : undefined;

/** A picture URL the boot loader may preload: http(s) or a path on this origin. */
export function isPreloadablePicture(url: string): boolean {
  return /^(https?:\/\/[^/]|\/(?![/\\]))/i.test(url) && url.length <= 2048;
}

/** Page paths the launch pictures are kept for, at most. */
export const LAUNCH_PICTURES_KEPT = 8;

const launchPictures: Shape<Record<string, string>> = (value) => {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => entry[0].startsWith('/') && typeof entry[1] === 'string' && isPreloadablePicture(entry[1]));
  return Object.fromEntries(entries.slice(-LAUNCH_PICTURES_KEPT));
};

/** Page paths the launch data is kept for, at most (the latest saved). */
export const LAUNCH_DATA_PAGES_KEPT = 3;

const launchEntry = (value: unknown): value is LaunchEntry =>
  isRecord(value) && typeof value.endpointName === 'string' && value.endpointName !== '' && 'data' in value && value.data !== undefined;

const launchData: Shape<Record<string, LaunchPage>> = (value) => {
  if (!isRecord(value)) return undefined;
  const pages = Object.entries(value).filter(
    (entry): entry is [string, LaunchPage] =>
      entry[0].startsWith('/') && isRecord(entry[1]) && Number.isFinite(entry[1].savedAt) && Array.isArray(entry[1].entries) && entry[1].entries.every(launchEntry),
  );
  return Object.fromEntries(pages.slice(-LAUNCH_DATA_PAGES_KEPT));
};

/** Accounts kept on the device, at most. */
export const DEVICE_ACCOUNTS_KEPT = 5;

/**
 * A list of records: what each entry must hold is checked where the list is read
 * (src/platform/deviceAccounts.ts), which only the settings pages load, not every launch.
 */
const deviceAccounts: Shape<DeviceAccount[]> = (value) => (Array.isArray(value) ? (value.filter(isRecord) as unknown as DeviceAccount[]) : undefined);

const regions: Shape<unknown[]> = (value) => (Array.isArray(value) && value.every(isRecord) ? value : undefined);

/** One shape per key: a new key cannot be added without saying what it may hold. */
export const storedShapes: { [K in StoredKey]: Shape<StoredKeys[K]> } = {
  userInfo: nullable(userInfo),
  sid: text,
  imToken: text,
  deviceInfo: nullable(deviceInfo),
  currentOrder: nullable(currentOrder),
  applyId: text,
  regions,
  isStartupFirstLogin: oneOf('0', '1'),
  macFallback: text,
  locale: oneOf('zh-CN', 'en-US'),
  newUserPopupShown: texts,
  searchHistory: texts,
  launchPictures,
  launchData,
  deviceAccounts,
};
