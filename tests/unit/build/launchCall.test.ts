import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeLaunchCall, LAUNCH_CALL_GLOBAL, launchCallScript, type LaunchCallOptions } from '../../../build/launchCall';
import { decryptAuthToken } from '@/api/authTokenCryptoJs';
import { home } from '@/api/catalogue/home';
import { apiBaseUrls, AUTH_TOKEN_IV, AUTH_TOKEN_KEY, REQUEST_TIMEOUT_MS, SIGN_SECRET } from '@/api/config';
import { signPayload } from '@/api/signing';
import { browserDeviceId } from '@/platform/device';
import { imageUrl } from '@/platform/imageHost';
import { writeStored } from '@/platform/storage';
import { server } from '@mocks/node';

/*
 * The launch call index.html sends itself (build/launchCall.ts), run as the built page runs it, and
 * answered by the mock backend, which checks the `sign` header and decrypts the Auth-Token as the
 * server does: a token or signature that differs from the request layer's is answered with an error.
 */

const call = home.getImagePopup;
// jsdom's fetch is Node's, which needs a whole URL; the build gives the call's path on this origin
const url = () => `${window.location.origin}${call.path}`;
/** What the build gives the script with no `VITE_*` variable set (vite.config.ts), on this origin. */
const options = (): LaunchCallOptions => ({ ...homeLaunchCall({}), url: url(), views: ['/assets/NewUserPopupView.js'] });

const launchCall = () => window[LAUNCH_CALL_GLOBAL];
const preloads = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({ href: link.getAttribute('href'), as: link.getAttribute('as'), priority: link.getAttribute('fetchpriority'), crossOrigin: link.getAttribute('crossorigin') }));

/**
 * Runs the script on `pathname` and returns its answer. Not as an inline script: jsdom runs those
 * in a context of its own, which has no fetch and no Web Crypto; the test's globals have Node's.
 */
async function launch(pathname: string, overrides: Partial<LaunchCallOptions> = {}) {
  window.history.replaceState(null, '', pathname);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the build's output, run as the page runs it
  const run = new Function(launchCallScript({ ...options(), ...overrides })) as () => void;
  run();
  return launchCall()?.answer;
}

afterEach(() => {
  delete window.__teaLaunchCall;
  document.head.querySelectorAll('link, script').forEach((element) => element.remove());
  window.history.replaceState(null, '', '/');
});

