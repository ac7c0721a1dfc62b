import { http, type HttpHandler } from 'msw';
import { anyOrigin } from '@mocks/envelope';

/** Story parameters with one-call overrides placed before the default backend. */
export const scenarioHandlers = (...handlers: HttpHandler[]) => ({ msw: { handlers: { scenario: handlers } } });

/**
 * Counts the requests to `path` and lets each through to the default backend (a resolver that
 * returns nothing). `seen` is the number since the module loaded: read it before and after.
 */
export function callCounter(path: string) {
  const counter = {
    seen: 0,
    handler: http.all(anyOrigin(path), () => {
      counter.seen += 1;
    }),
  };
  return counter;
}
