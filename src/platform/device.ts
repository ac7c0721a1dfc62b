import { readStored, writeStored } from './storage';

function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `mac` of the header object: the native bridge's device id, else a random id kept in local storage. */
export function deviceMac(): string {
  const fromBridge = readStored('deviceInfo')?.deviceId;
  if (fromBridge) return fromBridge;
  let fallback = readStored('macFallback');
  if (!fallback) {
    fallback = `h5-${randomId()}`;
    writeStored('macFallback', fallback);
  }
  return fallback;
}
