import { memberProfiles, settlementUsers, type MemberProfile, type SettlementUserRecord } from '../data/member';
import { sessions } from '../data/sessions';

/** Login basics plus the profile fields of the member domain (mocks/data/member.ts). */
export interface MemberRecord extends MemberProfile {
  memberId: string;
  mobile: string;
  password: string;
  nickname: string;
  role: 'buyer' | 'agent';
  avatar: string;
  inviterId: string | null;
  signature: string;
  createTime: string;
}

export interface MembersTables {
  members: MemberRecord[];
  /** sid -> memberId */
  sessions: Map<string, string>;
  /** sid -> the message its member calls answer with 601 (forced offline: mocks/control) */
  offlineSessions: Map<string, string>;
  /** the settlement service's own accounts (userRegister / userLogin / retrievePassword) */
  settlementUsers: SettlementUserRecord[];
  /** suggestion feedback submitted by members */
  feedbacks: { feedbackId: string; memberId: string; content: string; contact: string; images: string[]; createTime: string }[];
  /** member-upgrade pay tokens (upgradeToken -> upgrade) */
  upgradeTokens: { payToken: string; memberId: string; amount: number; expireAt: number; used: boolean }[];
}

export function seedMembers(): MembersTables {
  const buyer = sessions.buyer.userInfo;
  const agent = sessions.agent.userInfo;
  const teaRoom = sessions.teaRoomAgent.userInfo;
  return {
    members: [
      {
        memberId: buyer?.memberId ?? 'm-10086',
        mobile: buyer?.mobile ?? '13800138000',
        password: 'Tea123456',
        nickname: buyer?.nickname ?? '林清茶',
        role: 'buyer',
        avatar: 'avatars/lin.svg',
        inviterId: 'm-20488',
        signature: '一杯清茶，半日浮生',
        createTime: '2025-03-08 09:12:00',
        ...memberProfiles.buyer,
      },
      {
        memberId: agent?.memberId ?? 'm-20488',
        mobile: agent?.mobile ?? '13900139000',
        password: 'Tea123456',
        nickname: agent?.nickname ?? '陈记茶馆',
        role: 'agent',
        avatar: 'avatars/chen.svg',
        inviterId: null,
        signature: '武夷山下，以茶会友',
        createTime: '2024-11-20 15:30:00',
        ...memberProfiles.agent,
      },
      {
        memberId: teaRoom?.memberId ?? 'm-20566',
        mobile: teaRoom?.mobile ?? '13700137000',
        password: 'Tea123456',
        nickname: teaRoom?.nickname ?? '清心茶室',
        role: 'agent',
        avatar: 'avatars/chen.svg',
        inviterId: null,
        signature: '一室茶香，静候知音',
        createTime: '2026-03-01 09:00:00',
        ...memberProfiles.teaRoomAgent,
      },
    ],
    sessions: new Map([
      [sessions.buyer.sid, buyer?.memberId ?? 'm-10086'],
      [sessions.agent.sid, agent?.memberId ?? 'm-20488'],
      [sessions.teaRoomAgent.sid, teaRoom?.memberId ?? 'm-20566'],
    ]),
    offlineSessions: new Map(),
    settlementUsers: structuredClone(settlementUsers),
    feedbacks: [],
    upgradeTokens: [],
  };
}
