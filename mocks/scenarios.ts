import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { CallSpec } from '@/api/catalogue';
import { NOT_LOGGED_IN_TEXT } from '@/api/errors';
import { anyOrigin, fail, ok } from './envelope';

/** A call by catalogue entry, or by path (matched for any method). */
type Target = CallSpec | string;

function on(target: Target, resolver: () => Response | Promise<Response>): HttpHandler {
  if (typeof target === 'string') return http.all(anyOrigin(target), resolver);
  const method = target.method === 'GET' ? http.get : http.post;
  return method(anyOrigin(target.path), resolver);
}

/**
 * One-call overrides for stories and tests: put them before the default handlers
 * (`server.use(...)`, `msw.use(...)` or story `parameters.msw.handlers.scenario`) to force an outcome.
 */
export const scenario = {
  success: (target: Target, data: unknown): HttpHandler => on(target, () => ok(data)),
  empty: (target: Target, data: unknown = []): HttpHandler => on(target, () => ok(data)),
  businessError: (target: Target, message = '商品库存不足，请稍后再试'): HttpHandler => on(target, () => fail(0, message, {})),
  sessionExpired: (target: Target): HttpHandler => on(target, () => fail(10001, `${NOT_LOGGED_IN_TEXT}或登录已过期`)),
  forcedOffline: (target: Target, message = '您的账号已在其他设备登录，请重新登录'): HttpHandler =>
    on(target, () => fail(601, message)),
  networkError: (target: Target): HttpHandler => on(target, () => HttpResponse.error()),
  /** never answers: the screen stays in its loading state */
  loading: (target: Target): HttpHandler =>
    on(target, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  slow: (target: Target, data: unknown, ms = 1500): HttpHandler =>
    on(target, async () => {
      await delay(ms);
      return ok(data);
    }),
};
