import { catalogue } from '@/api/catalogue';
import type {
  AgentAlipayPrepay,
  AgentSalesIncome,
  AgentWechatPrepay,
  CashCoupon,
  CoinExchangeResult,
  ConsecutiveSignIn,
  DailySales,
  DepositInfo,
  Fan,
  Legion,
  LegionCenter,
  MonthBonus,
  MyEarnings,
  PartnerBonus,
  PayResult,
  PayType,
  PayUserInfo,
  Proposal,
  ProposalDetail,
  ProposeUseResult,
  RefundResult,
  SignInDayState,
  SignInResult,
  UserAgentInfo,
  WechatPayResult,
  WechatPrepay,
  WithdrawCalculation,
  WithdrawPreInfo,
  WithdrawRecord,
} from '@/api/types/pay';
import {
  AGENT_LEVEL_NAMES,
  CASH_COUPON_AMOUNT,
  COINS_PER_CASH_COUPON,
  incomeRecord,
  PAY_MONTH,
  PAY_TODAY,
  payNow,
  POINTS_PER_COIN,
  SALES_COMMISSION_RATE,
  SIGN_IN_COINS,
  SIGN_IN_WEEK_BONUS,
  WITHDRAW_FEE_RATE,
  WITHDRAW_MIN_AMOUNT,
  type AgentApplyPaymentRecord,
  type PayAccountRecord,
  type ProposalRecord,
} from '../data/pay';
import { APPLY_STATUS_TEXT } from '../data/mall';
import type { Db } from '../db';
import { payAccountOf as accountOf } from '../db/pay';
import type { MemberRecord } from '../db/members';
import { handle, paginate, reject, type ResolverContext } from '../server/handle';
import { signedIn, text } from '../server/request';
import { addDays, beijing, MOCK_NOW } from '../clock';

// ---- helpers --------------------------------------------------------------------------------

const round2 = (value: number) => Math.round(value * 100) / 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

function nextId(db: Db, prefix: string): string {
  const value = db.paySequence.value;
  db.paySequence.value += 1;
  return `${prefix}${PAY_TODAY.replaceAll('-', '')}${String(value).padStart(4, '0')}`;
}

function requireAgent(ctx: ResolverContext): PayAccountRecord {
  const account = accountOf(ctx.db, signedIn(ctx.member).memberId);
  if (account.agentLevel === 0) reject(0, '您还不是茶室/茶馆代理，暂无权限查看', {});
  return account;
}

function monthOf(body: Record<string, unknown>): string {
  const month = text(body.month) || PAY_MONTH;
  if (!MONTH.test(month)) reject(0, '月份格式应为 YYYY-MM', {});
  return month;
}

function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';
}

/** A money amount of the payload: positive, at most two decimals. */
function amountOf(body: Record<string, unknown>): number {
  const amount = Number(body.amount);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(round2(amount) - amount) > 1e-9) reject(0, '请输入正确的提现金额', {});
  return amount;
}

function byTimeDesc<T extends { createTime: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.createTime.localeCompare(a.createTime));
}

// ---- order payments -------------------------------------------------------------------------

function findOrder(ctx: ResolverContext, memberId: string) {
  const orderId = text(ctx.body.orderId);
  if (!orderId) reject(0, '订单编号不能为空', {});
  const order = ctx.db.orders.find((candidate) => (candidate.orderId === orderId || candidate.orderNo === orderId) && candidate.memberId === memberId);
  if (!order || order.deleteFlag === 1) return reject(0, '订单不存在', {});
  return order;
}

