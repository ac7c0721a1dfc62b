import type { MemberBrief } from '@/api/types/member';

/** How the inviter is looked up: by username (a mobile or an invite code) or by nickname. */
export type LookupBy = 'username' | 'nickname';

/** What /mine/setInviter keeps while the member looks: the way, the words, the card found. */
export interface InviterSearch {
  by: LookupBy;
  keyword: string;
  found: MemberBrief | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function briefOf(value: unknown): MemberBrief | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { memberId, nickname, avatar, mobile, role, inviteCode } = record;
  if (![memberId, nickname, avatar, mobile, inviteCode].every(isText) || (role !== 'buyer' && role !== 'agent')) return null;
  return { memberId: memberId as string, nickname: nickname as string, avatar: avatar as string, mobile: mobile as string, role, inviteCode: inviteCode as string };
}

/** A kept draft read back, or null when it does not fit (a stale or foreign value). */
export function inviterDraftOf(stored: unknown): InviterSearch | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  if ((record.by !== 'username' && record.by !== 'nickname') || !isText(record.keyword)) return null;
  const found = record.found === null ? null : briefOf(record.found);
  if (record.found !== null && found === null) return null;
  return { by: record.by, keyword: record.keyword, found };
}
