import type { LotteryDrawRecord, LotteryHelpRecord, LotteryPrize, PrizeType, WinningRecord } from '@/api/types/lottery';
import { MOCK_SEED } from '../clock';
import { AGENT_ID, BUYER_ID } from './pay';

/**
 * The prize wheel of the lucky draw (8 slots, clockwise) and the seeded draws, assists and winnings
 * of the buyer m-10086 and the agent m-20488. Weights sum to 100, so a weight is a percentage.
 */
type PrizeRow = [prizeId: string, prizeName: string, prizeType: PrizeType, prizeValue: number, image: string, weight: number];

const prizeRows: PrizeRow[] = [
  ['lp-01', '谢谢参与', 0, 0, 'lottery/thanks.svg', 30],
  ['lp-02', '10 积分', 1, 10, 'lottery/points.svg', 25],
  ['lp-03', '茶叶小样', 2, 8, 'lottery/tea-sample.svg', 15],
  ['lp-04', '5 元券', 3, 5, 'lottery/coupon-5.svg', 12],
  ['lp-05', '20 元券', 3, 20, 'lottery/coupon-20.svg', 5],
  ['lp-06', '定制茶杯', 2, 1, 'lottery/cup.svg', 2],
  ['lp-07', '大红袍 100g', 2, 100, 'lottery/dahongpao.svg', 1],
  ['lp-08', '再来一次', 4, 0, 'lottery/again.svg', 10],
];

const totalWeight = prizeRows.reduce((sum, row) => sum + row[5], 0);

export const lotteryPrizes: LotteryPrize[] = prizeRows.map(([prizeId, prizeName, prizeType, prizeValue, image, weight], index) => ({
  prizeId,
  prizeName,
  prizeType,
  prizeValue,
  image,
  weight,
  probability: Math.round((weight / totalWeight) * 10000) / 10000,
  sort: index + 1,
}));

/** 谢谢参与 and 再来一次 are not winnings. */
export function isWinning(prizeType: PrizeType): boolean {
  return prizeType !== 0 && prizeType !== 4;
}

export interface LotteryAccountRecord {
  memberId: string;
  remainingCount: number;
  helpCount: number;
  totalDrawCount: number;
  /** 'YYYY-MM-DD' the sign-in bonus draw was last claimed */
  lastSignAddDate: string | null;
}

export const lotteryAccounts: LotteryAccountRecord[] = [
  { memberId: BUYER_ID, remainingCount: 3, helpCount: 2, totalDrawCount: 7, lastSignAddDate: '2026-11-19' },
  { memberId: AGENT_ID, remainingCount: 1, helpCount: 0, totalDrawCount: 4, lastSignAddDate: null },
];

function prize(prizeId: string): LotteryPrize {
  const found = lotteryPrizes.find((candidate) => candidate.prizeId === prizeId);
  if (!found) throw new Error(`unknown prize ${prizeId}`);
  return found;
}

type DrawRow = [recordId: string, memberId: string, prizeId: string, drawTime: string];

const drawRows: DrawRow[] = [
  ['ld-1007', BUYER_ID, 'lp-01', '2026-11-19 20:12:05'],
  ['ld-1006', BUYER_ID, 'lp-04', '2026-11-18 19:26:04'],
  ['ld-1005', BUYER_ID, 'lp-08', '2026-11-18 19:25:40'],
  ['ld-1004', BUYER_ID, 'lp-02', '2026-11-15 09:03:17'],
  ['ld-1003', BUYER_ID, 'lp-01', '2026-11-10 21:44:52'],
  ['ld-1002', BUYER_ID, 'lp-03', '2026-11-03 08:31:26'],
  ['ld-1001', BUYER_ID, 'lp-01', '2026-10-28 12:09:40'],
  ['ld-2004', AGENT_ID, 'lp-05', '2026-10-30 20:13:45'],
  ['ld-2003', AGENT_ID, 'lp-01', '2026-10-22 18:40:11'],
  ['ld-2002', AGENT_ID, 'lp-02', '2026-10-15 09:12:38'],
  ['ld-2001', AGENT_ID, 'lp-06', '2026-10-08 14:55:20'],
];

export const lotteryDrawRecords: LotteryDrawRecord[] = drawRows.map(([recordId, memberId, prizeId, drawTime]) => {
  const { prizeName, prizeType, image } = prize(prizeId);
  return { recordId, memberId, prizeId, prizeName, prizeType, image, won: isWinning(prizeType), drawTime };
});

const nicknames: Record<string, string> = { [BUYER_ID]: '林清茶', [AGENT_ID]: '陈记茶馆' };

type WinRow = [recordId: string, memberId: string, prizeId: string, winTime: string, exchangeTime: string | null];

const winRows: WinRow[] = [
  ['lw-1006', BUYER_ID, 'lp-04', '2026-11-18 19:26:04', '2026-11-18 19:26:04'],
  ['lw-1004', BUYER_ID, 'lp-02', '2026-11-15 09:03:17', null],
  ['lw-1002', BUYER_ID, 'lp-03', '2026-11-03 08:31:26', '2026-11-04 10:00:00'],
  ['lw-2004', AGENT_ID, 'lp-05', '2026-10-30 20:13:45', '2026-10-30 20:13:45'],
  ['lw-2002', AGENT_ID, 'lp-02', '2026-10-15 09:12:38', '2026-10-15 09:20:02'],
  ['lw-2001', AGENT_ID, 'lp-06', '2026-10-08 14:55:20', null],
];

export const lotteryWinningRecords: WinningRecord[] = winRows.map(([recordId, memberId, prizeId, winTime, exchangeTime]) => {
  const { prizeName, prizeType, prizeValue, image } = prize(prizeId);
  return {
    recordId,
    memberId,
    nickname: nicknames[memberId] ?? '',
    prizeId,
    prizeName,
    prizeType,
    prizeValue,
    image,
    winTime,
    exchangeStatus: exchangeTime ? 1 : 0,
    exchangeTime,
  };
});

export const lotteryHelpRecords: LotteryHelpRecord[] = [
  { recordId: 'lh-1002', memberId: BUYER_ID, helperId: 'm-30201', helperNickname: '林小满', helperAvatar: 'pay/fan-a.svg', addCount: 1, createTime: '2026-11-19 18:22:10' },
  { recordId: 'lh-1001', memberId: BUYER_ID, helperId: 'm-30202', helperNickname: '许小茶', helperAvatar: 'pay/fan-b.svg', addCount: 1, createTime: '2026-11-16 21:05:47' },
];

/** A sharer receives at most this many assists per day. */
export const DAILY_HELP_LIMIT = 5;

/**
 * Seed of the draw sequence: every reset replays the same prizes in the same order
 * (from this seed: 茶叶小样, 10 积分, 10 积分, 再来一次, 茶叶小样, 谢谢参与, 5 元券, ...).
 */
export const LOTTERY_SEED = MOCK_SEED + 1;
