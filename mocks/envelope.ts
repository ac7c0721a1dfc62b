import { HttpResponse } from 'msw';

/** Server envelope `{ code, message, data }`, code 1 success (docs/request-protocol.md). */
export function ok<T>(data: T) {
  return HttpResponse.json({ code: 1, message: 'success', data });
}

export function fail(code: number, message: string, data: unknown = null) {
  return HttpResponse.json({ code, message, data });
}

/** Every handler matches its path on any origin: base URLs per source differ only in host. */
export function anyOrigin(path: string): string {
  return `*${path}`;
}
