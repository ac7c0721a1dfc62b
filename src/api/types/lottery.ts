/**
 * Lottery domain (/teamall-buyer/client/lottery/*): the prize wheel, the member's draws, friend
 * assists that add draws, and the exchange of won prizes.
 */
export type { PageArg, PageResult } from './common';

/** 0 nothing, 1 points, 2 goods, 3 coupon, 4 draw again */
export type PrizeType = 0 | 1 | 2 | 3 | 4;

export interface LotteryPrize {
  prizeId: string;
  prizeName: string;
  prizeType: PrizeType;
  /** points, coupon amount in yuan or grams of tea; 0 when not applicable */
  prizeValue: number;
  image: string;
  /** relative draw weight; probability = weight / sum of weights */
  weight: number;
  probability: number;
  /** position on the wheel, 1..8 clockwise */
  sort: number;
}

export interface MemberLottery {
  memberId: string;
  remainingCount: number;
  /** assists received in total */
  helpCount: number;
  totalDrawCount: number;
  /** the sign-in bonus draw has been claimed today */
  signAddedToday: boolean;
}

export interface LotteryDrawRecord {
  recordId: string;
  memberId: string;
  prizeId: string;
  prizeName: string;
  prizeType: PrizeType;
  image: string;
  won: boolean;
  drawTime: string;
}

export interface DrawResult {
  recordId: string;
  prize: LotteryPrize;
  /** index of the prize on the wheel (0-based), for the spin animation */
  prizeIndex: number;
  remainingCount: number;
  /** the winning record to exchange, null for 谢谢参与 / 再来一次 */
  winningRecordId: string | null;
}

/** 0 not exchanged, 1 exchanged */
export type ExchangeStatus = 0 | 1;

export interface WinningRecord {
  recordId: string;
  memberId: string;
  nickname: string;
  prizeId: string;
  prizeName: string;
  prizeType: PrizeType;
  prizeValue: number;
  image: string;
  winTime: string;
  exchangeStatus: ExchangeStatus;
  exchangeTime: string | null;
}

export type WinningRecordPageArg = {
  pageNo?: number;
  pageSize?: number;
  exchangeStatus?: ExchangeStatus;
};

export interface LotteryHelpRecord {
  recordId: string;
  /** the member who was helped */
  memberId: string;
  helperId: string;
  helperNickname: string;
  helperAvatar: string;
  addCount: number;
  createTime: string;
}

export type LotteryHelpArg = {
  /** the sharer the current member assists */
  helpMemberId: string;
};

export interface LotteryHelpResult {
  helpMemberId: string;
  addCount: number;
}

export interface SignAddLotteryResult {
  addCount: number;
  remainingCount: number;
}

export type PrizeExchangeArg = {
  recordId: string;
  /** required for goods prizes (delivery address) */
  addressId?: string;
};

export interface PrizeExchangeResult {
  recordId: string;
  exchangeStatus: 1;
  exchangeTime: string;
  /** what the exchange produced: points credited, a cash coupon, or a delivery */
  description: string;
}
