import { describe, expect, it } from 'vitest';
import { rolesOf } from '@/lib/roles';
import { entryGroupsFor } from '@/screens/mine/hub/entries';
import { dotText } from '@/screens/mine/hub/OrderStrip';
import { sessions, type SessionKind } from '@mocks/data/sessions';

/** The grids a session's member sees: group -> entry keys. */
function gridsOf(kind: Exclude<SessionKind, 'guest'>): Record<string, string[]> {
  const groups = entryGroupsFor(rolesOf(sessions[kind].userInfo));
  return Object.fromEntries(groups.map((group) => [group.key, group.entries.map((entry) => entry.key)]));
}

const SERVICES = ['signIn', 'lottery', 'pointsHall', 'coupons', 'vip', 'invite', 'openShop', 'contract', 'callCenter', 'addresses', 'settings'];

describe('the mine page entry grids, by role', () => {
  it('a buyer sees the services only, with 申请代理', () => {
    expect(gridsOf('buyer')).toEqual({ services: ['signIn', 'lottery', 'pointsHall', 'coupons', 'vip', 'invite', 'apply', 'openShop', 'contract', 'callCenter', 'addresses', 'settings'] });
  });

  it('a tea-house agent also sees the agent centre (tea-house orders, its renewal) and the delivery grid', () => {
    expect(gridsOf('agent')).toEqual({
      agent: ['income', 'fans', 'teaHouseOrders', 'purchase', 'renew'],
      delivery: ['deliveryOrders', 'deliveryManage'],
      services: SERVICES,
    });
    const renew = entryGroupsFor(rolesOf(sessions.agent.userInfo))[0]?.entries.find((entry) => entry.key === 'renew');
    expect(renew?.route).toBe('/mine/teaHouseRenewal');
  });

  it('a tea-room agent has no tea-house orders and renews on /mine/renew', () => {
    const groups = entryGroupsFor(rolesOf(sessions.teaRoomAgent.userInfo));
    expect(groups[0]).toMatchObject({ key: 'agent' });
    expect(groups[0]?.entries.map((entry) => entry.key)).toEqual(['income', 'fans', 'purchase', 'renew']);
    expect(groups[0]?.entries.find((entry) => entry.key === 'renew')?.route).toBe('/mine/renew');
  });

  it('a shop owner, a partner and a legion agent each get their own grid; an entry shows once', () => {
    expect(Object.keys(gridsOf('shopOwner'))).toEqual(['delivery', 'shop', 'services']);
    // a shop owner has a shop already: no 我要开店
    expect(gridsOf('shopOwner').services).not.toContain('openShop');
    expect(gridsOf('partner').partner).toEqual(['income', 'partnerPoints', 'bonusPoints', 'fans']);
    const legion = gridsOf('legionAgent');
    expect(Object.keys(legion)).toEqual(['agent', 'delivery', 'legion', 'services']);
    const keys = Object.values(legion).flat();
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every entry opens a route of the app', () => {
    for (const kind of ['buyer', 'agent', 'teaRoomAgent', 'shopOwner', 'partner', 'legionAgent'] as const) {
      for (const group of entryGroupsFor(rolesOf(sessions[kind].userInfo))) {
        for (const entry of group.entries) expect(entry.route).toMatch(/^\/[a-zA-Z]/);
      }
    }
  });
});

describe('dotText', () => {
  it('no dot at 0, the count up to 99, then 99+', () => {
    expect(dotText(0)).toBe('');
    expect(dotText(7)).toBe('7');
    expect(dotText(99)).toBe('99');
    expect(dotText(100)).toBe('99+');
  });
});
