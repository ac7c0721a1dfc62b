import { getResponse, http, type RequestHandler } from 'msw';

/** The last segment of a handler's path when it is literal; `null` when any request may match it. */
function lastLiteralSegment(handler: RequestHandler): string | null {
  const { path } = handler.info as { path?: unknown };
  if (typeof path !== 'string') return null;
  const last = path.split('/').pop() ?? '';
  return last === '' || last.startsWith(':') || last.includes('*') ? null : last;
}

/**
 * The worker's handlers behind one. MSW tries its handlers in turn, and for each one it parses the
 * request's cookies and compiles the handler's path again (msw 2.15): with the ~180 handlers of
 * the mock backend, every call cost the page tens of milliseconds of main thread before its answer
 * (the mock-mode build's Lighthouse TBT was 4.2 s on /home). Here a call is offered only to the
 * handlers whose path ends in the call's last path segment (and to those whose last segment is a
 * parameter), in their order, so the first matching handler still answers. No library does this
 * for MSW; it is a filter in front of msw's own `getResponse`.
 */
export function dispatchByPath(handlers: readonly RequestHandler[]): RequestHandler {
  const keys = new Map(handlers.map((handler) => [handler, lastLiteralSegment(handler)]));
  return http.all('*', ({ request }) => {
    const last = new URL(request.url).pathname.split('/').pop() ?? '';
    const candidates = handlers.filter((handler) => {
      const key = keys.get(handler);
      return key === null || key === last;
    });
    return getResponse(candidates, request);
  });
}
