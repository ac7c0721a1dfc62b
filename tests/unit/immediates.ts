/**
 * Counts the setImmediate callbacks queued and not yet run, for teardown.ts. React's scheduler runs
 * each slice of render work in a setImmediate (in Node) and queues the next slice the same way; a
 * slice still queued when a file's jsdom goes throws "window is not defined" in whichever file runs
 * next. Teardown waits until nothing is queued instead of guessing a number of hops.
 *
 * The first setup file: it must wrap setImmediate before react-dom's scheduler captures it. The
 * scheduler module is loaded once per worker process, so the count lives on globalThis and the
 * wrapper is installed once per process.
 */
type Counted = typeof globalThis & { __teaMallPendingImmediates?: { count: number } };

const counted = globalThis as Counted;
if (!counted.__teaMallPendingImmediates) {
  const pending = { count: 0 };
  counted.__teaMallPendingImmediates = pending;
  const original = globalThis.setImmediate;
  const originalClear = globalThis.clearImmediate;
  const live = new WeakSet<NodeJS.Immediate>();
  const wrapped = ((callback: (...args: unknown[]) => void, ...args: unknown[]) => {
    pending.count += 1;
    const handle = original((...callArgs: unknown[]) => {
      if (live.delete(handle)) pending.count -= 1;
      callback(...callArgs);
    }, ...args);
    live.add(handle);
    return handle;
  }) as typeof setImmediate;
  globalThis.setImmediate = Object.assign(wrapped, { __promisify__: original.__promisify__ });
  globalThis.clearImmediate = (handle?: NodeJS.Immediate) => {
    if (handle && live.delete(handle)) pending.count -= 1;
    originalClear(handle);
  };
}

/** setImmediate callbacks queued and not yet run, in this worker process. */
export function pendingImmediates(): number {
  return counted.__teaMallPendingImmediates?.count ?? 0;
}
