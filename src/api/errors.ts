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
