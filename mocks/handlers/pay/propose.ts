import { catalogue } from '@/api/catalogue';
import type { CashCoupon, Proposal, ProposalDetail, ProposalGrant, ProposalStatus, ProposeUseResult } from '@/api/types/pay';
import { addFen, fen, toYuan, ZERO_FEN, type Fen } from '@/lib/money';
import { spendWhole } from '@/lib/spendWhole';
import { beijingTime, BUSINESS_NOW } from '../../clock';
import { payNow, type ProposalRecord } from '../../data/pay';
import type { Db } from '../../db';
import { exactlyOnce } from '../../server/exactlyOnce';
import { handle, paginate, reject, type ContextOf } from '../../server/handle';
import { signedIn, text } from '../../server/request';

/*
 * Payment service: the cash-coupon plans (现金券方案, the propose calls). A plan trades the buyer's
 * cash coupons, worth at least its `needAmount`, for one member coupon of the coupon centre, which
 * lands in my coupons (the member service's `memberCoupons`).
 */

function planStatus(record: ProposalRecord): ProposalStatus {
  if (BUSINESS_NOW < record.startTime) return 0;
  if (BUSINESS_NOW > record.endTime) return 2;
  return 1;
}

function usesOf(db: Db, memberId: string, proposeId: string): number {
  return db.payProposalUses.filter((use) => use.memberId === memberId && use.proposeId === proposeId).length;
}

function grantOf(db: Db, record: ProposalRecord): ProposalGrant {
  const coupon = db.coupons.find((candidate) => candidate.couponId === record.grantCouponId);
  if (!coupon) return reject(0, '方案所赠优惠券不存在', {});
  return { couponId: coupon.couponId, name: coupon.name, description: coupon.description, endTime: coupon.endTime };
}

function planOf({ grantCouponId: _grant, ...plan }: ProposalRecord): Omit<ProposalRecord, 'grantCouponId'> {
  return structuredClone(plan);
}

function detailOf(db: Db, memberId: string, record: ProposalRecord): ProposalDetail {
  const usedCount = usesOf(db, memberId, record.proposeId);
  return { ...planOf(record), grant: grantOf(db, record), status: planStatus(record), usedCount, used: usedCount >= record.limitPerMember };
}

function summaryOf({ content: _content, ...plan }: ProposalDetail): Proposal {
  return plan;
}

function findPlan(ctx: ContextOf<typeof catalogue.proposeDetail | typeof catalogue.proposeUse>): ProposalRecord {
  const proposeId = text(ctx.arg.proposeId);
  const record = ctx.db.payProposals.find((candidate) => candidate.proposeId === proposeId);
  if (!record) return reject(0, '方案不存在或已下架', {});
  return record;
}

/** The buyer's usable cash coupons that pay `need` (the spending rule of src/lib/spendWhole.ts); null when they fall short. */
function couponsToSpend(db: Db, memberId: string, need: Fen): CashCoupon[] | null {
  const { held, spend } = spendWhole(db.payCashCoupons.filter((coupon) => coupon.memberId === memberId && coupon.status === 0), need);
  return held >= need ? spend : null;
}

function use(db: Db, memberId: string, record: ProposalRecord): ProposeUseResult {
  const status = planStatus(record);
  if (status === 0) reject(0, '方案尚未开始', {});
  if (status === 2) reject(0, '方案已结束', {});
  if (usesOf(db, memberId, record.proposeId) >= record.limitPerMember) reject(0, '您已使用过该方案', {});
  const grant = grantOf(db, record);
  const spend = couponsToSpend(db, memberId, fen(record.needAmount));
  if (!spend) return reject(0, '现金券余额不足', {});
  for (const coupon of spend) {
    coupon.status = 1;
    coupon.statusName = '已使用';
  }
  db.memberCouponSeq += 1;
  const memberCouponId = `mc-${db.memberCouponSeq}`;
  db.memberCoupons.push({ id: memberCouponId, memberId, couponId: grant.couponId, status: 0, receiveTime: beijingTime(), useTime: null });
  db.payProposalUses.push({ memberId, proposeId: record.proposeId, useTime: payNow });
  record.useCount += 1;
  return {
    proposeId: record.proposeId,
    useCount: record.useCount,
    useTime: payNow,
    spent: spend.map(({ couponId, name, amount }) => ({ couponId, name, amount })),
    spentAmount: toYuan(addFen(ZERO_FEN, ...spend.map((coupon) => fen(coupon.amount)))),
    granted: { memberCouponId, couponId: grant.couponId, name: grant.name },
  };
}

export const proposeHandlers = [
  // the plans, newest first; `category` narrows them
  handle(catalogue.proposePage, (ctx) => {
    const member = signedIn(ctx.member);
    const category = text(ctx.arg.category);
    const rows = ctx.db.payProposals
      .filter((record) => !category || record.category === category)
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
      .map((record) => summaryOf(detailOf(ctx.db, member.memberId, record)));
    return paginate(rows, ctx.arg);
  }),
  handle(catalogue.proposeDetail, (ctx) => detailOf(ctx.db, signedIn(ctx.member).memberId, findPlan(ctx))),
  // one effect per request number: a retry after a lost answer gets the first outcome
  handle(catalogue.proposeUse, (ctx) => {
    const { memberId } = signedIn(ctx.member);
    return exactlyOnce(ctx.db, 'proposeUse', memberId, ctx.arg.requestNo, () => use(ctx.db, memberId, findPlan(ctx)));
  }),
];
