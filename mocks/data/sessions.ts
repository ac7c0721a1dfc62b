import type { UserInfo } from '@/models/member';

/**
 * The story/test sessions: guest (no sid) and one seeded member per kind of user. A member holds a
 * set of roles (src/models/member.ts): every one is a buyer too.
 * - `agent` is the tea-house franchisee (陈记茶馆, 武夷山) every existing story and test uses;
 * - `teaRoomAgent` a tea-room franchisee (清心茶室, 泉州);
 * - `shopOwner` runs a same-city shop and receives distribution orders (周记茶庄, 福州仓山);
 * - `partner` shares the partner bonus (建华茶业, 厦门);
 * - `legionAgent` leads the 闽东茶业军团 and runs a tea house (茶语轩·鼓楼店, 福州).
 */
export type SessionKind = 'guest' | 'buyer' | 'agent' | 'teaRoomAgent' | 'shopOwner' | 'partner' | 'legionAgent';

/** Every session kind, in the order the Storybook session toolbar lists them. */
export const sessionKinds: readonly SessionKind[] = ['guest', 'buyer', 'agent', 'teaRoomAgent', 'shopOwner', 'partner', 'legionAgent'];

export const sessions: Record<SessionKind, { sid: string; userInfo: UserInfo | null }> = {
  guest: { sid: '', userInfo: null },
  buyer: {
    sid: 'sid-buyer-20261120',
    userInfo: { memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', role: 'buyer', roles: ['buyer', 'settlementUser'] },
  },
  agent: {
    sid: 'sid-agent-20261120',
    userInfo: {
      memberId: 'm-20488', nickname: '陈记茶馆', mobile: '13900139000', role: 'agent',
      roles: ['buyer', 'teaHouseAgent', 'distributionSeller', 'settlementUser'],
    },
  },
  teaRoomAgent: {
    sid: 'sid-tearoom-20261120',
    userInfo: { memberId: 'm-20566', nickname: '清心茶室', mobile: '13700137000', role: 'agent', roles: ['buyer', 'teaRoomAgent', 'distributionSeller'] },
  },
  shopOwner: {
    sid: 'sid-shopowner-20261120',
    userInfo: { memberId: 'm-30218', nickname: '周记茶庄', mobile: '13600136000', role: 'buyer', roles: ['buyer', 'shopOwner', 'distributionSeller'] },
  },
  partner: {
    sid: 'sid-partner-20261120',
    userInfo: { memberId: 'm-40325', nickname: '建华茶业', mobile: '13500135000', role: 'buyer', roles: ['buyer', 'partner'] },
  },
  legionAgent: {
    sid: 'sid-legion-20261120',
    userInfo: {
      memberId: 'm-91001', nickname: '茶语轩·鼓楼店', mobile: '13300133000', role: 'agent',
      roles: ['buyer', 'teaHouseAgent', 'distributionSeller', 'legionAgent'],
    },
  },
};
