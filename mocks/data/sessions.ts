import type { UserInfo } from '@/platform/storage';

/** The three story/test sessions: guest (no sid), a buyer and an agent (tea-house franchisee). */
export type SessionKind = 'guest' | 'buyer' | 'agent';

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
};