/** Pays a pending order: 待付款 -> 待发货; a balance payment is taken from the account. */
function payOrder(ctx: ResolverContext, payType: PayType): PayResult {
  const member = signedIn(ctx.member);
  const order = findOrder(ctx, member.memberId);
  if (order.status === 4) reject(0, '订单已取消，无法支付', {});
  if (order.status !== 0) reject(0, '订单已支付，请勿重复支付', {});
  if (payType === 'BALANCE') {
    const account = accountOf(ctx.db, member.memberId);
    if (account.balance < order.payAmount) reject(0, '账户余额不足，请选择其他支付方式', {});
    account.balance = round2(account.balance - order.payAmount);
    ctx.db.payIncomeRecords.unshift(incomeRecord(nextId(ctx.db, 'i-'), member.memberId, 7, order.payAmount, `余额支付 订单${order.orderNo}`, order.orderNo, payNow));
  }
  const payNo = nextId(ctx.db, 'P');
  order.status = 1;
  order.statusText = '待发货';
  order.payTime = payNow;
  ctx.db.orderPayments.push({
    payNo,
    orderId: order.orderId,
    memberId: member.memberId,
    payType,
    payAmount: order.payAmount,
    payTime: payNow,
    status: 'SUCCESS',
    refundNo: null,
    refundAmount: 0,
    refundTime: null,
  });
  return { payNo, orderId: order.orderId, status: 'SUCCESS', payAmount: order.payAmount, payType, payTime: payNow };
}

function payTypeOf(body: Record<string, unknown>, fallback: PayType): PayType {
  const payType = text(body.payType) || fallback;
  if (payType !== 'BALANCE' && payType !== 'WECHAT' && payType !== 'ALIPAY') return reject(0, '不支持的支付方式', {});
  return payType;
}

/** Fixed fake WeChat JSAPI parameters: a mock never reaches WeChat. */
function wechatPrepay(payNo: string): WechatPrepay {
  return {
    appId: 'wx5c2e8a17d43b90f6',
    timeStamp: String(beijing(MOCK_NOW).unix()),
    nonceStr: 'Tm20261120Nonce8f3a',
    package: `prepay_id=wx20261120100000${payNo}`,
    signType: 'RSA',
    paySign: 'bW9jay1wYXktc2lnbi10ZWFtYWxsLTIwMjYxMTIw',
  };
}

function refund(ctx: ResolverContext): RefundResult {
  const member = signedIn(ctx.member);
  const order = findOrder(ctx, member.memberId);
  if (order.status === 6) reject(0, '该订单已退款，请勿重复操作', {});
  if (order.status !== 5 || !order.afterSale || order.afterSale.status > 2) reject(0, '订单未申请售后，无法退款', {});
  const refundAmount = order.afterSale?.refundAmount ?? order.payAmount;
  const requested = ctx.body.refundAmount === undefined ? refundAmount : Number(ctx.body.refundAmount);
  if (!Number.isFinite(requested) || requested <= 0 || requested > order.payAmount) reject(0, '退款金额不能超过实付金额', {});
  const refundNo = nextId(ctx.db, 'R');
  order.status = 6;
  order.statusText = '已退款';
  if (order.afterSale) {
    order.afterSale.status = 3;
    order.afterSale.finishTime = payNow;
  }
  const payment = ctx.db.orderPayments.find((candidate) => candidate.orderId === order.orderId && candidate.status === 'SUCCESS');
  if (payment) {
    payment.status = 'REFUNDED';
    payment.refundNo = refundNo;
    payment.refundAmount = requested;
    payment.refundTime = payNow;
    // a balance payment is refunded to the balance, other channels to the original account
    if (payment.payType === 'BALANCE') {
      const account = accountOf(ctx.db, member.memberId);
      account.balance = round2(account.balance + requested);
    }
  }
  return { refundNo, orderId: order.orderId, status: 'SUCCESS', refundAmount: requested, refundTime: payNow };
}

// ---- agent application payments ---------------------------------------------------------------

const APPLICATION_STATE: Record<number, string> = {
  1: '该申请已支付，请勿重复支付',
  2: '该申请已支付，请勿重复支付',
  3: '申请已被驳回，请重新提交申请',
  4: '申请已过期，请重新提交申请',
};

/**
 * Pays an agent application fee (the mall's `applications` table, status 0 awaiting payment).
 * The first payment comes right after applying, a "continue" payment later from the apply records;
 * both need the member's own application still awaiting payment. The mock completes the payment at
 * once (there is no WeChat / Alipay callback): the application goes under review (status 1).
 */
