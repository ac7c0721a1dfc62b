/**
 * Paying through the native host (`pay` on the bridge, answered by `window.onPayResult`), a module
 * of its own: the bridge loads with the app, payment only with the screens that pay.
 */
import { callNative, registerNativeCallback, safeParse } from './bridge';
import type { PayOutcome, PayRequest } from './payment';

/**
 * What the host's pay callback answers, as an outcome: 'paid' / 'cancelled' / 'failed', WeChat's
 * errCode (0 paid, -2 cancelled, else failed) or Alipay's resultStatus ('9000' paid, '6001'
 * cancelled, '8000' / '6004' still processing: paid as far as the app knows, the order poll decides),
 * bare or in an object, or JSON of either. Anything else is a failure.
 */
export function toPayOutcome(value: unknown): PayOutcome {
  const raw: unknown = typeof value === 'string' && /^[[{"]/.test(value.trim()) ? safeParse(value) : value;
  if (raw === 'paid' || raw === 'cancelled' || raw === 'failed') return raw;
  if (typeof raw === 'object' && raw !== null) {
    const { outcome, errCode, resultStatus } = raw as { outcome?: unknown; errCode?: unknown; resultStatus?: unknown };
    const code = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '?');
    return toPayOutcome(outcome ?? (errCode !== undefined ? `wx:${code(errCode)}` : resultStatus !== undefined ? `ali:${code(resultStatus)}` : null));
  }
  const code = String(raw);
  if (code === 'wx:0' || code === 'ali:9000' || code === 'ali:8000' || code === 'ali:6004') return 'paid';
  if (code === 'wx:-2' || code === 'ali:6001') return 'cancelled';
  return 'failed';
}

/** The pay still waiting for the host's answer: a newer pay ends it as cancelled. */
let pendingPay: ((outcome: PayOutcome) => void) | null = null;

export interface PayOptions {
  /**
   * Outside the host app (browser, stories, `npm start`): what stands in for the host's payment
   * sheet. The app passes the cashier sheet; without one the payment fails.
   */
  standIn?: (request: PayRequest) => Promise<PayOutcome>;
}

/**
 * Pays through the host app: `pay` with `{ channel, payload }` to the native channel; the host
 * answers by calling `window.onPayResult(result)`. Resolves to 'paid', 'cancelled' or 'failed'.
 * 'paid' is what the channel told the app; the order is paid when the server says so (poll it).
 */
export function pay(request: PayRequest, options: PayOptions = {}): Promise<PayOutcome> {
  pendingPay?.('cancelled');
  return new Promise<PayOutcome>((resolve) => {
    const unregister = registerNativeCallback('onPayResult', (value) => finish(toPayOutcome(value)));
    function finish(outcome: PayOutcome): void {
      if (pendingPay !== finish) return;
      pendingPay = null;
      unregister();
      resolve(outcome);
    }
    pendingPay = finish;
    if (callNative('pay', { channel: request.channel, payload: request.payload })) return;
    // no host: the stand-in answers (or nothing can pay)
    const standIn = options.standIn ?? (() => Promise.resolve<PayOutcome>('failed'));
    standIn(request).then(finish, () => finish('failed'));
  });
}
