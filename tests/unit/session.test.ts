import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptAuthToken } from '@/api/authTokenCryptoJs';
import { catalogue } from '@/api/catalogue';
import { AUTH_TOKEN_IV, AUTH_TOKEN_KEY } from '@/api/config';
import { executeCall, http } from '@/api/transport';
import { persistedState } from '@/app/store';
import { readStored } from '@/platform/storage';
import { deviceInfoReceived } from '@/state/device';
import { loggedIn, loggedOut, selectIsLoggedIn, userInfoChanged } from '@/state/session';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from './teardown';

describe('session persistence', () => {
  it('login persists sid and userInfo; logout clears both', () => {
    const store = makeTestStore();
    store.dispatch(loggedIn(sessions.agent));
    expect(readStored('sid')).toBe(sessions.agent.sid);
    expect(readStored('userInfo')).toEqual(sessions.agent.userInfo);
    expect(selectIsLoggedIn(store.getState())).toBe(true);

    store.dispatch(loggedOut());
    expect(window.localStorage.getItem('sid')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('a changed mobile or nickname updates the kept user and its stored copy; a guest has none to change', () => {
    const store = makeTestStore();
    store.dispatch(userInfoChanged({ mobile: '13612345678' }));
    expect(store.getState().session.userInfo).toBeNull();
    store.dispatch(loggedIn(sessions.buyer));
    store.dispatch(userInfoChanged({ mobile: '13612345678', nickname: '林清茶·新' }));
    const expected = { ...sessions.buyer.userInfo, mobile: '13612345678', nickname: '林清茶·新' };
    expect(store.getState().session.userInfo).toEqual(expected);
    expect(readStored('userInfo')).toEqual(expected);
    expect(readStored('sid')).toBe(sessions.buyer.sid);
  });

  it('a new store restores the persisted session; corrupt values start logged out', () => {
    makeTestStore().dispatch(loggedIn(sessions.buyer));
    expect(selectIsLoggedIn(makeTestStore(persistedState()).getState())).toBe(true);

    window.localStorage.setItem('sid', '{broken');
    window.localStorage.setItem('userInfo', '[1,');
    const restored = makeTestStore(persistedState()).getState();
    expect(restored.session).toEqual({ sid: '', userInfo: null });
  });
});

describe('the request header object reads the session and device from the store', () => {
  const originalAdapter = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  /** The decrypted Auth-Token of one cart-list call made from the store's state. */
  async function headerObjectFrom(store: ReturnType<typeof makeTestStore>): Promise<Record<string, unknown> | null> {
    let token = '';
    const capture: AxiosAdapter = (config) => {
      token = String(config.headers.get('Auth-Token'));
      return Promise.resolve({ data: '{"code":1,"data":[]}', status: 200, statusText: '', headers: {}, config });
    };
    http.defaults.adapter = capture;
    await executeCall({ call: catalogue.cartList }, { getState: () => store.getState(), signal: new AbortController().signal });
    return decryptAuthToken(token, AUTH_TOKEN_KEY, AUTH_TOKEN_IV);
  }

  it('sends the sid and the native device id, which survive a restart', async () => {
    const store = makeTestStore();
    store.dispatch(loggedIn(sessions.buyer));
    store.dispatch(deviceInfoReceived({ statusBarHeight: 44, deviceId: 'ios-9f8e' }));
    expect(await headerObjectFrom(store)).toMatchObject({ sid: sessions.buyer.sid, mac: 'ios-9f8e' });
    expect(await headerObjectFrom(makeTestStore(persistedState()))).toMatchObject({ sid: sessions.buyer.sid, mac: 'ios-9f8e' });
  });

  it('without a native host, sends one stable browser id and no sid for a guest', async () => {
    const first = await headerObjectFrom(makeTestStore());
    expect(first).toMatchObject({ sid: '', mac: expect.stringMatching(/^h5-[0-9a-f]{16}$/) as unknown });
    expect((await headerObjectFrom(makeTestStore()))?.mac).toBe(first?.mac);
  });
});
