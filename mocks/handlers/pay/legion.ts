import { catalogue } from '@/api/catalogue';
import type { CashCoupon, Legion, LegionCenter, UserAgentInfo } from '@/api/types/pay';
import { AGENT_LEVEL_NAMES } from '../../data/pay';
import { handle, paginate, reject, type ContextOf, type ResolverContext } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { agentInfo } from './account';
import { byTimeDesc, requireAgent } from './helpers';

/* Payment service: business legions and the member's cash coupons (the plans that spend them: ./propose.ts). */

function legionSummary({ legionId, legionName, leaderName, regionName, memberCount, logo }: Legion): Legion {
  return { legionId, legionName, leaderName, regionName, memberCount, logo };
}

function legionCenter(ctx: ResolverContext): LegionCenter {
  const account = requireAgent(ctx);
  const legion = ctx.db.payLegions.find((candidate) => candidate.legionId === account.legionId);
  if (!legion) return reject(0, '您尚未加入军团', {});
  return structuredClone(legion);
}

function updateLegion(ctx: ContextOf<typeof catalogue.updateBelongingLegion>): UserAgentInfo {
  const member = signedIn(ctx.member);
  const account = requireAgent(ctx);
  const legionId = text(ctx.arg.legionId);
  const target = ctx.db.payLegions.find((candidate) => candidate.legionId === legionId);
  if (!target) return reject(0, '军团不存在', {});
  if (account.legionId === legionId) reject(0, '您已在该军团，无需变更', {});
  const previous = ctx.db.payLegions.find((candidate) => candidate.legionId === account.legionId);
  const self = previous?.members.find((candidate) => candidate.memberId === member.memberId);
  if (previous) {
    previous.memberCount -= 1;
    previous.members = previous.members.filter((candidate) => candidate.memberId !== member.memberId);
  }
  target.memberCount += 1;
  target.members.push(self ?? { memberId: member.memberId, nickname: member.nickname, avatar: member.avatar, agentLevelName: AGENT_LEVEL_NAMES[account.agentLevel], monthSales: 0 });
  account.legionId = legionId;
  return agentInfo(ctx.db, member);
}

export const legionHandlers = [
  handle(catalogue.legionQuery, (ctx) => {
    const keyword = text(ctx.arg.keyword);
    const rows = ctx.db.payLegions
      .filter((legion) => !keyword || [legion.legionName, legion.regionName, legion.leaderName].some((field) => field.includes(keyword)))
      .sort((a, b) => a.monthRank - b.monthRank)
      .map(legionSummary);
    return paginate(rows, ctx.arg);
  }),
  handle(catalogue.legionCenter, legionCenter),
  handle(catalogue.updateBelongingLegion, updateLegion),

  handle(catalogue.cashCoupons, (ctx): CashCoupon[] => {
    const member = signedIn(ctx.member);
    const status = ctx.arg.status === undefined || ctx.arg.status === '' ? null : Number(ctx.arg.status);
    return byTimeDesc(ctx.db.payCashCoupons.filter((coupon) => coupon.memberId === member.memberId && (status === null || coupon.status === status)));
  }),
];
