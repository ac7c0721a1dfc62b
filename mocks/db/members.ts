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
  feedbacks: { feedbackId: string; memberId: string; type: string; content: string; contact: string; images: string[]; createTime: string }[];
  /** member-upgrade pay tokens (upgradeToken -> upgrade) */
  upgradeTokens: { payToken: string; memberId: string; amount: number; expireAt: number; used: boolean }[];
}

/** The members the seeded sessions belong to. */
const SEEDED_KINDS = ['buyer', 'agent', 'teaRoomAgent'] as const;
type SeededKind = (typeof SEEDED_KINDS)[number];

/** Who each seeded session's member is, should the session carry no user (it always does today). */
const SEEDED_LOGINS: Record<SeededKind, Pick<MemberRecord, 'memberId' | 'mobile' | 'nickname'>> = {
  buyer: { memberId: 'm-10086', mobile: '13800138000', nickname: '林清茶' },
  agent: { memberId: 'm-20488', mobile: '13900139000', nickname: '陈记茶馆' },
  teaRoomAgent: { memberId: 'm-20566', mobile: '13700137000', nickname: '清心茶室' },
};

/** What differs between the seeded members besides their login and profile. */
const SEEDED_DETAILS: Record<SeededKind, Pick<MemberRecord, 'role' | 'avatar' | 'inviterId' | 'signature' | 'createTime'>> = {
  buyer: { role: 'buyer', avatar: 'avatars/lin.svg', inviterId: 'm-20488', signature: '一杯清茶，半日浮生', createTime: '2025-03-08 09:12:00' },
  agent: { role: 'agent', avatar: 'avatars/chen.svg', inviterId: null, signature: '武夷山下，以茶会友', createTime: '2024-11-20 15:30:00' },
  teaRoomAgent: { role: 'agent', avatar: 'avatars/chen.svg', inviterId: null, signature: '一室茶香，静候知音', createTime: '2026-03-01 09:00:00' },
};

/** A seeded member: the login of its session's user, the one seeded password, its details and profile. */
function seededMember(kind: SeededKind): MemberRecord {
  const user = sessions[kind].userInfo;
  const login = SEEDED_LOGINS[kind];
  return {
    memberId: user?.memberId ?? login.memberId,
    mobile: user?.mobile ?? login.mobile,
    password: 'Tea123456',
    nickname: user?.nickname ?? login.nickname,
    ...SEEDED_DETAILS[kind],
    ...memberProfiles[kind],
  };
}

export function seedMembers(): MembersTables {
  const members = SEEDED_KINDS.map(seededMember);
  return {
    members,
    sessions: new Map(SEEDED_KINDS.map((kind, index) => [sessions[kind].sid, members[index]?.memberId ?? SEEDED_LOGINS[kind].memberId])),
    offlineSessions: new Map(),
    settlementUsers: structuredClone(settlementUsers),
    feedbacks: [],
    upgradeTokens: [],
  };
}
