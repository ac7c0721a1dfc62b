import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { NOT_LOGGED_IN_TEXT } from '@/api/errors';
import { anyOrigin, fail, ok } from './envelope';

/**
 * One-call overrides for stories and tests: put them before the default handlers
 * (`msw.use(...)` or story `parameters.msw.handlers`) to force an outcome for one path.
 */
export const scenario = {
  success: (path: string, data: unknown): HttpHandler => http.all(anyOrigin(path), () => ok(data)),
  empty: (path: string, data: unknown = []): HttpHandler => http.all(anyOrigin(path), () => ok(data)),
  businessError: (path: string, message = '商品库存不足，请稍后再试'): HttpHandler =>
    http.all(anyOrigin(path), () => fail(0, message, {})),
  sessionExpired: (path: string): HttpHandler =>
    http.all(anyOrigin(path), () => fail(10001, `${NOT_LOGGED_IN_TEXT}或登录已过期`)),
  forcedOffline: (path: string, message = '您的账号已在其他设备登录，请重新登录'): HttpHandler =>
    http.all(anyOrigin(path), () => fail(601, message)),
  networkError: (path: string): HttpHandler => http.all(anyOrigin(path), () => HttpResponse.error()),
  /** never answers: the screen stays in its loading state */
  loading: (path: string): HttpHandler =>
    http.all(anyOrigin(path), async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  slow: (path: string, data: unknown, ms = 1500): HttpHandler =>
    http.all(anyOrigin(path), async () => {
      await delay(ms);
      return ok(data);
    }),
};