function payApplication(ctx: ResolverContext, channel: 'WECHAT' | 'ALIPAY'): AgentApplyPaymentRecord {
  const member = signedIn(ctx.member);
  const applyId = text(ctx.body.applyId);
  if (!applyId) reject(0, '申请编号不能为空', {});
  const application = ctx.db.applications.find((candidate) => candidate.applyId === applyId && candidate.memberId === member.memberId);
  if (!application) return reject(0, '未找到待支付的申请', {});
  const refused = APPLICATION_STATE[application.status];
  if (refused) reject(0, refused, {});
  const record: AgentApplyPaymentRecord = {
    applyId,
    memberId: member.memberId,
    agentLevel: application.applyType === 'teaHouse' ? 2 : 1,
    payAmount: application.fee,
    status: 'PAID',
    channel,
    payNo: nextId(ctx.db, 'P'),
    payTime: payNow,
  };
  ctx.db.agentApplyPayments.push(record);
  application.status = 1;
  application.statusText = APPLY_STATUS_TEXT[1];
  return record;
}

function wechatApplyPrepay(record: AgentApplyPaymentRecord): AgentWechatPrepay {
  const { payNo } = record;
  return { channel: 'WECHAT', applyId: record.applyId, payNo, payAmount: record.payAmount, agentLevel: record.agentLevel, ...wechatPrepay(payNo) };
}

function alipayApplyPrepay(record: AgentApplyPaymentRecord): AgentAlipayPrepay {
  const { payNo } = record;
  const subject = `${AGENT_LEVEL_NAMES[record.agentLevel]}代理加盟费`;
  return {
    channel: 'ALIPAY',
    applyId: record.applyId,
    payNo,
    payAmount: record.payAmount,
    agentLevel: record.agentLevel,
    orderString: `app_id=2021004136612345&method=alipay.trade.app.pay&out_trade_no=${payNo}&subject=${encodeURIComponent(subject)}&total_amount=${record.payAmount.toFixed(2)}&sign_type=RSA2&sign=bW9jay1hbGlwYXktc2lnbg`,
  };
}

// ---- account --------------------------------------------------------------------------------

function nicknameOf(db: Db, memberId: string | null): string {
  if (!memberId) return '';
  return db.members.find((member) => member.memberId === memberId)?.nickname ?? db.payFans.find((fan) => fan.memberId === memberId)?.nickname ?? '';
}

function agentInfo(db: Db, member: MemberRecord): UserAgentInfo {
  const account = accountOf(db, member.memberId);
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
  const todayIncome = db.payIncomeRecords
    .filter((record) => record.memberId === account.memberId && record.direction === 1 && record.createTime.startsWith(PAY_TODAY))
    .reduce((sum, record) => sum + record.amount, 0);
  return {
    balance: round2(account.balance),
    frozenAmount: round2(account.frozenAmount),
    totalIncome: round2(account.totalIncome),
    todayIncome: round2(todayIncome),
    withdrawnAmount: round2(account.withdrawnAmount),
  };
}

