import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import type { CallSpec } from '@/api/catalogue';
import { anyOrigin } from './envelope';
import { handlers } from './handlers';

export interface AnswerLost {
  handler: HttpHandler;
  /** how many requests of the call reached the server so far */
  reached: () => number;
  /** starts over: the next request's answer is lost again (a story's `beforeEach`, so each run and its replay lose one) */
  reset: () => void;
}

/**
 * The first request of `call` reaches the mock server and takes effect, but its answer is lost (the
 * client sees a network failure); later requests are answered as usual. What a retry must survive
 * without acting twice (`useRequestNo`, `mocks/server/exactlyOnce.ts`). Put `handler` before the
 * default handlers, like a scenario.
 */
export function answerLost<Arg, Result>(call: CallSpec<Arg, Result>): AnswerLost {
  let reached = 0;
  const method = call.method === 'GET' ? http.get : http.post;
  const handler = method(anyOrigin(call.path), async ({ request }) => {
    reached += 1;
    const answer = await getResponse(handlers, request.clone());
    return reached === 1 || !answer ? HttpResponse.error() : answer;
  });
  return {
    handler,
    reached: () => reached,
    reset: () => {
      reached = 0;
    },
  };
}
