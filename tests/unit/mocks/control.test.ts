import { beforeEach, describe, expect, it } from 'vitest';
import { cartApi } from '@/api/cartApi';
import {
  DEFAULT_OFFLINE_MESSAGE,
  EXPIRE_SESSIONS_PATH,
  OFFLINE_SESSIONS_PATH,
  type ExpireSessionsResult,
  type OfflineSessionsResult,
} from '@mocks/control/api';
import { controlHandlers } from '@mocks/control/handlers';
import { sessionKinds, sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import { spyNavigator } from '../navigator';
import { makeTestStore } from '../teardown';

/** the seeded logged-in sessions (buyer, tea-house agent, tea-room agent) */
const SEEDED_SESSIONS = sessionKinds.filter((kind) => kind !== 'guest').length;

const { cartList } = cartApi.endpoints;

/** POSTs to one of the control paths (with the body, when there is one) and reads its answer. */
async function postControl<Result>(path: string, body?: Record<string, unknown>): Promise<{ status: number; result: Result }> {
  const response = await fetch(new URL(path, location.origin), {
    method: 'POST',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, result: (await response.json()) as Result };
}

const expire = (body?: Record<string, unknown>) => postControl<ExpireSessionsResult>(EXPIRE_SESSIONS_PATH, body);
const forceOffline = (body?: Record<string, unknown>) => postControl<OfflineSessionsResult>(OFFLINE_SESSIONS_PATH, body);

spyNavigator();
beforeEach(() => {
  server.use(...controlHandlers);
});

/** The e2e suite's server-side session expiry (mocks/control): the stored sid stays, the server answers 10001. */
describe('mock control: expire sessions', () => {
  it("ends one member's sessions: their token calls answer 10001, other members keep theirs", async () => {
    const buyer = makeTestStore({ session: sessions.buyer });
    expect((await buyer.dispatch(cartList.initiate())).error).toBeUndefined();

    const { status, result } = await expire({ mobile: sessions.buyer.userInfo?.mobile });
    expect(status).toBe(200);
    expect(result.expired).toBe(1);

    const again = makeTestStore({ session: sessions.buyer });
    expect((await again.dispatch(cartList.initiate())).error).toMatchObject({ kind: 'sessionExpired', code: 10001 });
    const agent = makeTestStore({ session: sessions.agent });
    expect((await agent.dispatch(cartList.initiate())).error).toBeUndefined();
  });

  it('without a body ends every session; an unknown mobile is refused', async () => {
    expect((await expire()).result.expired).toBe(SEEDED_SESSIONS);
    expect((await makeTestStore({ session: sessions.agent }).dispatch(cartList.initiate())).error).toMatchObject({ code: 10001 });
    expect((await expire({ mobile: '10000000000' })).status).toBe(404);
  });
});

/** Issue 10 item 11: the 601 path is reachable in the running app (mocks/control). */
describe('mock control: force sessions offline', () => {
  it("forces one member offline: their token calls answer 601 with the message, other members keep theirs", async () => {
    const { status, result } = await forceOffline({ mobile: sessions.buyer.userInfo?.mobile });
    expect(status).toBe(200);
    expect(result.offline).toBe(1);
    const buyer = makeTestStore({ session: sessions.buyer });
    expect((await buyer.dispatch(cartList.initiate())).error).toMatchObject({ kind: 'forcedOffline', code: 601, message: DEFAULT_OFFLINE_MESSAGE });
    const agent = makeTestStore({ session: sessions.agent });
    expect((await agent.dispatch(cartList.initiate())).error).toBeUndefined();
  });

  it('takes the message from the body; without a mobile forces everyone; an unknown mobile is refused', async () => {
    expect((await forceOffline({ message: '账号已被冻结' })).result.offline).toBe(SEEDED_SESSIONS);
    expect((await makeTestStore({ session: sessions.agent }).dispatch(cartList.initiate())).error).toMatchObject({ code: 601, message: '账号已被冻结' });
    expect((await forceOffline({ mobile: '10000000000' })).status).toBe(404);
  });
});