describe('the launch call index.html sends', () => {
  it('is the popup call of the catalogue: a public POST with an empty, signed payload', () => {
    expect(LAUNCH_CALL_GLOBAL).toBe('__teaLaunchCall');
    expect(call).toMatchObject({ source: 'buyer', method: 'POST', signed: true, token: false, rsa: false, multipart: false });
  });

  it('is built with the request layer’s settings, from the same variables and with the same defaults', () => {
    const built = homeLaunchCall({});
    expect(built).toEqual({
      page: '/home',
      url: apiBaseUrls.buyer + call.path,
      path: call.path,
      sign: signPayload({}, SIGN_SECRET),
      key: AUTH_TOKEN_KEY,
      iv: AUTH_TOKEN_IV,
      imageHost: '/images',
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    // the image host resolves a picture's path as the app does
    expect(`${built.imageHost}/home/popup-new-user.svg`).toBe(imageUrl('home/popup-new-user.svg'));
    const set = homeLaunchCall({ VITE_API_BUYER: 'https://buyer.example.com', VITE_SIGN_SECRET: 'other-secret', VITE_AUTH_TOKEN_KEY: 'OtherAesKey12345', VITE_AUTH_TOKEN_IV: 'OtherAesIv123456', VITE_IMAGE_HOST: 'https://img.example.com' });
    expect(set).toMatchObject({ url: `https://buyer.example.com${call.path}`, sign: signPayload({}, 'other-secret'), key: 'OtherAesKey12345', iv: 'OtherAesIv123456', imageHost: 'https://img.example.com' });
  });

  it('is signed and authenticated as the request layer would: the backend answers it with the advert', async () => {
    const answer = await launch('/home');
    expect(answer?.status).toBe(200);
    const body = JSON.parse(answer?.text ?? '') as { code: number; data: { id: string; imageUrl: string } };
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ id: 'p-01', imageUrl: 'home/popup-new-user.svg' });
    // the device id it sent is the app's own: a new one was stored where the app reads it
    expect(launchCall()).toMatchObject({ path: call.path, mac: browserDeviceId(), answered: true });
  });

  it('sends the header object the request layer sends for a public call', async () => {
    let seen: { token: string | null; sign: string | null; body: string } | undefined;
    server.use(
      http.post(url(), async ({ request }) => {
        seen = { token: request.headers.get('Auth-Token'), sign: request.headers.get('sign'), body: await request.text() };
        return HttpResponse.json({ code: 1, message: 'ok', data: null });
      }),
    );
    writeStored('deviceInfo', { statusBarHeight: 20, deviceId: 'host-device-7' });
    await launch('/home');
    expect(seen?.sign).toBe(signPayload({}, SIGN_SECRET));
    expect(seen?.body).toBe('{}');
    const header = decryptAuthToken(seen?.token ?? '', AUTH_TOKEN_KEY, AUTH_TOKEN_IV);
    const { transeq, ...rest } = header ?? {};
    expect(rest).toEqual({ client: 'H5', version: '1.0', sid: '', mac: 'host-device-7' });
    expect(Math.abs(Number(transeq) - Date.now() / 1000)).toBeLessThan(5);
    expect(launchCall()?.mac).toBe('host-device-7');
  });

  it('asks for the advert’s view and picture the moment the answer says it shows, as the app resolves the picture', async () => {
    await launch('/home/');
    expect(preloads('modulepreload')).toEqual([{ href: '/assets/NewUserPopupView.js', as: null, priority: null, crossOrigin: '' }]);
    expect(preloads('preload')).toEqual([{ href: imageUrl('home/popup-new-user.svg'), as: 'image', priority: 'high', crossOrigin: null }]);
  });

  it('asks for neither when the advert will not show: a new-user advert to a member, or one this device has had', async () => {
    writeStored('sid', 'sid-buyer-20261120');
    await launch('/home');
    writeStored('sid', '');
    delete window.__teaLaunchCall;
    writeStored('newUserPopupShown', ['ip-01']);
    server.use(http.post(url(), () => HttpResponse.json({ code: 1, message: 'ok', data: { id: 'ip-01', imageUrl: 'home/a.svg', popupType: 1 } })));
    await launch('/home');
    expect(preloads('modulepreload')).toEqual([]);
    expect(preloads('preload')).toEqual([]);
  });

  it('asks for an activity advert’s picture for anyone, an absolute address as it is', async () => {
    writeStored('sid', 'sid-buyer-20261120');
    server.use(http.post(url(), () => HttpResponse.json({ code: 1, message: 'ok', data: { id: 'ip-02', imageUrl: 'https://img.example.com/a.jpg', popupType: 2 } })));
    await launch('/home', { imageHost: 'https://cdn.example.com/images/' });
    expect(preloads('preload').map(({ href }) => href)).toEqual(['https://img.example.com/a.jpg']);
  });

  it('hands the app an answer that is not JSON or not a success as it came (the app reports it), and asks for nothing', async () => {
    server.use(http.post(url(), () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    expect(await launch('/home')).toEqual({ status: 502, text: '<html>bad gateway</html>' });
    delete window.__teaLaunchCall;
    server.use(http.post(url(), () => HttpResponse.json({ code: 0, message: '系统繁忙', data: null })));
    expect((await launch('/home'))?.status).toBe(200);
    expect(preloads('preload')).toEqual([]);
  });

  it('answers null when the call fails, so that the app sends its own', async () => {
    server.use(http.post(url(), () => HttpResponse.error()));
    expect(await launch('/home')).toBeNull();
    // nothing to wait for: the app sends the call itself as the page renders
    expect(launchCall()?.answered).toBe(false);
  });

  it('gives up an unanswered call after the request timeout', async () => {
    // a server that never answers (the mock backend's handlers would keep the request pending)
    const fetch = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    vi.stubGlobal('fetch', fetch);
    try {
      expect(await launch('/home', { timeoutMs: 50 })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends nothing on another page, or without Web Crypto (a plain-http page)', async () => {
    expect(await launch('/goods/category')).toBeUndefined();
    expect(await launch('/home/memberArea')).toBeUndefined();
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(await launch('/home')).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(launchCall()).toBeUndefined();
  });
});
