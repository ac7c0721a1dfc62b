/**
 * The native host bridge. The app registers callbacks on `window` that the host calls, and asks
 * the host through whichever channel it injected (iOS WKWebView message handlers or an Android
 * JavaScript interface). In a plain browser (Storybook, dev, tests) nothing answers, and the
 * caller's fallback stands.
 */
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

export function safeParse(text: string): unknown {
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
