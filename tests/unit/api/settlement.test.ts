import { afterEach, describe, expect, it } from 'vitest';
import { decryptAuthToken } from '@/api/authTokenCryptoJs';
import { AUTH_TOKEN_IV, AUTH_TOKEN_KEY } from '@/api/config';
import { settlementApi } from '@/api/settlementApi';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';

const { endpoints } = settlementApi;

interface Captured {
  url: string;
  contentType: string | null;
  authToken: string | null;
  body: Promise<string>;
}

/** Records every request the client puts on the wire (before any handler reads it). */
function captureRequests(): { requests: Captured[]; stop: () => void } {
  const requests: Captured[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push({
      url: request.url,
      contentType: request.headers.get('Content-Type'),
      authToken: request.headers.get('Auth-Token'),
      body: request.clone().text(),
    });
  };
  server.events.on('request:start', listener);
  return { requests, stop: () => server.events.removeListener('request:start', listener) };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('settlement service (RSA bodies, settlement header object)', () => {
  it('userLogin goes through the real RSA path: the wire body is ciphertext, the server decrypts it', async () => {
    const capture = captureRequests();
    stop = capture.stop;
    const result = await makeTestStore().dispatch(endpoints.userLogin.initiate({ mobile: '13800138000', password: 'Tea123456' }));
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ userId: 'su-5001', mobile: '13800138000', accessToken: 'st-su-5001' });

    const sent = capture.requests.filter((request) => request.url.endsWith('/settlement/api/client/common/login'));
    expect(sent).toHaveLength(1);
    const raw = await sent[0]!.body;
    expect(isJson(raw)).toBe(false);
    expect(raw).not.toContain('13800138000');
    expect(raw).not.toContain('Tea123456');
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sent[0]!.contentType).toBe('text/plain');
    // the settlement header object: version 1.0.0 and an empty sid
    expect(decryptAuthToken(sent[0]!.authToken ?? '', AUTH_TOKEN_KEY, AUTH_TOKEN_IV)).toMatchObject({ version: '1.0.0', sid: '' });
  });

  it('userLogin with a wrong password is rejected with the message', async () => {
    const result = await makeTestStore().dispatch(endpoints.userLogin.initiate({ mobile: '13800138000', password: 'Wrong999' }));
    expect(result.error).toEqual({ kind: 'business', code: 0, message: '账号或密码错误', notify: true });
  });

  it('settlementSendMessage stays plain JSON; register needs its code; the new user can log in', async () => {
    const capture = captureRequests();
    stop = capture.stop;
    const store = makeTestStore();
    const mobile = '13722223333';
    const sent = await store.dispatch(endpoints.settlementSendMessage.initiate({ mobile, type: 'register' }));
    expect(sent.data).toEqual({ mobile: '137****3333', expireSeconds: 300 });
    const plain = capture.requests.find((request) => request.url.endsWith('/settlement/api/client/common/sendMessage'));
    expect(JSON.parse(await plain!.body)).toEqual({ mobile, type: 'register' });

    const wrong = await store.dispatch(endpoints.userRegister.initiate({ mobile, code: '000000', password: 'Settle2026' }));
    expect(wrong.error).toMatchObject({ message: '验证码错误' });
    const registered = await store.dispatch(endpoints.userRegister.initiate({ mobile, code: MOCK_SMS_CODE, password: 'Settle2026' }));
    expect(registered.data?.userId).toBe('su-5003');
    const registerBody = await capture.requests.find((request) => request.url.endsWith('/userRegister'))!.body;
    expect(isJson(registerBody)).toBe(false);

    const login = await store.dispatch(endpoints.userLogin.initiate({ mobile, password: 'Settle2026' }));
    expect(login.data?.userId).toBe('su-5003');
  });

  it('buyer and settlement codes are separate: a buyer code does not register a settlement user', async () => {
    db.smsCodes.push({ service: 'buyer', mobile: '13744445555', type: 'register', code: MOCK_SMS_CODE, sentAt: Date.now(), expireAt: Date.now() + 60_000 });
    const result = await makeTestStore().dispatch(endpoints.userRegister.initiate({ mobile: '13744445555', code: MOCK_SMS_CODE, password: 'Settle2026' }));
    expect(result.error).toMatchObject({ message: '请先获取验证码' });
  });

  it('retrievePassword replaces the password after the code check', async () => {
    const store = makeTestStore();
    const unknown = await store.dispatch(endpoints.settlementSendMessage.initiate({ mobile: '13000000001', type: 'retrievePassword' }));
    expect(unknown.error).toMatchObject({ message: '该手机号未注册结算账户' });
    await store.dispatch(endpoints.settlementSendMessage.initiate({ mobile: '13900139000', type: 'retrievePassword' }));
    const done = await store.dispatch(endpoints.retrievePassword.initiate({ mobile: '13900139000', code: MOCK_SMS_CODE, password: 'Yancha888' }));
    expect(done.error).toBeUndefined();
    const old = await store.dispatch(endpoints.userLogin.initiate({ mobile: '13900139000', password: 'Tea123456' }));
    expect(old.error).toMatchObject({ message: '账号或密码错误' });
    const fresh = await store.dispatch(endpoints.userLogin.initiate({ mobile: '13900139000', password: 'Yancha888' }));
    expect(fresh.data?.userId).toBe('su-5002');
  });
});
