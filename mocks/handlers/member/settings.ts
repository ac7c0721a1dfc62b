import { catalogue } from '@/api/catalogue';
import type { AgentProfile } from '@/api/types/member';
import { releaseNotes } from '../../data/settings';
import type { Db } from '../../db';
import type { MemberRecord } from '../../db/members';
import { handle, reject } from '../../server/handle';
import { signedIn, text } from '../../server/request';

/* The settings side: an agent's tea-house / tea-room name, the app's release notes. */

/** The signed-in agent's profile row; a member who is not an agent is refused in the server's words. */
function agentRow(db: Db, member: MemberRecord) {
  const row = db.agentProfiles.find((candidate) => candidate.memberId === member.memberId);
  if (!row) return reject(0, '仅茶馆、茶室代理可设置代理名称', {});
  return row;
}

const profileOf = (row: AgentProfile): AgentProfile => ({ agentKind: row.agentKind, agentName: row.agentName });

export const settingsHandlers = [
  handle(catalogue.agentProfile, (ctx) => profileOf(agentRow(ctx.db, signedIn(ctx.member)))),

  handle(catalogue.updateAgentName, (ctx) => {
    const row = agentRow(ctx.db, signedIn(ctx.member));
    const agentName = text(ctx.arg.agentName);
    if ([...agentName].length < 2 || [...agentName].length > 20) reject(0, '代理名称须为 2-20 个字', {});
    if (ctx.db.agentProfiles.some((other) => other !== row && other.agentName === agentName)) reject(0, '该名称已被其他代理使用', {});
    row.agentName = agentName;
    return profileOf(row);
  }),

  handle(catalogue.releaseNotes, () => structuredClone(releaseNotes)),
];
