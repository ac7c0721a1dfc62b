import { catalogue } from '@/api/catalogue';
import type { CashCoupon, Legion, LegionCenter, Proposal, ProposalDetail, ProposeUseResult, UserAgentInfo } from '@/api/types/pay';
import { AGENT_LEVEL_NAMES, payNow, type ProposalRecord } from '../../data/pay';
import type { Db } from '../../db';
import { handle, paginate, reject, type ContextOf, type ResolverContext } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { agentInfo } from './account';
import { byTimeDesc, requireAgent } from './helpers';

/* Payment service: business legions, cash coupons and proposals. */

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

function proposal(db: Db, memberId: string, record: ProposalRecord): ProposalDetail {
  const used = db.payProposalUses.some((use) => use.memberId === memberId && use.proposeId === record.proposeId);
  return { ...structuredClone(record), used };
}

function summary({ content: _content, ...rest }: ProposalDetail): Proposal {
  return rest;
}

function findProposal(ctx: ContextOf<typeof catalogue.proposeDetail | typeof catalogue.proposeUse>): ProposalRecord {
  const proposeId = text(ctx.arg.proposeId);
  const record = ctx.db.payProposals.find((candidate) => candidate.proposeId === proposeId);
  if (!record) return reject(0, '方案不存在或已下架', {});
  return record;
}

function proposeUse(ctx: ContextOf<typeof catalogue.proposeUse>): ProposeUseResult {
  const member = signedIn(ctx.member);
  const record = findProposal(ctx);
  if (ctx.db.payProposalUses.some((use) => use.memberId === member.memberId && use.proposeId === record.proposeId)) reject(0, '您已使用过该方案', {});
  ctx.db.payProposalUses.push({ memberId: member.memberId, proposeId: record.proposeId, useTime: payNow });
  record.useCount += 1;
  return { proposeId: record.proposeId, useCount: record.useCount, useTime: payNow };
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
  handle(catalogue.proposePage, (ctx) => {
    const member = signedIn(ctx.member);
    const category = text(ctx.arg.category);
    const rows = ctx.db.payProposals
      .filter((record) => !category || record.category === category)
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
      .map((record) => summary(proposal(ctx.db, member.memberId, record)));
    return paginate(rows, ctx.arg);
  }),
  handle(catalogue.proposeDetail, (ctx) => proposal(ctx.db, signedIn(ctx.member).memberId, findProposal(ctx))),
  handle(catalogue.proposeUse, proposeUse),
];
