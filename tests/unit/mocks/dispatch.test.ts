import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dispatchByPath } from '@mocks/dispatch';

const answer = (name: string) => () => HttpResponse.json({ name });

async function answeredBy(handlers: Parameters<typeof dispatchByPath>[0], url: string, method = 'POST'): Promise<string | undefined> {
  const response = await getResponse([dispatchByPath(handlers)], new Request(url, { method }));
  if (!response) return undefined;
  return ((await response.json()) as { name: string }).name;
}

describe('dispatchByPath (the mock worker offers a call only to handlers ending in its last segment)', () => {
  const handlers = [
    http.post('*/teamall-goods/goods/list', answer('goods list')),
    http.post('*/teamall-order/order/list', answer('order list')),
    http.get('*/teamall-member/user/:id', answer('user by id')),
    http.post('*/teamall-order/order/list', answer('second order list')),
  ];

  it('answers with the handler whose whole path matches, not another with the same last segment', async () => {
    expect(await answeredBy(handlers, 'http://127.0.0.1/teamall-goods/goods/list')).toBe('goods list');
    expect(await answeredBy(handlers, 'http://127.0.0.1/teamall-order/order/list')).toBe('order list');
  });

  it('keeps the handlers in order: the first of two matching ones answers', async () => {
    expect(await answeredBy(handlers, 'http://127.0.0.1/teamall-order/order/list?pageNo=2')).toBe('order list');
  });

  it('offers every call to a handler whose last segment is a parameter', async () => {
    expect(await answeredBy(handlers, 'http://127.0.0.1/teamall-member/user/m-10086', 'GET')).toBe('user by id');
  });

  it('leaves a call no handler matches unanswered (the worker reports it as unhandled)', async () => {
    expect(await answeredBy(handlers, 'http://127.0.0.1/teamall-goods/goods/unknown')).toBeUndefined();
    expect(await answeredBy(handlers, 'http://127.0.0.1/teamall-goods/goods/list', 'GET')).toBeUndefined();
  });
});
