import { catalogue } from '@/api/catalogue';
import { addFen, sumYuan, toYuan } from '@/lib/money';
import type { CoinExchangeResult, ConsecutiveSignIn, MonthBonus, PartnerBonus, SignInDayState, SignInResult } from '@/api/types/pay';
import { addDays } from '../../clock';
import { CASH_COUPON_AMOUNT, COINS_PER_CASH_COUPON, PAY_TODAY, payNow, POINTS_PER_COIN, SIGN_IN_COINS, SIGN_IN_WEEK_BONUS } from '../../data/pay';
import type { Db } from '../../db';
import { handle, reject, type ContextOf, type ResolverContext } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { DATE, MONTH, monthOf, nextId, requireAgent } from './helpers';
import { payAccountOf } from '../../db/pay';

/* Payment service: daily sign-in, its streaks and coins, the monthly and partner bonuses. */

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
    totalCoins: payAccountOf(db, memberId).signCoins,
  };
}

function signIn(ctx: ResolverContext): SignInResult {
  const member = signedIn(ctx.member);
  if (signedOn(ctx.db, member.memberId, PAY_TODAY)) reject(0, '今日已签到', {});
  const consecutiveDays = streakEndingOn(ctx.db, member.memberId, addDays(PAY_TODAY, -1)) + 1;
  const coins = SIGN_IN_COINS + (consecutiveDays % 7 === 0 ? SIGN_IN_WEEK_BONUS : 0);
  ctx.db.paySignIns.push({ memberId: member.memberId, signDate: PAY_TODAY, coins, createTime: payNow });
  const account = payAccountOf(ctx.db, member.memberId);
  account.signCoins += coins;
  return { signDate: PAY_TODAY, coins, consecutiveDays, totalCoins: account.signCoins };
}

function signInByDate(ctx: ContextOf<typeof catalogue.signInByDate>): SignInDayState {
  const member = signedIn(ctx.member);
  const signDate = text(ctx.arg.signDate);
  if (!DATE.test(signDate)) reject(0, '日期格式应为 YYYY-MM-DD', {});
  const record = signedOn(ctx.db, member.memberId, signDate);
  return { signDate, signed: Boolean(record), coins: record?.coins ?? 0, createTime: record?.createTime ?? null };
}

function exchangeCoins(ctx: ContextOf<typeof catalogue.signInCoinExchange>): CoinExchangeResult {
  const member = signedIn(ctx.member);
  const exchangeType = text(ctx.arg.exchangeType);
  if (exchangeType !== 'POINTS' && exchangeType !== 'CASH_COUPON') return reject(0, '不支持的兑换类型', {});
  const coins = Number(ctx.arg.coins);
  if (!Number.isInteger(coins) || coins <= 0) reject(0, '请输入正确的兑换数量', {});
  const account = payAccountOf(ctx.db, member.memberId);
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

function monthBonus(ctx: ContextOf<typeof catalogue.monthBonus>): MonthBonus {
  const account = requireAgent(ctx);
  const month = monthOf(ctx.arg);
  const record = ctx.db.payMonthBonuses.find((candidate) => candidate.memberId === account.memberId && candidate.month === month);
  if (!record) return { month, salesAmount: 0, bonusRate: 0.03, bonusAmount: 0, status: 0, statusName: '暂无分红', settleDate: null };
  const { salesAmount, bonusRate, bonusAmount, status, statusName, settleDate } = record;
  return { month, salesAmount, bonusRate, bonusAmount, status, statusName, settleDate };
}

function partnerBonus(ctx: ContextOf<typeof catalogue.partnerBonus>): PartnerBonus {
  const account = requireAgent(ctx);
  const month = monthOf(ctx.arg);
  const records = ctx.db.payPartnerBonuses.filter((candidate) => candidate.memberId === account.memberId);
  const sum = (partners: { bonusAmount: number }[]) => sumYuan(partners, (share) => share.bonusAmount);
  const partners = records.find((record) => record.month === month)?.partners ?? [];
  return {
    month,
    totalBonus: toYuan(addFen(...records.map((record) => sum(record.partners)))),
    monthBonus: toYuan(sum(partners)),
    partnerCount: partners.length,
    partners,
  };
}

export const signInHandlers = [
  handle(catalogue.signIn, signIn),
  handle(catalogue.monthSignInRecords, (ctx) => {
    const member = signedIn(ctx.member);
    const month = text(ctx.arg.month);
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
];
