import type { RootState } from './root';

/**
 * Who a request comes from, as the header object carries it: the session's sid ('' for a guest)
 * and the native host's device id (owned by the device slice; absent in a plain browser).
 *
 * This selector imports no Redux at runtime, on purpose: src/api/transport.ts reads the state
 * through it, and the transport is a lazily loaded chunk. Importing a slice module there makes
 * the bundler move Redux into a chunk shared with the transport, which costs the /home page about
 * 1 KB gzip for the same code.
 */
export function selectRequestIdentity(state: RootState): { sid: string; deviceId: string | undefined } {
  return { sid: state.session.sid, deviceId: state.device.deviceId };
}
