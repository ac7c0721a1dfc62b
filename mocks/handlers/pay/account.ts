import { catalogue } from '@/api/catalogue';
import { addFen, fen, multiplyFen, sumYuan, toYuan } from '@/lib/money';
import type { AgentSalesIncome, DailySales, DepositInfo, Fan, MyEarnings, PayUserInfo, UserAgentInfo } from '@/api/types/pay';
import { AGENT_LEVEL_NAMES, PAY_TODAY, SALES_COMMISSION_RATE } from '../../data/pay';
import type { PayAccountRecord } from '../../data/payAccounts';
import type { Db } from '../../db';
import type { MemberRecord } from '../../db/members';
import { handle, paginate, reject } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { byTimeDesc, DATE, maskMobile, monthOf, requireAgent } from './helpers';
import { payAccountOf } from '../../db/pay';

/* Payment service: the member's agent account, earnings, income details, fans, user info. */

function nicknameOf(db: Db, memberId: string | null): string {
  if (!memberId) return '';
  return db.members.find((member) => member.memberId === memberId)?.nickname ?? db.payFans.find((fan) => fan.memberId === memberId)?.nickname ?? '';
}

export function agentInfo(db: Db, member: MemberRecord): UserAgentInfo {
  const account = payAccountOf(db, member.memberId);
  const legion = db.payLegions.find((candidate) => candidate.legionId === account.legionId);
  return {
    memberId: member.memberId,
    nickname: member.nickname,
    avatar: member.avatar,
    role: account.agentLevel > 0 ? 'agent' : 'buyer',
    agentLevel: account.agentLevel,
    agentLevelName: AGENT_LEVEL_NAMES[account.agentLevel],
    provinceName: account.provinceName,
    cityName: account.cityName,
    regionName: account.regionName,
    expireDate: account.expireDate,
    legionId: legion?.legionId ?? null,
    legionName: legion?.legionName ?? '',
    recommenderId: account.recommenderId,
    recommenderName: nicknameOf(db, account.recommenderId),
  };
}

function deposit(account: PayAccountRecord): DepositInfo {
  const paid = account.depositAmount > 0;
  return {
    memberId: account.memberId,
    depositAmount: account.depositAmount,
    status: paid ? 1 : 0,
    statusName: paid ? '已缴纳' : '未缴纳',
    payTime: account.depositPayTime,
    // the deposit is refundable once the agency has expired
    refundable: paid && account.expireDate !== '' && account.expireDate < PAY_TODAY,
  };
}

function earnings(db: Db, account: PayAccountRecord): MyEarnings {
  const today = db.payIncomeRecords.filter((record) => record.memberId === account.memberId && record.direction === 1 && record.createTime.startsWith(PAY_TODAY))
  return {
    balance: toYuan(fen(account.balance)),
    frozenAmount: toYuan(fen(account.frozenAmount)),
    totalIncome: toYuan(fen(account.totalIncome)),
    todayIncome: toYuan(sumYuan(today, (record) => record.amount)),
    withdrawnAmount: toYuan(fen(account.withdrawnAmount)),
  };
}

