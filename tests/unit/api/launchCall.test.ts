import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { home } from '@/api/catalogue/home';
import { homeApi } from '@/api/homeApi';
import { launchCallSent } from '@/api/launchCall';
import type { ImagePopup } from '@/api/types/home';
import { browserDeviceId } from '@/platform/device';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';

/*
 * The app's side of index.html's launch call (build/launchCall.ts): the first getImagePopup takes
 * the answer the document got instead of sending the call again; anything else goes out as usual.
 */

const activity: ImagePopup = { id: 'p-09', title: '冬至茶礼 满199送茶杯', imageUrl: 'home/popup-winter.svg', linkType: 'page', linkValue: '/activityArea', popupType: 2, startTime: '2026-12-01 00:00:00', endTime: '2026-12-31 23:59:59' };
const envelope = (body: unknown) => Promise.resolve({ status: 200, text: JSON.stringify(body) });

/** The global the document's script leaves: its answer, for this device unless told otherwise. */
function sentByDocument(answer: ReturnType<typeof envelope> | Promise<null>, mac = browserDeviceId()) {
  window.__teaLaunchCall = { path: home.getImagePopup.path, mac, answer, answered: true };
}

let sent: string[] = [];
const onStart = ({ request }: { request: Request }) => {
  sent.push(new URL(request.url).pathname);
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', onStart);
});
afterEach(() => {
  server.events.removeListener('request:start', onStart);
  delete window.__teaLaunchCall;
});

const popupCalls = () => sent.filter((path) => path === home.getImagePopup.path).length;

describe('the document’s launch call, adopted', () => {
  it('answers the first popup call with the document’s answer, and only the first', async () => {
    sentByDocument(envelope({ code: 1, message: 'ok', data: activity }));
    expect(launchCallSent()).toBe(true);
    const store = makeTestStore();
    const first = await store.dispatch(homeApi.endpoints.getImagePopup.initiate(undefined, { subscribe: false }));
    expect(first.data).toEqual(activity);
    expect(popupCalls()).toBe(0);
    expect(launchCallSent()).toBe(false);
    // asked again (a pull to refresh), it is the backend's answer
    const again = await store.dispatch(homeApi.endpoints.getImagePopup.initiate(undefined, { subscribe: false, forceRefetch: true }));
    expect(again.data?.id).toBe('p-01');
    expect(popupCalls()).toBe(1);
  });

  it('reads the answer by the envelope rules: a business error is an error, as from the request layer', async () => {
    sentByDocument(envelope({ code: 0, message: '系统繁忙，请稍后再试', data: null }));
    const result = await makeTestStore().dispatch(homeApi.endpoints.getImagePopup.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ kind: 'business', message: '系统繁忙，请稍后再试' });
    expect(popupCalls()).toBe(0);
  });

  it('sends the call itself when the document’s call got no answer', async () => {
    sentByDocument(Promise.resolve(null));
    const result = await makeTestStore().dispatch(homeApi.endpoints.getImagePopup.initiate(undefined, { subscribe: false }));
    expect(result.data?.id).toBe('p-01');
    expect(popupCalls()).toBe(1);
  });

  it('sends the call itself when the document signed it with another device id than the app’s', async () => {
    sentByDocument(envelope({ code: 1, message: 'ok', data: activity }), 'another-device');
    const result = await makeTestStore().dispatch(homeApi.endpoints.getImagePopup.initiate(undefined, { subscribe: false }));
    expect(result.data?.id).toBe('p-01');
    expect(popupCalls()).toBe(1);
    expect(launchCallSent()).toBe(false);
  });

  it('leaves it to the popup call: other calls go out and do not use it up', async () => {
    sentByDocument(envelope({ code: 1, message: 'ok', data: activity }));
    const banners = await makeTestStore().dispatch(homeApi.endpoints.topImageCarousel.initiate(undefined, { subscribe: false }));
    expect(banners.data).toHaveLength(4);
    expect(sent).toContain(home.topImageCarousel.path);
    expect(launchCallSent()).toBe(true);
  });
});
