import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';

/**
 * The `requestNo` of every request to `call` that leaves the page during the current test, in the
 * order they were sent (the exactly-once tests compare them). The listener is removed when the test
 * finishes.
 */
export function recordRequestNos(call: { path: string }): { all: () => Promise<unknown[]> } {
  const numbers: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== call.path) return;
    numbers.push(request.clone().json().then((body: unknown) => (body as { requestNo?: unknown }).requestNo));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return { all: () => Promise.all(numbers) };
}
