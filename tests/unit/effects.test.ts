import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ApiError } from '@/api/errors';
import { cartApi } from '@/api/cartApi';
import { homeApi } from '@/api/homeApi';
import * as feedback from '@/platform/feedback';
import { catalogue } from '@/api/catalogue';
import { sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { loggedIn } from '@/state/session';
import { makeTestStore } from './teardown';
import { spyNavigator } from './navigator';

/** What RTK Query dispatches when a baseQuery returns `{ error }`. */
function rejected(payload: ApiError) {
  return {
    type: 'test/call/rejected',
    payload,
    meta: { requestId: 'r-1', requestStatus: 'rejected' as const, rejectedWithValue: true, aborted: false, condition: false },
    error: { message: 'Rejected' },
  };
}

const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';

describe('error-catalogue side effects (one listener)', () => {
  const navigate = spyNavigator();
  let showToast: MockInstance<typeof feedback.showToast>;

  beforeEach(() => {
    // the real toasts, and a record of every one the app asks for: a toast reaches the page only
    // once the lazily loaded toast UI is in (src/platform/feedback.ts), so whether the listener
    // toasts is asserted on its request, made in the dispatch of the failure, not on the page
    showToast = vi.spyOn(feedback, 'showToast');
  });
  it('10001: toast, session cleared, /login replaced after exactly 500 ms', async () => {
    vi.useFakeTimers();
    const store = makeTestStore({ session: sessions.buyer });
    window.localStorage.setItem('sid', JSON.stringify(sessions.buyer.sid));
    store.dispatch(rejected({ kind: 'sessionExpired', code: 10001, message: '用户未登录' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().session.sid).toBe('');
    expect(window.localStorage.getItem('sid')).toBeNull();
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
    vi.useRealTimers();
    await waitFor(() => expect(toastText()).toContain('登录状态已过期，请重新登录'));
  });

  it('10001, then logged in again before the redirect is due (the guard sent the user to /login at once): not sent back to /login', async () => {
    vi.useFakeTimers();
    const store = makeTestStore({ session: sessions.buyer });
    store.dispatch(rejected({ kind: 'sessionExpired', code: 10001, message: '用户未登录' }));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(loggedIn(sessions.buyer));
    await vi.advanceTimersByTimeAsync(600);
    expect(navigate).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('several 10001 answers at once redirect once', async () => {
    vi.useFakeTimers();
    const store = makeTestStore({ session: sessions.buyer });
    for (let i = 0; i < 3; i += 1) store.dispatch(rejected({ kind: 'sessionExpired', code: 10001, message: '用户未登录' }));
    await vi.advanceTimersByTimeAsync(600);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('601: Notice dialog with the message, then /login once Got it is tapped', async () => {
    const store = makeTestStore({ session: sessions.buyer, device: { statusBarHeight: 0, locale: 'en-US' } });
    store.dispatch(rejected({ kind: 'forcedOffline', code: 601, message: 'Signed in on another device' }));
    const dialog = await waitFor(() => {
      const element = document.querySelector('.adm-dialog');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(dialog.textContent).toContain('Notice');
    expect(dialog.textContent).toContain('Signed in on another device');
    expect(navigate).not.toHaveBeenCalled();
    const button = Array.from(dialog.querySelectorAll('button')).find((element) => element.textContent === 'Got it');
    button?.click();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
  });

  it('code 0 from a query: the query rejects with the message for its screen, and no toast says it again', async () => {
    server.use(scenario.businessError(catalogue.hotNews, '公告服务维护中'));
    const store = makeTestStore();
    const result = await store.dispatch(homeApi.endpoints.hotNews.initiate());
    expect(result.error).toEqual({ kind: 'business', code: 0, message: '公告服务维护中', notify: true });
    // the listener ran in the dispatch of the rejected action, before the result above, and asked
    // for no toast (a toast asked for shows only once the toast UI has loaded, too late to look for)
    expect(showToast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('code 0 from a mutation: toast with the server message', async () => {
    server.use(scenario.businessError(catalogue.cartAdd, '该规格库存不足，请减少购买数量'));
    const store = makeTestStore({ session: sessions.buyer });
    const result = await store.dispatch(cartApi.endpoints.cartAdd.initiate({ goodsId: 'g-1001', skuId: 'sku-1001-1', quantity: 1 }));
    expect(result.error).toMatchObject({ kind: 'business', message: '该规格库存不足，请减少购买数量' });
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ content: '该规格库存不足，请减少购买数量' });
    await waitFor(() => expect(toastText()).toContain('该规格库存不足，请减少购买数量'));
  });

  it('a network failure is a typed error with no side effect', async () => {
    server.use(scenario.networkError(catalogue.hotNews));
    const store = makeTestStore();
    const result = await store.dispatch(homeApi.endpoints.hotNews.initiate());
    expect(result.error).toMatchObject({ kind: 'network', timeout: false });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('success gives the seeded notices', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(homeApi.endpoints.hotNews.initiate());
    expect(result.data?.[0]?.title).toBe('冬季暖茶节开幕：普洱熟茶全场满 299 减 50');
  });
});
