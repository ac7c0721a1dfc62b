import type { MessageKey, Translate } from '@/platform/i18n';

/** Envelope of spec section 3: code 1 = success, 0 = business error, 10001 / 601 special. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 1;
export const ERROR_CODE = 0;
export const SESSION_EXPIRED_CODE = 10001;
export const FORCED_OFFLINE_CODE = 601;
/** Text the server puts in a 10001 message when the session is not logged in. */
export const NOT_LOGGED_IN_TEXT = '未登录';

/**
 * Every way a call can fail, as data. Screens render these; the side-effect listener
 * reacts to `business` (code 0 toast), `sessionExpired` and `forcedOffline`.
 */
export type ApiError =
  /** `notify`: code 0 with data present, which the listener toasts (spec section 8) */
  | { kind: 'business'; code: number; message: string; notify: boolean }
  | { kind: 'sessionExpired'; code: typeof SESSION_EXPIRED_CODE; message: string }
  | { kind: 'forcedOffline'; code: typeof FORCED_OFFLINE_CODE; message: string }
  | { kind: 'network'; timeout: boolean; message: string }
  | { kind: 'malformed'; status: number; message: string }
  /** refused before sending, e.g. a settlement body too long for the RSA key */
  | { kind: 'invalidRequest'; message: string };

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    ['business', 'sessionExpired', 'forcedOffline', 'network', 'malformed', 'invalidRequest'].includes(String(value.kind))
  );
}

/**
 * True when the app's error listener (src/app/effects.ts) already tells the user about `error`:
 * a code-0 message with data is toasted, 10001 toasts and goes to /login, 601 shows its dialog.
 * A screen then says nothing more, so the user never reads the same failure twice.
 */
export function announcedByListener(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'sessionExpired':
    case 'forcedOffline':
      return true;
    case 'business':
      return error.notify && error.message !== '';
    default:
      return false;
  }
}

/**
 * The words a screen area uses instead of the common ones, as message keys: `network` for no answer
 * (offline or timed out), `fallback` for anything without a better text, `invalidRequest` (given the
 * reason as `{message}`) for a request refused before sending. Without `invalidRequest` that case
 * reads as the fallback.
 */
export interface FailureWording {
  network?: MessageKey;
  fallback?: MessageKey;
  invalidRequest?: MessageKey;
}

/**
 * The text a screen shows for any failure of a call: the server's message for a business error,
 * the network text when no answer came, and the fallback for the rest (a malformed answer's
 * technical detail is never shown). Use it together with `announcedByListener`.
 */
export function userMessage(error: unknown, t: Translate, wording: FailureWording = {}): string {
  const fallback = t(wording.fallback ?? 'state.serverError');
  if (!isApiError(error)) return fallback;
  switch (error.kind) {
    case 'business':
    case 'sessionExpired':
    case 'forcedOffline':
      return error.message || fallback;
    case 'network':
      return t(wording.network ?? 'state.networkError');
    case 'invalidRequest':
      return wording.invalidRequest ? t(wording.invalidRequest, { message: error.message }) : fallback;
    case 'malformed':
      return fallback;
  }
}
