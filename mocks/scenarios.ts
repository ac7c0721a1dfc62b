import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { CallSpec } from '@/api/catalogue';
import { NOT_LOGGED_IN_TEXT } from '@/api/errors';
import { anyOrigin, fail, ok } from './envelope';

/** Any catalogue call, whatever its types (the outcome-only scenarios need no data). */
type AnyCall = CallSpec<unknown, unknown>;

function on(call: AnyCall, resolver: () => Response | Promise<Response>): HttpHandler {
  const method = call.method === 'GET' ? http.get : http.post;
  return method(anyOrigin(call.path), resolver);
}

/**
 * One-call overrides for stories and tests: put them before the default handlers
 * (`server.use(...)`, `msw.use(...)` or story `parameters.msw.handlers.scenario`) to force an outcome.
 * The data a call answers is its catalogue `Result` type, so a scenario cannot feed a screen a shape
 * the real call never returns.
 */
export const scenario = {
  success: <Arg, Result>(call: CallSpec<Arg, Result>, data: NoInfer<Result>): HttpHandler => on(call, () => ok(data)),
  /** a success with nothing in it: `data` defaults to [] (a list call's empty answer) */
  empty: <Arg, Result>(call: CallSpec<Arg, Result>, data?: NoInfer<Result>): HttpHandler =>
    on(call, () => ok(data === undefined ? [] : data)),
  businessError: (call: AnyCall, message = '商品库存不足，请稍后再试'): HttpHandler => on(call, () => fail(0, message, {})),
  sessionExpired: (call: AnyCall): HttpHandler => on(call, () => fail(10001, `${NOT_LOGGED_IN_TEXT}或登录已过期`)),
  forcedOffline: (call: AnyCall, message = '您的账号已在其他设备登录，请重新登录'): HttpHandler =>
    on(call, () => fail(601, message)),
  networkError: (call: AnyCall): HttpHandler => on(call, () => HttpResponse.error()),
  /** never answers: the screen stays in its loading state */
  loading: (call: AnyCall): HttpHandler =>
    on(call, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  slow: <Arg, Result>(call: CallSpec<Arg, Result>, data: NoInfer<Result>, ms = 1500): HttpHandler =>
    on(call, async () => {
      await delay(ms);
      return ok(data);
    }),
};
