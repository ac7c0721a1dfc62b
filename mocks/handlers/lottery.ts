import { catalogue } from '@/api/catalogue';
import type {
  DrawResult,
  LotteryHelpResult,
  PrizeExchangeResult,
  SignAddLotteryResult,
  WinningRecord,
} from '@/api/types/lottery';
import { DAILY_HELP_LIMIT, isWinning, type LotteryAccountRecord } from '../data/lottery';
import { PAY_TODAY, payNow } from '../data/pay';
import type { Db } from '../db';
import { nextDrawRandom, pickPrize } from '../db/lottery';
import { payAccountOf } from '../db/pay';
import { handle, paginate, reject, type ContextOf, type ResolverContext } from '../server/handle';
import { signedIn, text } from '../server/request';

function nextId(db: Db, prefix: string): string {
  const value = db.lotteryState.sequence;
  db.lotteryState.sequence += 1;
  return `${prefix}${3000 + value}`;
}

/** The member's draw account; a member registered at run time starts with one free draw. */
function lotteryAccountOf(db: Db, memberId: string): LotteryAccountRecord {
  let account = db.lotteryAccounts.find((candidate) => candidate.memberId === memberId);
  if (!account) {
    account = { memberId, remainingCount: 1, helpCount: 0, totalDrawCount: 0, lastSignAddDate: null };
    db.lotteryAccounts.push(account);
  }
  return account;
}

/** Spends one draw and picks the prize from the seeded sequence kept in the db (never Math.random). */
function draw(ctx: ResolverContext): DrawResult {
  const member = signedIn(ctx.member);
  const account = lotteryAccountOf(ctx.db, member.memberId);
  if (account.remainingCount <= 0) reject(0, '抽奖次数已用完', {});
  const prize = pickPrize(ctx.db.lotteryPrizes, nextDrawRandom(ctx.db.lotteryState));
  account.remainingCount -= 1;
  account.totalDrawCount += 1;
  // 再来一次 gives the draw back
  if (prize.prizeType === 4) account.remainingCount += 1;
  const won = isWinning(prize.prizeType);
  const recordId = nextId(ctx.db, 'ld-');
  ctx.db.lotteryDrawRecords.unshift({
    recordId,
    memberId: member.memberId,
    prizeId: prize.prizeId,
    prizeName: prize.prizeName,
    prizeType: prize.prizeType,
    image: prize.image,
    won,
    drawTime: payNow,
  });
  let winningRecordId: string | null = null;
  if (won) {
    winningRecordId = nextId(ctx.db, 'lw-');
    ctx.db.lotteryWinningRecords.unshift({
      recordId: winningRecordId,
      memberId: member.memberId,
      nickname: member.nickname,
      prizeId: prize.prizeId,
      prizeName: prize.prizeName,
      prizeType: prize.prizeType,
      prizeValue: prize.prizeValue,
      image: prize.image,
      winTime: payNow,
      exchangeStatus: 0,
      exchangeTime: null,
    });
  }
  return {
    recordId,
    prize: { ...prize },
    prizeIndex: ctx.db.lotteryPrizes.indexOf(prize),
    remainingCount: account.remainingCount,
    winningRecordId,
  };
}

/** The current member assists a sharer: one more draw for the sharer, once a day per friend. */
function help(ctx: ContextOf<typeof catalogue.lotteryHelpNumber>): LotteryHelpResult {
  const member = signedIn(ctx.member);
  const helpMemberId = text(ctx.arg.helpMemberId);
  if (!helpMemberId) reject(0, '助力对象不能为空', {});
  if (!ctx.db.members.some((candidate) => candidate.memberId === helpMemberId)) reject(0, '助力对象不存在', {});
  if (helpMemberId === member.memberId) reject(0, '不能为自己助力', {});
  const today = ctx.db.lotteryHelpRecords.filter((record) => record.memberId === helpMemberId && record.createTime.startsWith(PAY_TODAY));
  if (today.some((record) => record.helperId === member.memberId)) reject(0, '今日已为好友助力，明天再来吧', {});
  if (today.length >= DAILY_HELP_LIMIT) reject(0, '好友今日助力次数已满', {});
  const sharer = lotteryAccountOf(ctx.db, helpMemberId);
  sharer.remainingCount += 1;
  sharer.helpCount += 1;
  ctx.db.lotteryHelpRecords.unshift({
    recordId: nextId(ctx.db, 'lh-'),
    memberId: helpMemberId,
    helperId: member.memberId,
    helperNickname: member.nickname,
    helperAvatar: member.avatar,
    addCount: 1,
    createTime: payNow,
  });
  return { helpMemberId, addCount: 1 };
}

