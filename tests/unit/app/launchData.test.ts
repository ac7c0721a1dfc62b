/** The warm launch's data (src/app/launchData.ts): public answers kept per page, shown at once, fetched again. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseApi } from '@/api/baseApi';
import { cartApi } from '@/api/cartApi';
import { homeApi } from '@/api/homeApi';
import { regionApi } from '@/api/regionApi';
import type { Banner } from '@/api/types/home';
import { keptLaunchData, LAUNCH_DATA_MAX_AGE_MS, restoreLaunchData, saveLaunchData } from '@/app/launchData';
import { readStored, writeStored } from '@/platform/storage';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore, whenIdle } from '../teardown';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const banners = homeApi.endpoints.topImageCarousel;
const bannersOf = (store: ReturnType<typeof makeTestStore>) => banners.select()(store.getState());

/** Keeps last week's banners for /home (the served ones, retitled); returns both. */
async function keepStaleBanners() {
  const fresh = makeTestStore();
  await fresh.dispatch(banners.initiate());
  const served = bannersOf(fresh).data ?? [];
  expect(served.length).toBeGreaterThan(0);
  const stale = served.map((banner) => ({ ...banner, title: `上周 ${banner.title}` }));
  writeStored('launchData', { '/home': { savedAt: NOW, entries: [{ endpointName: 'topImageCarousel', data: stale }] } });
  return { served, stale };
}

describe('launch data', () => {
  it("keeps a page's public answers and nothing that needs the member's token", async () => {
    const store = makeTestStore({ session: sessions.buyer });
    await store.dispatch(banners.initiate());
    await store.dispatch(cartApi.endpoints.cartList.initiate());
    saveLaunchData(store, '/home', NOW);
    const page = readStored('launchData')['/home'];
    expect(page?.savedAt).toBe(NOW);
    expect(page?.entries.map((entry) => entry.endpointName)).toEqual(['topImageCarousel']);
    expect(page?.entries[0]?.data).toEqual(bannersOf(store).data);
  });

  it('keeps no regions: they are public, but the app keeps them under their own key', async () => {
    const store = makeTestStore();
    await store.dispatch(banners.initiate());
    await store.dispatch(regionApi.endpoints.queryCityArea.initiate());
    saveLaunchData(store, '/home', NOW);
    expect(readStored('launchData')['/home']?.entries.map((entry) => entry.endpointName)).toEqual(['topImageCarousel']);
  });

  it('keeps the last three pages, and no page whose answers are too large to be a first screen', async () => {
    const store = makeTestStore();
    await store.dispatch(banners.initiate());
    for (const [index, path] of ['/home', '/goods/category', '/mall/detail', '/goods/search'].entries()) saveLaunchData(store, path, NOW + index);
    expect(Object.keys(readStored('launchData'))).toEqual(['/goods/category', '/mall/detail', '/goods/search']);
    saveLaunchData(store, '/goods/category', NOW + 10);
    expect(Object.keys(readStored('launchData'))).toEqual(['/mall/detail', '/goods/search', '/goods/category']);

    const [first] = bannersOf(store).data ?? [];
    const huge = Array.from({ length: 400 }, (_, index) => ({ ...first, id: `b-${index}`, title: '冬日茶礼季 全场满 299 减 50'.repeat(4) }) as Banner);
    store.dispatch(baseApi.util.upsertQueryEntries([{ endpointName: 'topImageCarousel', arg: undefined, value: huge }] as never));
    saveLaunchData(store, '/home', NOW + 20);
    expect(readStored('launchData')['/home']).toBeUndefined();
  });

  it('shows nothing older than a day, or saved later than now (a clock set back)', () => {
    writeStored('launchData', { '/home': { savedAt: NOW, entries: [{ endpointName: 'topImageCarousel', data: [] }] } });
    expect(keptLaunchData('/home', NOW + LAUNCH_DATA_MAX_AGE_MS)).toHaveLength(1);
    expect(keptLaunchData('/home', NOW + LAUNCH_DATA_MAX_AGE_MS + 1)).toEqual([]);
    expect(keptLaunchData('/home', NOW - 1)).toEqual([]);
    expect(keptLaunchData('/goods/category', NOW)).toEqual([]);
  });

  it('drops a stored page that does not have the shape of kept answers', () => {
    window.localStorage.setItem(
      'launchData',
      JSON.stringify({ '/home': { savedAt: NOW, entries: [{ endpointName: 'topImageCarousel' }] }, '/goods/category': { savedAt: NOW, entries: [] }, nope: { savedAt: NOW, entries: [] } }),
    );
    expect(Object.keys(readStored('launchData'))).toEqual(['/goods/category']);
  });

  it('a warm launch shows the kept answer at once and replaces it with the fresh one', async () => {
    const { served, stale } = await keepStaleBanners();

    const store = makeTestStore();
    const restored = restoreLaunchData(store, '/home', NOW + 60_000);
    await expect(restored).resolves.toBe(1);
    // in the cache before any answer, and asked for again (at once: no #root to wait for here)
    expect(bannersOf(store)).toMatchObject({ data: stale, status: 'pending' });
    await whenIdle(store);
    expect(bannersOf(store).data).toEqual(served);
  });

  it("asks for the kept answers again only once the app's first screen has painted", async () => {
    const { served, stale } = await keepStaleBanners();
    const container = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(container);
    try {
      const store = makeTestStore();
      await expect(restoreLaunchData(store, '/home', NOW + 60_000)).resolves.toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bannersOf(store)).toMatchObject({ data: stale, status: 'fulfilled' });
      // React's first commit replaces the launch shell in #root
      container.append(document.createElement('main'));
      await waitFor(() => expect(bannersOf(store).data).toEqual(served));
    } finally {
      container.remove();
    }
  });

  it('a cold launch, a stale copy or a page without a screen restores nothing', async () => {
    const store = makeTestStore();
    await expect(restoreLaunchData(store, '/home', NOW)).resolves.toBe(0);
    writeStored('launchData', {
      '/home': { savedAt: NOW, entries: [{ endpointName: 'topImageCarousel', data: [] }] },
      '/no-such-page': { savedAt: NOW, entries: [{ endpointName: 'topImageCarousel', data: [] }] },
    });
    await expect(restoreLaunchData(store, '/home', NOW + LAUNCH_DATA_MAX_AGE_MS + 1)).resolves.toBe(0);
    await expect(restoreLaunchData(store, '/no-such-page', NOW)).resolves.toBe(0);
    expect(bannersOf(store).data).toBeUndefined();
  });
});
