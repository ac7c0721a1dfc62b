/**
 * The embedded backend's control calls (see `./handlers.ts`): paths and answers only, with no
 * runtime imports, so the end-to-end specs (Node) can share them with the worker.
 */

/** Path prefix of the control calls: no real server answers these. */
export const MOCK_CONTROL_PATH = '/__mock';

/** POST, JSON body `{ mobile?: string }`: the server forgets every session (or that member's). */
export const EXPIRE_SESSIONS_PATH = `${MOCK_CONTROL_PATH}/sessions/expire`;

/** What `EXPIRE_SESSIONS_PATH` answers. */
export interface ExpireSessionsResult {
  /** how many sessions the server dropped */
  expired: number;
}

/**
 * POST, JSON body `{ mobile?: string; message?: string }`: the server forces every session (or that
 * member's) offline; their member calls answer 601 with `message` until the member logs in again.
 */
export const OFFLINE_SESSIONS_PATH = `${MOCK_CONTROL_PATH}/sessions/offline`;

/** The 601 message when the control call names none (as a login on another device reads). */
export const DEFAULT_OFFLINE_MESSAGE = '您的账号已在其他设备登录，请重新登录';

/** What `OFFLINE_SESSIONS_PATH` answers. */
export interface OfflineSessionsResult {
  /** how many sessions the server forced offline */
  offline: number;
}
