/**
 * The seeded sessions of stories and tests (mocks/data/sessions.ts): the server accepts each sid,
 * and the two kinds of agent are a tea-house and a tea-room franchisee.
 */
import { describe, expect, it } from 'vitest';
import { payApi } from '@/api/payApi';
import { sessionKinds, sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';

describe('seeded sessions', () => {
  it('every logged-in session has its own sid and member', () => {
    const loggedIn = sessionKinds.filter((kind) => kind !== 'guest').map((kind) => sessions[kind]);
    expect(new Set(loggedIn.map((session) => session.sid)).size).toBe(loggedIn.length);
    expect(new Set(loggedIn.map((session) => session.userInfo?.memberId)).size).toBe(loggedIn.length);
  });

  it('agent is the tea-house franchisee (茶馆), teaRoomAgent a tea-room one (茶室)', async () => {
    const house = await makeTestStore({ session: sessions.agent }).dispatch(payApi.endpoints.userAgentInfo.initiate()).unwrap();
    expect(house).toMatchObject({ role: 'agent', agentLevel: 2, agentLevelName: '茶馆' });
    const room = await makeTestStore({ session: sessions.teaRoomAgent }).dispatch(payApi.endpoints.userAgentInfo.initiate()).unwrap();
    expect(room).toMatchObject({ memberId: 'm-20566', role: 'agent', agentLevel: 1, agentLevelName: '茶室', cityName: '泉州市', regionName: '鲤城区' });
  });
});
