import { EXPENDABLE_KEYS, storageDefaults, storedShapes, type StoredKey, type StoredKeys } from './storedKeys';

/**
 * Typed access to the client-persisted keys (local storage; session storage for the query token).
 *
 * - Every value is stored as JSON and checked against its key's shape when read
 *   (src/platform/storedKeys.ts): corrupt JSON or a value that does not fit is removed and the
 *   default returned, so a bad write or a hand-edited value can never crash the app.
 * - A write never throws. When storage is full (QuotaExceededError) the expendable keys (regions,
 *   then the search history) are dropped and the write is tried again; if it still fails, the
 *   failure is reported once (console.warn) and the flow goes on without the value.
 */
export { storageDefaults, type DeviceInfo, type StoredKeys } from './storedKeys';

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

function forget(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    /* nothing more can be done */
  }
}

export function readStored<K extends StoredKey>(key: K): StoredKeys[K] {
  const store = backend();
  if (!store) return storageDefaults[key];
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return storageDefaults[key];
  }
  if (raw === null) return storageDefaults[key];
  try {
    const fitted = storedShapes[key](JSON.parse(raw));
    if (fitted !== undefined) return fitted;
  } catch {
    /* corrupt JSON: reset below */
  }
  forget(store, key);
  return storageDefaults[key];
}

let failureReported = false;

/** One warning per page, whatever the number of failed writes (a full storage fails them all). */
function reportOnce(key: StoredKey, error: unknown): void {
  if (failureReported) return;
  failureReported = true;
  console.warn(`[storage] "${key}" could not be stored; the app goes on without it`, error);
}

/** Test hook: the next failure is reported again. */
export function resetStorageFailureReport(): void {
  failureReported = false;
}

function put(store: Storage, key: StoredKey, text: string | null): void {
  // writing the default (empty sid, null order, ...) clears the key
  if (text === null) store.removeItem(key);
  else store.setItem(key, text);
}

/** Stores `value` under `key`; answers whether it was stored. Never throws (see the module note). */
export function writeStored<K extends StoredKey>(key: K, value: StoredKeys[K]): boolean {
  const store = backend();
  if (!store) return false;
  let text: string | null;
  try {
    const json = JSON.stringify(value);
    text = json === JSON.stringify(storageDefaults[key]) ? null : json;
  } catch (error) {
    reportOnce(key, error);
    return false;
  }
  try {
    put(store, key, text);
    return true;
  } catch (error) {
    let lastError = error;
    for (const expendable of EXPENDABLE_KEYS) {
      if (expendable === key) break; // a key never pushes out what is worth more than itself
      forget(store, expendable);
      try {
        put(store, key, text);
        return true;
      } catch (again) {
        lastError = again;
      }
    }
    // a value that could not be refreshed must not stay behind as if it were current
    forget(store, key);
    reportOnce(key, lastError);
    return false;
  }
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
      /* storage disabled or full: the token simply is not kept */
    }
  },
};
