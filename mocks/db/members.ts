import type { MemberKind, MemberRole } from '@/models/member';
import { kindOf } from '@/lib/roles';
import { memberProfiles, settlementUsers, type MemberProfile, type SettlementUserRecord } from '../data/member';
import { sessions } from '../data/sessions';

/** Login basics plus the profile fields of the member domain (mocks/data/member.ts). */
export interface MemberRecord extends MemberProfile {
  memberId: string;
  mobile: string;
  password: string;
  nickname: string;
  /** the one-word kind, kept in step with `roles` by `grantRole` */
  role: MemberKind;
  /** every role the member holds (src/models/member.ts) */
  roles: MemberRole[];
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
  upgradeTokens: { payToken: string; memberId: string; packageId: string; amount: number; expireAt: number; used: boolean }[];
}

/** The members the seeded sessions belong to. */
const SEEDED_KINDS = ['buyer', 'agent', 'teaRoomAgent', 'shopOwner', 'partner', 'legionAgent'] as const;
type SeededKind = (typeof SEEDED_KINDS)[number];

/** Who each seeded session's member is, should the session carry no user (it always does today). */
const SEEDED_LOGINS: Record<SeededKind, Pick<MemberRecord, 'memberId' | 'mobile' | 'nickname'>> = {
  buyer: { memberId: 'm-10086', mobile: '13800138000', nickname: '林清茶' },
  agent: { memberId: 'm-20488', mobile: '13900139000', nickname: '陈记茶馆' },
  teaRoomAgent: { memberId: 'm-20566', mobile: '13700137000', nickname: '清心茶室' },
  shopOwner: { memberId: 'm-30218', mobile: '13600136000', nickname: '周记茶庄' },
  partner: { memberId: 'm-40325', mobile: '13500135000', nickname: '建华茶业' },
  legionAgent: { memberId: 'm-91001', mobile: '13300133000', nickname: '茶语轩·鼓楼店' },
};

/** What differs between the seeded members besides their login and profile. */
const SEEDED_DETAILS: Record<SeededKind, Pick<MemberRecord, 'avatar' | 'inviterId' | 'signature' | 'createTime'>> = {
  buyer: { avatar: 'avatars/lin.svg', inviterId: 'm-20488', signature: '一杯清茶，半日浮生', createTime: '2025-03-08 09:12:00' },
  agent: { avatar: 'avatars/chen.svg', inviterId: null, signature: '武夷山下，以茶会友', createTime: '2024-11-20 15:30:00' },
  teaRoomAgent: { avatar: 'avatars/chen.svg', inviterId: null, signature: '一室茶香，静候知音', createTime: '2026-03-01 09:00:00' },
  shopOwner: { avatar: 'avatars/puer.svg', inviterId: 'm-20488', signature: '老茶新泡，街坊好茶', createTime: '2025-06-18 09:40:00' },
  partner: { avatar: 'avatars/longjing.svg', inviterId: null, signature: '与茶同行，共享茶利', createTime: '2025-02-14 11:00:00' },
  legionAgent: { avatar: 'avatars/jasmine.svg', inviterId: null, signature: '闽东好茶，一路同行', createTime: '2024-08-08 09:00:00' },
};

/** The roles a seeded member holds when its session carries none. */
const SEEDED_ROLES: Record<SeededKind, MemberRole[]> = {
  buyer: ['buyer'],
  agent: ['buyer', 'teaHouseAgent'],
  teaRoomAgent: ['buyer', 'teaRoomAgent'],
  shopOwner: ['buyer', 'shopOwner'],
  partner: ['buyer', 'partner'],
  legionAgent: ['buyer', 'teaHouseAgent', 'legionAgent'],
};

/** Gives a member a role (an approved agency, a shop opened), keeping its one-word kind in step. */
export function grantRole(member: MemberRecord, role: MemberRole): void {
  if (!member.roles.includes(role)) member.roles.push(role);
  member.role = kindOf(member.roles);
}

/** A seeded member: the login of its session's user, the one seeded password, its details and profile. */
function seededMember(kind: SeededKind): MemberRecord {
  const user = sessions[kind].userInfo;
  const login = SEEDED_LOGINS[kind];
  const roles = [...(user?.roles ?? SEEDED_ROLES[kind])];
  return {
    memberId: user?.memberId ?? login.memberId,
    mobile: user?.mobile ?? login.mobile,
    password: 'Tea123456',
    nickname: user?.nickname ?? login.nickname,
    role: kindOf(roles),
    roles,
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
