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
