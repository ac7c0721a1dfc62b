import type { MemberKind, MemberRole, UserInfo } from '@/models/member';

/** Every role, in the order a screen lists them. */
export const MEMBER_ROLES: readonly MemberRole[] = [
  'buyer',
  'teaRoomAgent',
  'teaHouseAgent',
  'shopOwner',
  'partner',
  'distributionSeller',
  'legionAgent',
  'settlementUser',
];

/** The franchisee roles: a member holding one is an `agent` by kind. */
export const AGENT_ROLES: readonly MemberRole[] = ['teaRoomAgent', 'teaHouseAgent'];

/**
 * What a member who only says `role: 'agent'` (an answer kept from before roles were sent) is read
 * as: a tea-house franchisee who receives distribution orders, what every agent was then.
 */
const LEGACY_AGENT_ROLES: readonly MemberRole[] = ['buyer', 'teaHouseAgent', 'distributionSeller'];

function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/**
 * The roles a member holds, as a set: nobody's for a guest (`null`), always `buyer` for a member.
 * Unknown role names the server may add are left out; without `roles`, the kind decides.
 */
export function rolesOf(user: Pick<UserInfo, 'role' | 'roles'> | null | undefined): ReadonlySet<MemberRole> {
  if (!user) return new Set();
  if (Array.isArray(user.roles)) return new Set<MemberRole>(['buyer', ...user.roles.filter(isMemberRole)]);
  return new Set<MemberRole>(user.role === 'agent' ? LEGACY_AGENT_ROLES : ['buyer']);
}

/** Whether the roles include any of `wanted`. */
export function holdsAny(roles: ReadonlySet<MemberRole>, wanted: readonly MemberRole[]): boolean {
  return wanted.some((role) => roles.has(role));
}

/** The one-word kind of a set of roles: `agent` when it has a franchisee role. */
export function kindOf(roles: Iterable<MemberRole>): MemberKind {
  return holdsAny(new Set(roles), AGENT_ROLES) ? 'agent' : 'buyer';
}
