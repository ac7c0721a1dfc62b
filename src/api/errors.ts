import type { SerializedError } from '@reduxjs/toolkit';

/**
 * The envelope every server answer comes in: `code` 1 is success with the answer in `data`, 0 a
 * business error whose `message` the user reads, 10001 (its message says 未登录) an expired
 * session and 601 a forced logout. The full rules: docs/request-protocol.md.
 */
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
  /** `notify`: code 0 with data present, which the listener toasts (docs/decisions.md, error catalogue) */
  | { kind: 'business'; code: number; message: string; notify: boolean }
  | { kind: 'sessionExpired'; code: typeof SESSION_EXPIRED_CODE; message: string }
  | { kind: 'forcedOffline'; code: typeof FORCED_OFFLINE_CODE; message: string }
  | { kind: 'network'; timeout: boolean; message: string }
  | { kind: 'malformed'; status: number; message: string }
  /** refused before sending, e.g. a settlement body too long for the RSA key */
  | { kind: 'invalidRequest'; message: string };

/**
 * What a query hook's `error` holds: the base query's ApiError, or RTK Query's SerializedError when
 * code around the call threw (it has no `kind`).
 */
export type CallFailure = ApiError | SerializedError;

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    ['business', 'sessionExpired', 'forcedOffline', 'network', 'malformed', 'invalidRequest'].includes(String(value.kind))
  );
}
