import { describe, expect, it } from 'vitest';
import { interpretEnvelope } from '@/api/envelope';

describe('envelope rules (docs/request-protocol.md)', () => {
  it('code 1 gives the data', () => {
    expect(interpretEnvelope(200, { code: 1, message: 'ok', data: { id: 7 } })).toEqual({ data: { id: 7 } });
  });

  it('list calls wrap the data in an array', () => {
    expect(interpretEnvelope(200, { code: 1, message: '', data: [1, 2] }, { list: true })).toEqual({ data: [1, 2] });
    expect(interpretEnvelope(200, { code: 1, message: '', data: { id: 1 } }, { list: true })).toEqual({ data: [{ id: 1 }] });
    expect(interpretEnvelope(200, { code: 1, message: '', data: null }, { list: true })).toEqual({ data: [] });
  });

  it('10001 with the not-logged-in text is a session expiry; without it an ordinary error', () => {
    expect(interpretEnvelope(200, { code: 10001, message: '用户未登录', data: null })).toEqual({
      error: { kind: 'sessionExpired', code: 10001, message: '用户未登录' },
    });
    expect(interpretEnvelope(200, { code: 10001, message: '参数错误', data: null })).toEqual({
      error: { kind: 'business', code: 10001, message: '参数错误', notify: false },
    });
  });

  it('601 is forced offline', () => {
    expect(interpretEnvelope(200, { code: 601, message: '账号在其他设备登录', data: null })).toMatchObject({
      error: { kind: 'forcedOffline', code: 601 },
    });
  });

  it('code 0 rejects with the message unless the call is exempt; only code 0 with data is toasted', () => {
    expect(interpretEnvelope(200, { code: 0, message: '库存不足', data: {} })).toEqual({
      error: { kind: 'business', code: 0, message: '库存不足', notify: true },
    });
    expect(interpretEnvelope(200, { code: 0, message: '库存不足', data: null })).toEqual({
      error: { kind: 'business', code: 0, message: '库存不足', notify: false },
    });
    expect(interpretEnvelope(200, { code: 500, message: '系统繁忙', data: {} })).toEqual({
      error: { kind: 'business', code: 500, message: '系统繁忙', notify: false },
    });
    const body = { code: 0, message: '库存不足', data: { orderNo: '' } };
    expect(interpretEnvelope(200, body, { exemptFromCodeZero: true })).toEqual({ data: body });
  });

  it('list calls answer [] for other codes, but still report 10001, 601 and code 0 with data', () => {
    const list = { list: true };
    expect(interpretEnvelope(200, { code: 500, message: '系统繁忙', data: null }, list)).toEqual({ data: [] });
    expect(interpretEnvelope(200, { code: 0, message: '无数据', data: null }, list)).toEqual({ data: [] });
    expect(interpretEnvelope(200, { code: 0, message: '活动已结束', data: [] }, list)).toMatchObject({ error: { notify: true } });
    expect(interpretEnvelope(200, { code: 10001, message: '用户未登录', data: null }, list)).toMatchObject({ error: { kind: 'sessionExpired' } });
    expect(interpretEnvelope(200, { code: 601, message: '下线', data: null }, list)).toMatchObject({ error: { kind: 'forcedOffline' } });
  });

  it('a body that is not an envelope is a typed malformed error', () => {
    for (const body of [undefined, null, '<html>502 Bad Gateway</html>', [], { message: 'no code' }, { code: '1' }]) {
      expect(interpretEnvelope(502, body)).toEqual({
        error: { kind: 'malformed', status: 502, message: 'Unexpected response (HTTP 502)' },
      });
    }
  });
});
