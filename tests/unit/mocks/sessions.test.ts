/**
 * The seeded sessions of stories and tests (mocks/data/sessions.ts): the server accepts each sid,
 * and the two kinds of agent are a tea-house and a tea-room franchisee.
 */
import { describe, expect, it } from 'vitest';
import { authApi } from '@/api/authApi';
import { memberApi } from '@/api/memberApi';
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

  it('each session holds its roles, a buyer among them, and the member info says the same', async () => {
    const expected = {
      buyer: ['buyer', 'settlementUser'],
      agent: ['buyer', 'teaHouseAgent', 'distributionSeller', 'settlementUser'],
      teaRoomAgent: ['buyer', 'teaRoomAgent', 'distributionSeller'],
      shopOwner: ['buyer', 'shopOwner', 'distributionSeller'],
      partner: ['buyer', 'partner'],
      legionAgent: ['buyer', 'teaHouseAgent', 'distributionSeller', 'legionAgent'],
    } as const;
    for (const [kind, roles] of Object.entries(expected)) {
      const session = sessions[kind as keyof typeof expected];
      expect(session.userInfo?.roles).toEqual(roles);
      const info = await makeTestStore({ session }).dispatch(memberApi.endpoints.getInfo.initiate()).unwrap();
      expect(info.roles).toEqual(roles);
      expect(info.role).toBe(roles.some((role) => role === 'teaRoomAgent' || role === 'teaHouseAgent') ? 'agent' : 'buyer');
    }
  });

  it('the shop owner, partner and legion agent log in with their mobile and the seeded password', async () => {
    for (const kind of ['shopOwner', 'partner', 'legionAgent'] as const) {
      const { userInfo } = sessions[kind];
      const login = await makeTestStore().dispatch(authApi.endpoints.login.initiate({ mobile: userInfo?.mobile ?? '', password: 'Tea123456' })).unwrap();
      expect(login.userInfo).toMatchObject({ memberId: userInfo?.memberId, nickname: userInfo?.nickname, roles: userInfo?.roles });
    }
  });

  it('the legion agent leads 闽东茶业军团 from a tea house in 福州', async () => {
    const info = await makeTestStore({ session: sessions.legionAgent }).dispatch(payApi.endpoints.userAgentInfo.initiate()).unwrap();
    expect(info).toMatchObject({ role: 'agent', agentLevelName: '茶馆', cityName: '福州市', legionName: '闽东茶业军团' });
  });
});
