import { catalogue } from '@/api/catalogue';
import type { Inviter } from '@/api/types/service';
import { serviceCentre } from '../data/service';
import { handle, reject } from '../server/handle';
import { signedIn, text } from '../server/request';

/* The customer service page's content and the public inviter lookup of the download page. */
export const serviceHandlers = [
  handle(catalogue.serviceCentre, ({ member }) => {
    signedIn(member);
    return structuredClone(serviceCentre);
  }),

  // public: answers without a session, and shows a stranger no more than a nickname and an avatar
  handle(catalogue.inviterByCode, ({ db, arg }): Inviter => {
    const inviteCode = text(arg.inviteCode).toUpperCase();
    if (!inviteCode) reject(0, '请提供邀请码', {});
    const found = db.members.find((candidate) => candidate.inviteCode.toUpperCase() === inviteCode);
    if (!found) return reject(0, '邀请码不存在', {});
    return { nickname: found.nickname, avatar: found.avatar, inviteCode: found.inviteCode };
  }),
];
