import { vi } from 'vitest';

/**
 * Local storage with a quota: a setItem that would take the stored characters (keys and values)
 * past `limit` throws the QuotaExceededError a browser throws, as a full storage does. Returns the
 * spy; `vi.restoreAllMocks()` (or `spy.mockRestore()`) gives the real storage back.
 */
export function storageWithQuota(limit: number) {
  const real = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')?.value as (this: Storage, key: string, value: string) => void;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    let used = 0;
    for (let index = 0; index < this.length; index += 1) {
      const name = this.key(index) ?? '';
      if (name !== key) used += name.length + (this.getItem(name)?.length ?? 0);
    }
    if (used + key.length + value.length > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    real.call(this, key, value);
  });
}

/** Local storage that is already full: every setItem throws QuotaExceededError. */
export function fullStorage() {
  return storageWithQuota(0);
}