/** Today's sign-in (payment service) is worth one extra draw, claimed once a day. */
function signAdd(ctx: ResolverContext): SignAddLotteryResult {
  const member = signedIn(ctx.member);
  const signed = ctx.db.paySignIns.some((record) => record.memberId === member.memberId && record.signDate === PAY_TODAY);
  if (!signed) reject(0, '请先完成今日签到', {});
  const account = lotteryAccountOf(ctx.db, member.memberId);
  if (account.lastSignAddDate === PAY_TODAY) reject(0, '今日签到奖励已领取', {});
  account.lastSignAddDate = PAY_TODAY;
  account.remainingCount += 1;
  return { addCount: 1, remainingCount: account.remainingCount };
}

function couponMinimum(amount: number): number {
  return amount >= 20 ? 199 : 59;
}

/** Exchanges a won prize once: points are credited, coupons issued, goods shipped to an address. */
function exchange(ctx: ContextOf<typeof catalogue.prizeExchange>): PrizeExchangeResult {
  const member = signedIn(ctx.member);
  const recordId = text(ctx.arg.recordId);
  const record: WinningRecord | undefined = ctx.db.lotteryWinningRecords.find(
    (candidate) => candidate.recordId === recordId && candidate.memberId === member.memberId,
  );
  if (!record) return reject(0, '中奖记录不存在', {});
  if (record.exchangeStatus === 1) reject(0, '该奖品已兑换，请勿重复兑换', {});
  let description: string;
  if (record.prizeType === 1) {
    payAccountOf(ctx.db, member.memberId).points += record.prizeValue;
    description = `${record.prizeValue} 积分已存入账户`;
  } else if (record.prizeType === 3) {
    ctx.db.payCashCoupons.unshift({
      couponId: `cc-${record.recordId}`,
      memberId: member.memberId,
      name: `幸运大转盘 ${record.prizeValue} 元券`,
      amount: record.prizeValue,
      minAmount: couponMinimum(record.prizeValue),
      status: 0,
      statusName: '未使用',
      source: '抽奖奖品',
      expireDate: '2026-12-31',
      createTime: payNow,
    });
    description = `${record.prizeValue} 元现金券已发放至卡包`;
  } else {
    if (!text(ctx.arg.addressId)) reject(0, '请选择收货地址', {});
    description = `${record.prizeName}将在 3 个工作日内发货`;
  }
  record.exchangeStatus = 1;
  record.exchangeTime = payNow;
  return { recordId: record.recordId, exchangeStatus: 1, exchangeTime: payNow, description };
}

export const lotteryHandlers = [
  handle(catalogue.getLotteryPrizeConfigurationList, ({ db }) => db.lotteryPrizes),
  handle(catalogue.getMemberLottery, (ctx) => {
    const member = signedIn(ctx.member);
    const { remainingCount, helpCount, totalDrawCount, lastSignAddDate } = lotteryAccountOf(ctx.db, member.memberId);
    return { memberId: member.memberId, remainingCount, helpCount, totalDrawCount, signAddedToday: lastSignAddDate === PAY_TODAY };
  }),
  handle(catalogue.userLotteryDraw, draw),
  handle(catalogue.getLotteryDrawRecordList, (ctx) => {
    const member = signedIn(ctx.member);
    return ctx.db.lotteryDrawRecords.filter((record) => record.memberId === member.memberId);
  }),
  handle(catalogue.getWinningRecordPage, (ctx) => {
    const member = signedIn(ctx.member);
    const status = ctx.arg.exchangeStatus === undefined || ctx.arg.exchangeStatus === '' ? null : Number(ctx.arg.exchangeStatus);
    const rows = ctx.db.lotteryWinningRecords
      .filter((record) => record.memberId === member.memberId && (status === null || record.exchangeStatus === status))
      .sort((a, b) => b.winTime.localeCompare(a.winTime));
    return paginate(rows, ctx.arg);
  }),
  handle(catalogue.lotteryHelpNumber, help),
  handle(catalogue.signAddLotteryHelpNumber, signAdd),
  handle(catalogue.getLotteryHelpRecordList, (ctx) => {
    const member = signedIn(ctx.member);
    return ctx.db.lotteryHelpRecords.filter((record) => record.memberId === member.memberId);
  }),
  handle(catalogue.prizeExchange, exchange),
];
