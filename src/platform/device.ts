import { readStored, writeStored } from './storage';

/*
 * The browser's stand-in for a device id. The native host's own id belongs to the device slice
 * (src/state/device.ts: it arrives there from the bridge and is persisted and restored with it);
 * this module only answers when there is none, as in a plain browser or a story.
 */

function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random id made on first use and kept in local storage, so one browser keeps one `mac`. */
export function browserDeviceId(): string {
  let id = readStored('macFallback');
  if (!id) {
    id = `h5-${randomId()}`;
    writeStored('macFallback', id);
  }
  return id;
}
