/**
 * The native host bridge. The app registers callbacks on `window` that the host calls, and asks
 * the host through whichever channel it injected (iOS WKWebView message handlers or an Android
 * JavaScript interface). In a plain browser (Storybook, dev, tests) nothing answers, and the
 * caller's fallback stands.
 */
import type { PayOutcome, PayRequest } from './payment';
import { clampStatusBarHeight } from './statusBar';

type NativeCallback = (value: unknown) => void;

interface NativeHost {
  webkit?: { messageHandlers?: Record<string, { postMessage(payload: unknown): void } | undefined> };
  android?: Record<string, ((payload?: string) => void) | undefined>;
}

function host(): Window & NativeHost & Record<string, unknown> {
  return window as unknown as Window & NativeHost & Record<string, unknown>;
}

/** Lets the host call `window[name](value)`; returns the unregister function. */
export function registerNativeCallback(name: string, callback: NativeCallback): () => void {
  host()[name] = callback;
  return () => {
    if (host()[name] === callback) delete host()[name];
  };
}

/** Asks the host to run `name`; true when some native channel took the message. */
export function callNative(name: string, payload: unknown = null): boolean {
  const { webkit, android } = host();
  const iosHandler = webkit?.messageHandlers?.[name];
  if (iosHandler) {
    iosHandler.postMessage(payload);
    return true;
  }
  const androidMethod = android?.[name];
  if (typeof androidMethod === 'function') {
    androidMethod.call(android, payload === null ? undefined : JSON.stringify(payload));
    return true;
  }
  return false;
}

export interface NativeDeviceInfo {
  statusBarHeight: number;
  deviceId?: string;
}

/** The host's answer as device info, its height clamped to 0–100 px; null when it has no height. */
function toDeviceInfo(value: unknown): NativeDeviceInfo | null {
  const raw: unknown = typeof value === 'string' ? safeParse(value) : value;
  if (typeof raw === 'number') {
    const height = clampStatusBarHeight(raw);
    return height === null ? null : { statusBarHeight: height };
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { statusBarHeight, deviceId } = raw as { statusBarHeight?: unknown; deviceId?: unknown };
  const height = clampStatusBarHeight(statusBarHeight);
  if (height === null) return null;
  return { statusBarHeight: height, ...(typeof deviceId === 'string' && deviceId ? { deviceId } : {}) };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Number(text);
  }
}

/**
 * Startup handshake: register the status-bar-height callback, then request it.
 * `onDeviceInfo` runs whenever the host answers (a number, or `{statusBarHeight, deviceId}`);
 * malformed answers are ignored. Returns whether a native host was there to ask.
 */
export function requestDeviceInfo(onDeviceInfo: (info: NativeDeviceInfo) => void): boolean {
  registerNativeCallback('setStatusBarHeight', (value) => {
    const info = toDeviceInfo(value);
    if (info) onDeviceInfo(info);
  });
  return callNative('getStatusBarHeight');
}

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