function salesIncome(db: Db, memberId: string, month: string): AgentSalesIncome {
  const sales = db.payIncomeRecords.filter((record) => record.memberId === memberId && record.type === 1 && record.createTime.startsWith(month));
  const days = new Map<string, DailySales>();
  for (const record of sales) {
    const date = record.createTime.slice(0, 10);
    const day = days.get(date) ?? { date, salesAmount: 0, incomeAmount: 0 };
    day.incomeAmount = toYuan(addFen(fen(day.incomeAmount), fen(record.amount)));
    day.salesAmount = toYuan(addFen(fen(day.salesAmount), multiplyFen(fen(record.amount), 1 / SALES_COMMISSION_RATE)));
    days.set(date, day);
  }
  const list = [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
  return {
    month,
    salesAmount: toYuan(sumYuan(list, (day) => day.salesAmount)),
    incomeAmount: toYuan(sumYuan(list, (day) => day.incomeAmount)),
    orderCount: sales.length,
    days: list,
  };
}

function userInfo(db: Db, id: string): PayUserInfo {
  const member = db.members.find((candidate) => candidate.memberId === id);
  const fansCount = db.payFans.filter((fan) => fan.ownerId === id).length;
  if (member) {
    const account = payAccountOf(db, member.memberId);
    return {
      memberId: member.memberId,
      nickname: member.nickname,
      avatar: member.avatar,
      mobile: maskMobile(member.mobile),
      agentLevelName: AGENT_LEVEL_NAMES[account.agentLevel],
      joinDate: member.createTime,
      fansCount,
    };
  }
  const fan = db.payFans.find((candidate) => candidate.memberId === id);
  if (!fan) return reject(0, '用户不存在', {});
  return { memberId: fan.memberId, nickname: fan.nickname, avatar: fan.avatar, mobile: maskMobile(fan.mobile), agentLevelName: AGENT_LEVEL_NAMES[0], joinDate: fan.joinDate, fansCount };
}

export const accountHandlers = [
  handle(catalogue.userAgentInfo, (ctx) => agentInfo(ctx.db, signedIn(ctx.member))),
  handle(catalogue.deposit, (ctx) => deposit(payAccountOf(ctx.db, signedIn(ctx.member).memberId))),
  handle(catalogue.myEarnings, (ctx) => earnings(ctx.db, payAccountOf(ctx.db, signedIn(ctx.member).memberId))),
  handle(catalogue.agentSalesIncome, (ctx) => salesIncome(ctx.db, requireAgent(ctx).memberId, monthOf(ctx.arg))),
  handle(catalogue.updateRecommender, (ctx) => {
    const member = signedIn(ctx.member);
    // by mobile, or by member id (an inviter found by nickname, whose mobile the lookup masks)
    const recommenderId = text(ctx.arg.recommenderId);
    const mobile = text(ctx.arg.recommenderMobile);
    if (!recommenderId && !/^1\d{10}$/.test(mobile)) reject(0, '请输入正确的推荐人手机号', {});
    const recommender = ctx.db.members.find((candidate) => (recommenderId ? candidate.memberId === recommenderId : candidate.mobile === mobile));
    if (!recommender) return reject(0, '推荐人不存在', {});
    if (recommender.memberId === member.memberId) reject(0, '不能绑定自己为推荐人', {});
    const account = payAccountOf(ctx.db, member.memberId);
    if (account.recommenderId || member.inviterId) reject(0, '已绑定推荐人，不可重复修改', {});
    account.recommenderId = recommender.memberId;
    // one backend here: the member service's inviter follows the payment service's recommender
    member.inviterId = recommender.memberId;
    return agentInfo(ctx.db, member);
  }),
  handle(catalogue.transactionTypes, ({ db }) => db.payTransactionTypes),
  handle(catalogue.detailList, (ctx) => {
    const member = signedIn(ctx.member);
    const type = Number(ctx.arg.type ?? 0) || 0;
    const startDate = text(ctx.arg.startDate);
    const endDate = text(ctx.arg.endDate);
    if ((startDate && !DATE.test(startDate)) || (endDate && !DATE.test(endDate))) reject(0, '日期格式应为 YYYY-MM-DD', {});
    if (startDate && endDate && startDate > endDate) reject(0, '开始日期不能晚于结束日期', {});
    const rows = ctx.db.payIncomeRecords.filter((record) => {
      const date = record.createTime.slice(0, 10);
      return record.memberId === member.memberId && (!type || record.type === type) && (!startDate || date >= startDate) && (!endDate || date <= endDate);
    });
    return paginate(byTimeDesc(rows), ctx.arg);
  }),
  handle(catalogue.fansPage, (ctx) => {
    const member = signedIn(ctx.member);
    const level = Number(ctx.arg.level ?? 0) || 0;
    const keyword = text(ctx.arg.keyword);
    const startDate = text(ctx.arg.startDate);
    const endDate = text(ctx.arg.endDate);
    if ((startDate && !DATE.test(startDate)) || (endDate && !DATE.test(endDate))) reject(0, '日期格式应为 YYYY-MM-DD', {});
    if (startDate && endDate && startDate > endDate) reject(0, '开始日期不能晚于结束日期', {});
    const joined = (fan: { joinDate: string }) => {
      const date = fan.joinDate.slice(0, 10);
      return (!startDate || date >= startDate) && (!endDate || date <= endDate);
    };
    const rows: Fan[] = ctx.db.payFans
      .filter((fan) => fan.ownerId === member.memberId && (!level || fan.level === level) && (!keyword || fan.nickname.includes(keyword) || fan.mobile.includes(keyword)) && joined(fan))
      .sort((a, b) => b.joinDate.localeCompare(a.joinDate))
      .map(({ ownerId: _owner, mobile: _mobile, ...fan }) => fan);
    return paginate(rows, ctx.arg);
  }),
  handle(catalogue.userInfoById, (ctx) => userInfo(ctx.db, ctx.params.id ?? '')),
];
