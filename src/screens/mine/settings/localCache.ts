/*
 * What the app keeps on the device that can go without losing anything the user needs: the goods
 * search history, kept form drafts, the launch data and pictures each page keeps for its next
 * launch, and the region table. The session, the locale, the device info and the switch-account
 * list are never part of it. Sizes are what the browser counts for web storage: two bytes per
 * UTF-16 code unit of the key and of the value.
 */

/** The part of the Web Storage interface this module uses (a test passes a plain fake). */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export type CachePart = 'searchHistory' | 'drafts' | 'launchData' | 'regions';

/** The parts in the order the settings screen lists them. */
export const CACHE_PARTS: readonly CachePart[] = ['searchHistory', 'drafts', 'launchData', 'regions'];

/** Local-storage keys of each local part (drafts live in session storage, by prefix). */
const LOCAL_KEYS: Record<Exclude<CachePart, 'drafts'>, readonly string[]> = {
  searchHistory: ['searchHistory'],
  launchData: ['launchData', 'launchPictures'],
  regions: ['regions'],
};

export const DRAFT_PREFIX = 'tm.draft.';

export type CacheSizes = Record<CachePart, number>;

function keysOf(store: StorageLike): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function bytesOf(store: StorageLike, key: string): number {
  const value = store.getItem(key);
  return value === null ? 0 : (key.length + value.length) * 2;
}

/** The keys each part holds now in the two stores. */
function partKeys(local: StorageLike | null, session: StorageLike | null): Record<CachePart, { store: StorageLike; key: string }[]> {
  const inLocal = (keys: readonly string[]) => (local ? keys.map((key) => ({ store: local, key })) : []);
  return {
    searchHistory: inLocal(LOCAL_KEYS.searchHistory),
    drafts: session ? keysOf(session).filter((key) => key.startsWith(DRAFT_PREFIX)).map((key) => ({ store: session, key })) : [],
    launchData: inLocal(LOCAL_KEYS.launchData),
    regions: inLocal(LOCAL_KEYS.regions),
  };
}

/** Bytes each part takes now; a store that cannot be read counts as empty. */
export function measureCache(local: StorageLike | null, session: StorageLike | null): CacheSizes {
  const parts = partKeys(local, session);
  const sizes = {} as CacheSizes;
  for (const part of CACHE_PARTS) sizes[part] = parts[part].reduce((sum, { store, key }) => sum + bytesOf(store, key), 0);
  return sizes;
}

export function totalOf(sizes: CacheSizes): number {
  return CACHE_PARTS.reduce((sum, part) => sum + sizes[part], 0);
}

/** Removes every part's keys; what is left is measured again and returned. */
export function clearCache(local: StorageLike | null, session: StorageLike | null): CacheSizes {
  const parts = partKeys(local, session);
  for (const part of CACHE_PARTS) {
    for (const { store, key } of parts[part]) {
      try {
        store.removeItem(key);
      } catch {
        /* a store that refuses keeps the key: the size measured next shows it */
      }
    }
  }
  return measureCache(local, session);
}

/** 0 B, 980 B, 1.5 KB, 12 KB, 2.3 MB: one decimal under 10 of a unit, none above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? (Math.round(value * 10) / 10).toString() : Math.round(value).toString();
  return `${shown} ${units[unit]}`;
}

/** The two browser stores, or null for one that cannot be opened (storage disabled). */
export function browserStores(): { local: StorageLike | null; session: StorageLike | null } {
  const open = (name: 'localStorage' | 'sessionStorage'): StorageLike | null => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return { local: open('localStorage'), session: open('sessionStorage') };
}
