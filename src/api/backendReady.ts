/**
 * A gate every request waits on. Production never closes it; mock mode holds requests until the
 * embedded backend (the MSW worker) is running, so the app can render without waiting for it.
 */
let ready: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(backend: Promise<unknown>): void {
  ready = backend;
}

export function backendReady(): Promise<unknown> {
  return ready;
}
