import type { UserInfo } from '@/models/member';

/**
 * The story/test sessions: guest (no sid), a buyer, and the two kinds of agent (an agent is a
 * tea-room or a tea-house franchisee). `agent` is the tea-house franchisee
 * (陈记茶馆, 武夷山) every existing story and test uses; `teaRoomAgent` is a tea-room franchisee.
 */
export type SessionKind = 'guest' | 'buyer' | 'agent' | 'teaRoomAgent';

/** Every session kind, in the order the Storybook session toolbar lists them. */
export const sessionKinds: readonly SessionKind[] = ['guest', 'buyer', 'agent', 'teaRoomAgent'];

export const sessions: Record<SessionKind, { sid: string; userInfo: UserInfo | null }> = {
  guest: { sid: '', userInfo: null },
  buyer: {
    sid: 'sid-buyer-20261120',
    userInfo: { memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', role: 'buyer' },
  },
  agent: {
    sid: 'sid-agent-20261120',
    userInfo: { memberId: 'm-20488', nickname: '陈记茶馆', mobile: '13900139000', role: 'agent' },
  },
  teaRoomAgent: {
    sid: 'sid-tearoom-20261120',
    userInfo: { memberId: 'm-20566', nickname: '清心茶室', mobile: '13700137000', role: 'agent' },
  },
};
