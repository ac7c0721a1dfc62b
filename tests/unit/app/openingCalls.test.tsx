import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOpeningScreen } from '@/app/LazyScreen';
import { writeStored } from '@/platform/storage';
import { sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import { renderApp } from '../renderApp';
import { makeTestStore } from '../teardown';

/*
 * The page a launch opens on starts its first calls before the app's first render (src/app/main.tsx
 * runs the screen module's `openingCalls`); the page then reads their answers from the cache, and
 * asks for nothing twice.
 */
const HOME_CALLS = [
  '/teamall-buyer/imagePopup/getImagePopup',
  '/teamall-buyer/client/home/topImageCarousel',
  '/teamall-buyer/client/home/hotNews',
  '/teamall-buyer/client/home/goodsCategory',
  '/teamall-buyer/client/home/activityTheZoneCategory',
  '/teamall-buyer/client/home/newestGoods',
  '/teamall-buyer/client/home/recommendGoods',
];

/** Every request that reaches the network layer, by path, in order. */
function recordRequests() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

const count = (paths: string[], path: string) => paths.filter((each) => each === path).length;

async function openOn(path: string) {
  const store = makeTestStore({ session: sessions.guest });
  const opening = await loadOpeningScreen(path);
  expect(opening?.openingCalls).toBeTypeOf('function');
  void opening?.openingCalls?.(store, path);
  return store;
}

let recorder: ReturnType<typeof recordRequests> | undefined;
afterEach(() => recorder?.stop());

describe('the opening page\'s calls', () => {
  // React keeps one preload per address for the document's life, and the file's tests share one
  // document: the test in which no picture may be asked for runs before any test that asks for it
  it('/home: nothing on a launch that has had its advert, and no picture for a viewer it will not show to', async () => {
    writeStored('isStartupFirstLogin', '0');
    recorder = recordRequests();
    await openOn('/home');
    // a member is never shown the new-user popup: its answer comes, its picture is not asked for
    writeStored('isStartupFirstLogin', '1');
    const member = makeTestStore({ session: sessions.buyer });
    void (await loadOpeningScreen('/home'))?.openingCalls?.(member, '/home');
    await waitFor(() => expect(member.getState().api.queries['getImagePopup(undefined)']?.status).toBe('fulfilled'));
    expect(recorder.paths).toEqual([HOME_CALLS[0]]);
    expect(document.head.querySelector('link[href$="/home/popup-new-user.svg"]')).toBeNull();
  });

  it('/home: the advert\'s picture is asked for as soon as its answer says it will show, before any render', async () => {
    writeStored('isStartupFirstLogin', '1');
    await openOn('/home');
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"][href$="/home/popup-new-user.svg"]')).not.toBeNull());
    expect(document.head.querySelector('link[href$="/home/popup-new-user.svg"]')).toHaveAttribute('fetchpriority', 'high');
  });

  it('/home: the advert\'s call goes out before the first render; the sections\' from it, and none twice', async () => {
    writeStored('isStartupFirstLogin', '1');
    recorder = recordRequests();
    const store = await openOn('/home');
    await waitFor(() => expect(recorder!.paths).toEqual([HOME_CALLS[0]]));

    renderApp(['/home'], { store });
    expect(await screen.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '新人专享活动' })).toBeInTheDocument();
    for (const path of HOME_CALLS) expect(count(recorder.paths, path)).toBe(1);
  });

  it('/goods/detail/:id: the goods of the address', async () => {
    recorder = recordRequests();
    const store = await openOn('/goods/detail/g-1001');
    await waitFor(() => expect(recorder!.paths).toEqual(['/teamall-buyer/client/goods/detail']));
    renderApp(['/goods/detail/g-1001'], { store });
    expect(await screen.findByRole('heading', { name: '勐海古树普洱生茶饼' })).toBeInTheDocument();
    expect(count(recorder.paths, '/teamall-buyer/client/goods/detail')).toBe(1);
  });

  it('/goods/category: the category list', async () => {
    recorder = recordRequests();
    await openOn('/goods/category');
    await waitFor(() => expect(recorder!.paths).toEqual(['/teamall-buyer/client/goodsCategory/page']));
  });
});
