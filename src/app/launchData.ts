import { matchPath } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import { isPublicEndpoint } from '@/api/publicCalls';
import { readStored, writeStored } from '@/platform/storage';
import type { LaunchEntry, LaunchPage } from '@/platform/storedKeys';
import { LAUNCH_DATA_PAGES_KEPT } from '@/platform/storedKeys';
import type { RootState } from '@/state/root';
import { loadScreen } from './LazyScreen';
import { candidateRoutes } from './routeMatch';
import type { AppStore } from './store';

/*
 * A warm launch shows the opening page's public data from the last launch while it is fetched
 * again (stale-while-revalidate), so its first screen, and the picture the boot loader preloads
 * for it, paint without waiting for a round trip to the API (docs/performance.md).
 *
 * Kept: the answers of calls made without the member's token (the same for everyone: banners,
 * zones, categories, goods) that are a page's, not the app's own (`appData` in the catalogue: the
 * regions, kept under their own key by src/app/startup.ts), at most a day old, per page path, for the last few pages opened
 * first. Written by hand: RTK Query's own rehydration (`extractRehydrationInfo`) restores a whole
 * cache and has no notion of age, size or which calls are public; redux-persist would add a
 * dependency for one key.
 */

/** Older data is not shown: a day-old banner may advertise an ended sale. */
export const LAUNCH_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Per page, as JSON: more would be a page the user scrolled far into, not its first screen. */
export const LAUNCH_DATA_MAX_CHARS = 60_000;

interface QueryEntry {
  status: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** An infinite list keeps `{ pages, pageParams }`: its first screen is the list's top, left to load. */
function isPages(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'pages' in data && 'pageParams' in data;
}

/** The store's answered public queries (not infinite lists), as entries to keep. */
export function publicQueries(state: RootState): LaunchEntry[] {
  const queries = state[baseApi.reducerPath].queries as Record<string, QueryEntry | undefined>;
  return Object.values(queries).flatMap((query) =>
    query?.status === 'fulfilled' && query.endpointName && query.data !== undefined && isPublicEndpoint(query.endpointName) && !isPages(query.data)
      ? [{ endpointName: query.endpointName, ...(query.originalArgs === undefined ? {} : { arg: query.originalArgs }), data: query.data }]
      : [],
  );
}

/** Keeps `path`'s public data (the page as it settled), replacing its older copy. */
export function saveLaunchData(store: AppStore, path: string, now = Date.now()): void {
  const entries = publicQueries(store.getState());
  if (!entries.length || JSON.stringify(entries).length > LAUNCH_DATA_MAX_CHARS) return;
  const kept = Object.entries(readStored('launchData'))
    .filter(([page]) => page !== path)
    .slice(-(LAUNCH_DATA_PAGES_KEPT - 1));
  writeStored('launchData', { ...Object.fromEntries(kept), [path]: { savedAt: now, entries } satisfies LaunchPage });
}

/** What was kept for `path`, unless it is older than a day (or from the future: a changed clock). */
export function keptLaunchData(path: string, now = Date.now()): LaunchEntry[] {
  const page = readStored('launchData')[path];
  if (!page || page.savedAt > now || now - page.savedAt > LAUNCH_DATA_MAX_AGE_MS) return [];
  return page.entries;
}

interface Initiate {
  initiate: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<AppStore['dispatch']>[0];
}

/** The longest wait for the first screen's paint before the kept answers are asked for anyway. */
export const REVALIDATE_LATEST_MS = 3000;

/**
 * Resolves once React's first commit into `container` (#root: the commit replaces the launch
 * shell) has been painted, or after REVALIDATE_LATEST_MS; at once when there is no container.
 */
function firstScreenPainted(container: HTMLElement | null): Promise<void> {
  if (!container) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(latest);
      requestAnimationFrame(() => setTimeout(resolve));
    };
    const observer = new MutationObserver(done);
    observer.observe(container, { childList: true });
    const latest = setTimeout(done, REVALIDATE_LATEST_MS);
  });
}

/**
 * Before the first render of a warm launch: loads the page's screen (its endpoints are injected
 * with it; the boot loader already asked for its chunk), puts the kept answers in the cache and,
 * once the first screen has painted, asks for each again: sent before, the calls' preparation
 * (signing, a task each) competed with the first render and put off the page's largest paint
 * (docs/performance.md). Returns how many answers were restored (0: a cold launch, nothing waits).
 */
export async function restoreLaunchData(store: AppStore, path: string, now = Date.now()): Promise<number> {
  const entries = keptLaunchData(path, now);
  const route = entries.length ? candidateRoutes(path).find((candidate) => candidate.screen && matchPath(candidate.path, path)) : undefined;
  if (!route) return 0;
  try {
    await loadScreen(route.path);
  } catch {
    return 0; // the screen's own loading shows the failure, with its retry
  }
  const endpoints = baseApi.endpoints as unknown as Record<string, Initiate | undefined>;
  const known = entries.filter((entry) => endpoints[entry.endpointName]);
  const upserts = known.map(({ endpointName, arg, data }) => ({ endpointName, arg, value: data }));
  store.dispatch(baseApi.util.upsertQueryEntries(upserts as Parameters<typeof baseApi.util.upsertQueryEntries>[0]));
  void firstScreenPainted(document.getElementById('root')).then(() => {
    for (const entry of known) void store.dispatch(endpoints[entry.endpointName]!.initiate(entry.arg, { subscribe: false, forceRefetch: true }));
  });
  return known.length;
}
