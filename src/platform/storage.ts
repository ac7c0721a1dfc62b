/**
 * Typed access to the client-persisted keys (local storage; session storage for the query token).
 * Every value is stored as JSON; a corrupt value is removed and the default returned,
 * so a bad write (or a hand-edited devtools value) can never crash the app.
 */
export interface DeviceInfo {
  statusBarHeight: number;
  deviceId?: string;
}

export interface UserInfo {
  memberId: string;
  nickname?: string;
  mobile?: string;
  avatar?: string;
  /** buyer | agent | ...: the member's role */
  role?: string;
  [key: string]: unknown;
}

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
  locale: 'zh-CN' | 'en-US';
  /** ids of the new-user image popups already shown on this device (each shows once) */
  newUserPopupShown: string[];
  /** goods search keywords, newest first, at most 10 (goods search screen) */
  searchHistory: string[];
}

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
};

type Key = keyof StoredKeys;

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

export function readStored<K extends Key>(key: K): StoredKeys[K] {
  const store = backend();
  const raw = store?.getItem(key);
  if (raw == null) return storageDefaults[key];
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value === typeof storageDefaults[key] || storageDefaults[key] === null) {
      return value as StoredKeys[K];
    }
  } catch {
    /* fall through: corrupt JSON */
  }
  store?.removeItem(key);
  return storageDefaults[key];
}

export function writeStored<K extends Key>(key: K, value: StoredKeys[K]): void {
  const store = backend();
  if (!store) return;
  // Writing the default (empty sid, null order, ...) clears the key.
  if (JSON.stringify(value) === JSON.stringify(storageDefaults[key])) store.removeItem(key);
  else store.setItem(key, JSON.stringify(value));
}

/** Session storage holds only the query-string token (`?token=`, kept when none is stored yet). */
export const sessionToken = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem('token');
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.sessionStorage.setItem('token', token);
    } catch {
      /* storage disabled: the token simply is not kept */
    }
  },
};
