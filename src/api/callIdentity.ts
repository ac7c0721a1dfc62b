import { browserDeviceId } from '@/platform/device';
import { selectRequestIdentity } from '@/state/requestIdentity';
import type { RootState } from '@/state/root';

/**
 * The header values that come from the app state: the sid, and `mac` (the native host's device id,
 * else the browser's own stand-in). RTK Query types `getState()` as unknown; the base query only
 * runs inside the app's store, whose state is `RootState`.
 */
export function identityFrom(getState: () => unknown): { sid: string; mac: string } {
  const { sid, deviceId } = selectRequestIdentity(getState() as RootState);
  return { sid, mac: deviceId ?? browserDeviceId() };
}