function salesIncome(db: Db, memberId: string, month: string): AgentSalesIncome {
  const sales = db.payIncomeRecords.filter((record) => record.memberId === memberId && record.type === 1 && record.createTime.startsWith(month));
  const days = new Map<string, DailySales>();
  for (const record of sales) {
    const date = record.createTime.slice(0, 10);
    const day = days.get(date) ?? { date, salesAmount: 0, incomeAmount: 0 };
    day.incomeAmount = round2(day.incomeAmount + record.amount);
    day.salesAmount = round2(day.salesAmount + record.amount / SALES_COMMISSION_RATE);
    days.set(date, day);
  }
  const list = [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
  return {
    month,
    salesAmount: round2(list.reduce((sum, day) => sum + day.salesAmount, 0)),
    incomeAmount: round2(list.reduce((sum, day) => sum + day.incomeAmount, 0)),
    orderCount: sales.length,
    days: list,
  };
}

function userInfo(db: Db, id: string): PayUserInfo {
  const member = db.members.find((candidate) => candidate.memberId === id);
  const fansCount = db.payFans.filter((fan) => fan.ownerId === id).length;
  if (member) {
    const account = accountOf(db, member.memberId);
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

// ---- sign-in --------------------------------------------------------------------------------

function signedOn(db: Db, memberId: string, date: string) {
  return db.paySignIns.find((record) => record.memberId === memberId && record.signDate === date);
}

/** Days signed in a row ending on `date`. */
function streakEndingOn(db: Db, memberId: string, date: string): number {
  let days = 0;
  let day = date;
  while (signedOn(db, memberId, day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return days;
}

function consecutive(db: Db, memberId: string): ConsecutiveSignIn {
  const signedToday = Boolean(signedOn(db, memberId, PAY_TODAY));
  return {
    consecutiveDays: streakEndingOn(db, memberId, signedToday ? PAY_TODAY : addDays(PAY_TODAY, -1)),
    signedToday,
    totalCoins: accountOf(db, memberId).signCoins,
  };
}

function signIn(ctx: ResolverContext): SignInResult {
  const member = signedIn(ctx.member);
  if (signedOn(ctx.db, member.memberId, PAY_TODAY)) reject(0, '今日已签到', {});
  const consecutiveDays = streakEndingOn(ctx.db, member.memberId, addDays(PAY_TODAY, -1)) + 1;
  const coins = SIGN_IN_COINS + (consecutiveDays % 7 === 0 ? SIGN_IN_WEEK_BONUS : 0);
  ctx.db.paySignIns.push({ memberId: member.memberId, signDate: PAY_TODAY, coins, createTime: payNow });
  const account = accountOf(ctx.db, member.memberId);
  account.signCoins += coins;
  return { signDate: PAY_TODAY, coins, consecutiveDays, totalCoins: account.signCoins };
}

function signInByDate(ctx: ResolverContext): SignInDayState {
  const member = signedIn(ctx.member);
  const signDate = text(ctx.body.signDate);
  if (!DATE.test(signDate)) reject(0, '日期格式应为 YYYY-MM-DD', {});
  const record = signedOn(ctx.db, member.memberId, signDate);
  return { signDate, signed: Boolean(record), coins: record?.coins ?? 0, createTime: record?.createTime ?? null };
}

function exchangeCoins(ctx: ResolverContext): CoinExchangeResult {
  const member = signedIn(ctx.member);
  const exchangeType = text(ctx.body.exchangeType);
  if (exchangeType !== 'POINTS' && exchangeType !== 'CASH_COUPON') return reject(0, '不支持的兑换类型', {});
  const coins = Number(ctx.body.coins);
  if (!Number.isInteger(coins) || coins <= 0) reject(0, '请输入正确的兑换数量', {});
  const account = accountOf(ctx.db, member.memberId);
  if (coins > account.signCoins) reject(0, `签到币不足，当前仅有 ${account.signCoins} 个`, {});
  if (exchangeType === 'CASH_COUPON' && coins % COINS_PER_CASH_COUPON !== 0) reject(0, `现金券需以 ${COINS_PER_CASH_COUPON} 签到币为单位兑换`, {});
  account.signCoins -= coins;
  let pointsAdded = 0;
  let couponAmount = 0;
  if (exchangeType === 'POINTS') {
    pointsAdded = coins * POINTS_PER_COIN;
    account.points += pointsAdded;
  } else {
    couponAmount = (coins / COINS_PER_CASH_COUPON) * CASH_COUPON_AMOUNT;
    ctx.db.payCashCoupons.unshift({
      couponId: nextId(ctx.db, 'cc-'),
      memberId: member.memberId,
      name: '签到币兑换现金券',
      amount: couponAmount,
      minAmount: 0,
      status: 0,
      statusName: '未使用',
      source: '签到币兑换',
      expireDate: addDays(PAY_TODAY, 30),
      createTime: payNow,
    });
  }
  return { exchangeNo: nextId(ctx.db, 'E'), exchangeType, coinsUsed: coins, remainingCoins: account.signCoins, pointsAdded, couponAmount };
}

function monthBonus(ctx: ResolverContext): MonthBonus {
  const account = requireAgent(ctx);
  const month = monthOf(ctx.body);
  const record = ctx.db.payMonthBonuses.find((candidate) => candidate.memberId === account.memberId && candidate.month === month);
  if (!record) return { month, salesAmount: 0, bonusRate: 0.03, bonusAmount: 0, status: 0, statusName: '暂无分红', settleDate: null };
  const { salesAmount, bonusRate, bonusAmount, status, statusName, settleDate } = record;
  return { month, salesAmount, bonusRate, bonusAmount, status, statusName, settleDate };
}

function partnerBonus(ctx: ResolverContext): PartnerBonus {
  const account = requireAgent(ctx);
  const month = monthOf(ctx.body);
  const records = ctx.db.payPartnerBonuses.filter((candidate) => candidate.memberId === account.memberId);
  const sum = (partners: { bonusAmount: number }[]) => partners.reduce((total, share) => total + share.bonusAmount, 0);
  const partners = records.find((record) => record.month === month)?.partners ?? [];
  return {
    month,
    totalBonus: round2(records.reduce((total, record) => total + sum(record.partners), 0)),
    monthBonus: round2(sum(partners)),
    partnerCount: partners.length,
    partners,
  };
}

// ---- withdrawals ----------------------------------------------------------------------------

function preInfo(account: PayAccountRecord): WithdrawPreInfo {
  return {
    balance: round2(account.balance),
    minAmount: WITHDRAW_MIN_AMOUNT,
    feeRate: WITHDRAW_FEE_RATE,
    bankName: account.bankName,
    bankCardNo: account.bankCardNo,
    accountName: account.accountName,
    arrivalDesc: '审核通过后 1-3 个工作日到账',
  };
}

function calculate(amount: number): WithdrawCalculation {
  const fee = round2(amount * WITHDRAW_FEE_RATE);
  return { amount: round2(amount), fee, actualAmount: round2(amount - fee), feeRate: WITHDRAW_FEE_RATE };
}

function withdrawApply(ctx: ResolverContext): WithdrawRecord {
  const member = signedIn(ctx.member);
  const amount = amountOf(ctx.body);
  const account = accountOf(ctx.db, member.memberId);
  if (amount < WITHDRAW_MIN_AMOUNT) reject(0, `单笔提现金额不能低于 ${WITHDRAW_MIN_AMOUNT.toFixed(2)} 元`, {});
  if (amount > account.balance) reject(0, '可提现余额不足', {});
  if (!account.bankCardNo) reject(0, '请先绑定提现银行卡', {});
  const { fee, actualAmount } = calculate(amount);
  const record: WithdrawRecord = {
    withdrawNo: nextId(ctx.db, 'W'),
    memberId: member.memberId,
    amount: round2(amount),
    fee,
    actualAmount,
    status: 0,
    statusName: '审核中',
    bankName: account.bankName,
    bankCardNo: account.bankCardNo,
    createTime: payNow,
    finishTime: null,
  };
  account.balance = round2(account.balance - amount);
  account.frozenAmount = round2(account.frozenAmount + amount);
  ctx.db.payWithdrawals.unshift(record);
  ctx.db.payIncomeRecords.unshift(
    incomeRecord(nextId(ctx.db, 'i-'), member.memberId, 5, record.amount, `提现至${account.bankName}(${account.bankCardNo.slice(-4)})`, null, payNow),
  );
  return record;
}

// ---- legions, cash coupons, proposals ---------------------------------------------------------

function legionSummary({ legionId, legionName, leaderName, regionName, memberCount, logo }: Legion): Legion {
  return { legionId, legionName, leaderName, regionName, memberCount, logo };
}

function legionCenter(ctx: ResolverContext): LegionCenter {
  const account = requireAgent(ctx);
  const legion = ctx.db.payLegions.find((candidate) => candidate.legionId === account.legionId);
  if (!legion) return reject(0, '您尚未加入军团', {});
  return structuredClone(legion);
}

function updateLegion(ctx: ResolverContext): UserAgentInfo {
  const member = signedIn(ctx.member);
  const account = requireAgent(ctx);
  const legionId = text(ctx.body.legionId);
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

function findProposal(ctx: ResolverContext): ProposalRecord {
  const proposeId = text(ctx.body.proposeId);
  const record = ctx.db.payProposals.find((candidate) => candidate.proposeId === proposeId);
  if (!record) return reject(0, '方案不存在或已下架', {});
  return record;
}

function proposeUse(ctx: ResolverContext): ProposeUseResult {
  const member = signedIn(ctx.member);
  const record = findProposal(ctx);
  if (ctx.db.payProposalUses.some((use) => use.memberId === member.memberId && use.proposeId === record.proposeId)) reject(0, '您已使用过该方案', {});
  ctx.db.payProposalUses.push({ memberId: member.memberId, proposeId: record.proposeId, useTime: payNow });
  record.useCount += 1;
  return { proposeId: record.proposeId, useCount: record.useCount, useTime: payNow };
}

// ---- handlers -------------------------------------------------------------------------------

export const payHandlers = [
  handle(catalogue.payOrder, (ctx) => payOrder(ctx, payTypeOf(ctx.body, 'WECHAT'))),
  handle(catalogue.payOrderV2, (ctx) => payOrder(ctx, payTypeOf(ctx.body, 'WECHAT'))),
  handle(catalogue.wechatPay, (ctx): WechatPayResult => {
    const result = payOrder(ctx, 'WECHAT');
    return { payNo: result.payNo, orderId: result.orderId, payAmount: result.payAmount, ...wechatPrepay(result.payNo) };
  }),
  handle(catalogue.payReturnOrder, refund),

  handle(catalogue.agentWechatPay, (ctx) => wechatApplyPrepay(payApplication(ctx, 'WECHAT'))),
  handle(catalogue.agentAlipayPay, (ctx) => alipayApplyPrepay(payApplication(ctx, 'ALIPAY'))),
  handle(catalogue.agentWechatPayContinue, (ctx) => wechatApplyPrepay(payApplication(ctx, 'WECHAT'))),
  handle(catalogue.agentAlipayPayContinue, (ctx) => alipayApplyPrepay(payApplication(ctx, 'ALIPAY'))),

  handle(catalogue.userAgentInfo, (ctx) => agentInfo(ctx.db, signedIn(ctx.member))),
  handle(catalogue.deposit, (ctx) => deposit(accountOf(ctx.db, signedIn(ctx.member).memberId))),
  handle(catalogue.myEarnings, (ctx) => earnings(ctx.db, accountOf(ctx.db, signedIn(ctx.member).memberId))),
  handle(catalogue.agentSalesIncome, (ctx) => salesIncome(ctx.db, requireAgent(ctx).memberId, monthOf(ctx.body))),
  handle(catalogue.updateRecommender, (ctx) => {
    const member = signedIn(ctx.member);
    const mobile = text(ctx.body.recommenderMobile);
    if (!/^1\d{10}$/.test(mobile)) reject(0, '请输入正确的推荐人手机号', {});
    const recommender = ctx.db.members.find((candidate) => candidate.mobile === mobile);
    if (!recommender) return reject(0, '推荐人不存在', {});
    if (recommender.memberId === member.memberId) reject(0, '不能绑定自己为推荐人', {});
    const account = accountOf(ctx.db, member.memberId);
    if (account.recommenderId) reject(0, '已绑定推荐人，不可重复修改', {});
    account.recommenderId = recommender.memberId;
    return agentInfo(ctx.db, member);
  }),
  handle(catalogue.transactionTypes, ({ db }) => db.payTransactionTypes),
  handle(catalogue.detailList, (ctx) => {
    const member = signedIn(ctx.member);
    const type = Number(ctx.body.type ?? 0) || 0;
    const startDate = text(ctx.body.startDate);
    const endDate = text(ctx.body.endDate);
    if ((startDate && !DATE.test(startDate)) || (endDate && !DATE.test(endDate))) reject(0, '日期格式应为 YYYY-MM-DD', {});
    if (startDate && endDate && startDate > endDate) reject(0, '开始日期不能晚于结束日期', {});
    const rows = ctx.db.payIncomeRecords.filter((record) => {
      const date = record.createTime.slice(0, 10);
      return record.memberId === member.memberId && (!type || record.type === type) && (!startDate || date >= startDate) && (!endDate || date <= endDate);
    });
    return paginate(byTimeDesc(rows), ctx.body);
  }),
  handle(catalogue.fansPage, (ctx) => {
    const member = signedIn(ctx.member);
    const level = Number(ctx.body.level ?? 0) || 0;
    const keyword = text(ctx.body.keyword);
    const rows: Fan[] = ctx.db.payFans
      .filter((fan) => fan.ownerId === member.memberId && (!level || fan.level === level) && (!keyword || fan.nickname.includes(keyword)))
      .sort((a, b) => b.joinDate.localeCompare(a.joinDate))
      .map(({ ownerId: _owner, mobile: _mobile, ...fan }) => fan);
    return paginate(rows, ctx.body);
  }),
  handle(catalogue.userInfoById, (ctx) => userInfo(ctx.db, ctx.params.id ?? '')),

  handle(catalogue.signIn, signIn),
  handle(catalogue.monthSignInRecords, (ctx) => {
    const member = signedIn(ctx.member);
    const month = text(ctx.body.month);
    if (!MONTH.test(month)) reject(0, '月份格式应为 YYYY-MM', {});
    return ctx.db.paySignIns
      .filter((record) => record.memberId === member.memberId && record.signDate.startsWith(month))
      .sort((a, b) => a.signDate.localeCompare(b.signDate));
  }),
  handle(catalogue.consecutiveSignInDays, (ctx) => consecutive(ctx.db, signedIn(ctx.member).memberId)),
  handle(catalogue.signInByDate, signInByDate),
  handle(catalogue.signInCoinExchange, exchangeCoins),
  handle(catalogue.monthBonus, monthBonus),
  handle(catalogue.partnerBonus, partnerBonus),

  handle(catalogue.withdrawPreInfo, (ctx) => preInfo(accountOf(ctx.db, signedIn(ctx.member).memberId))),
  handle(catalogue.withdrawCalculate, (ctx) => calculate(amountOf(ctx.body))),
  handle(catalogue.withdrawApply, withdrawApply),
  handle(catalogue.withdrawQuery, (ctx) => {
    const member = signedIn(ctx.member);
    const status = ctx.body.status === undefined || ctx.body.status === '' ? null : Number(ctx.body.status);
    const rows = ctx.db.payWithdrawals.filter((record) => record.memberId === member.memberId && (status === null || record.status === status));
    return paginate(byTimeDesc(rows), ctx.body);
  }),

  handle(catalogue.legionQuery, (ctx) => {
    const keyword = text(ctx.body.keyword);
    const rows = ctx.db.payLegions
      .filter((legion) => !keyword || [legion.legionName, legion.regionName, legion.leaderName].some((field) => field.includes(keyword)))
      .sort((a, b) => a.monthRank - b.monthRank)
      .map(legionSummary);
    return paginate(rows, ctx.body);
  }),
  handle(catalogue.legionCenter, legionCenter),
  handle(catalogue.updateBelongingLegion, updateLegion),

  handle(catalogue.cashCoupons, (ctx): CashCoupon[] => {
    const member = signedIn(ctx.member);
    const status = ctx.body.status === undefined || ctx.body.status === '' ? null : Number(ctx.body.status);
    return byTimeDesc(ctx.db.payCashCoupons.filter((coupon) => coupon.memberId === member.memberId && (status === null || coupon.status === status)));
  }),
  handle(catalogue.proposePage, (ctx) => {
    const member = signedIn(ctx.member);
    const category = text(ctx.body.category);
    const rows = ctx.db.payProposals
      .filter((record) => !category || record.category === category)
      .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
      .map((record) => summary(proposal(ctx.db, member.memberId, record)));
    return paginate(rows, ctx.body);
  }),
  handle(catalogue.proposeDetail, (ctx) => proposal(ctx.db, signedIn(ctx.member).memberId, findProposal(ctx))),
  handle(catalogue.proposeUse, proposeUse),
];
