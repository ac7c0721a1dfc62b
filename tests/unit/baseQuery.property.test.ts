import type { AxiosAdapter, AxiosResponse } from 'axios';
import { AxiosError } from 'axios';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { callBaseQuery } from '@/api/baseQuery';
import { http } from '@/api/transport';
import { catalogue } from '@/api/catalogue';
import { isApiError } from '@/api/errors';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

/** A response the server (or a proxy in front of it) might send, or a transport failure. */
const arbitraryResponse = fc.oneof(
  fc.record({
    status: fc.constantFrom(200, 200, 200, 201, 204, 301, 400, 401, 403, 404, 500, 502, 503),
    body: fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom('', '<html><body>502 Bad Gateway</body></html>', 'null', '[]', '{}'),
      fc
        .record({
          code: fc.oneof(fc.constantFrom(0, 1, 601, 10001), fc.integer(), fc.string(), fc.constant(null)),
          message: fc.oneof(fc.string(), fc.constant('用户未登录'), fc.integer(), fc.constant(undefined)),
          data: fc.jsonValue(),
        }, { requiredKeys: [] })
        .map((value) => JSON.stringify(value)),
    ),
  }),
  fc.constantFrom('network', 'timeout', 'cancel-like').map((failure) => ({ failure })),
);

type FakeResponse = { status: number; body: string } | { failure: string };

function adapterFor(response: FakeResponse): AxiosAdapter {
  return (config) => {
    if ('failure' in response) {
      const code = response.failure === 'timeout' ? 'ECONNABORTED' : response.failure === 'network' ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE';
      return Promise.reject(new AxiosError('transport failure', code, config));
    }
    const result: AxiosResponse = { data: response.body, status: response.status, statusText: '', headers: {}, config };
    return Promise.resolve(result);
  };
}

const api = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({ session: { sid: 'sid-buyer-20261120' }, device: { statusBarHeight: 0, locale: 'zh-CN' } }),
  extra: undefined,
  endpoint: 'property',
  type: 'query' as const,
};

describe('baseQuery under arbitrary responses', () => {
  it('never throws: every outcome is data or a typed ApiError (10 000 runs)', async () => {
    const calls = [catalogue.goodsDetail, catalogue.cartList, catalogue.orderCreate, catalogue.collectCount, catalogue.hotNews];
    await fc.assert(
      fc.asyncProperty(arbitraryResponse, fc.constantFrom(...calls), async (response, call) => {
        http.defaults.adapter = adapterFor(response);
        const outcome = await callBaseQuery({ call, body: { goodsId: 1 } }, api, {});
        const keys = Object.keys(outcome).filter((key) => key !== 'meta');
        expect(keys).toHaveLength(1);
        if ('error' in outcome && outcome.error !== undefined) {
          expect(isApiError(outcome.error)).toBe(true);
        } else {
          expect('data' in outcome).toBe(true);
          if (call.list) expect(Array.isArray(outcome.data)).toBe(true);
        }
      }),
      { numRuns: 10_000, seed: 20261120 },
    );
  }, 120_000);

  it('a transport timeout is a typed network error marked timeout', async () => {
    http.defaults.adapter = adapterFor({ failure: 'timeout' });
    const outcome = await callBaseQuery({ call: catalogue.goodsDetail }, api, {});
    expect(outcome.error).toEqual({ kind: 'network', timeout: true, message: 'transport failure' });
  });
});
