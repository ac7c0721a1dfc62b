/**
 * Payment-service domain (source `pay`), the member's side: the account (agent info, earnings,
 * income details, fans), daily sign-in and its coins, withdrawals and business legions. Cash coupons
 * and the cash-coupon plans (the propose calls) are ./cashCoupon.ts, re-exported here; paying for
 * orders and agent applications is ./payment.ts. Payloads are type aliases (not interfaces) so they
 * satisfy the catalogue's `Payload` type. Money is in yuan (two decimals), dates are
 * 'YYYY-MM-DD HH:mm:ss' unless named `...Date`.
 */

import type { MemberKind } from '@/models/member';
import type { PageArg, PageResult } from './common';

export type * from './cashCoupon';

export type { PageArg, PageResult };

// ---- account --------------------------------------------------------------------------------

/** 0 ordinary member, 1 tea room (茶室), 2 tea house (茶馆) */
export type AgentLevel = 0 | 1 | 2;

export interface UserAgentInfo {
  memberId: string;
  nickname: string;
  avatar: string;
  role: MemberKind;
  agentLevel: AgentLevel;
  agentLevelName: string;
  provinceName: string;
  cityName: string;
  regionName: string;
  /** 'YYYY-MM-DD', '' for a non-agent */
  expireDate: string;
  legionId: string | null;
  legionName: string;
  recommenderId: string | null;
  recommenderName: string;
}

/** The member's points and the sign-in coins not yet exchanged (the mine page's assets). */
export interface AccountPoints {
  memberId: string;
  points: number;
  signCoins: number;
}

export interface DepositInfo {
  memberId: string;
  depositAmount: number;
  /** 0 none, 1 paid, 2 refunding */
  status: 0 | 1 | 2;
  statusName: string;
  payTime: string | null;
  refundable: boolean;
}

export interface MyEarnings {
  balance: number;
  frozenAmount: number;
  totalIncome: number;
  todayIncome: number;
  withdrawnAmount: number;
}

export type MonthArg = {
  /** 'YYYY-MM'; defaults to the current month */
  month?: string;
};

export interface DailySales {
  date: string;
  salesAmount: number;
  incomeAmount: number;
}

export interface AgentSalesIncome {
  month: string;
  salesAmount: number;
  incomeAmount: number;
  orderCount: number;
  days: DailySales[];
}

/**
 * Who recommended the member: their mobile, or their member id when they were found by nickname
 * (the lookup shows a masked mobile only). One of the two is sent.
 */
export type UpdateRecommenderArg = { recommenderMobile: string; recommenderId?: never } | { recommenderId: string; recommenderMobile?: never };

export interface TransactionType {
  type: number;
  typeName: string;
  /** 1 income, 2 expense */
  direction: 1 | 2;
}

export type DetailListArg = PageArg & {
  /** transaction type; 0 or absent = all */
  type?: number;
  /** 'YYYY-MM-DD', inclusive */
  startDate?: string;
  endDate?: string;
};

export interface IncomeRecord {
  id: string;
  memberId: string;
  type: number;
  typeName: string;
  direction: 1 | 2;
  amount: number;
  title: string;
  orderNo: string | null;
  createTime: string;
}

export type FansPageArg = PageArg & {
  /** 1 direct fans, 2 indirect; absent = all */
  level?: 1 | 2;
  /** a nickname, or part of a mobile number */
  keyword?: string;
  /** join dates from (YYYY-MM-DD, inclusive; assumed field) */
  startDate?: string;
  /** join dates to (YYYY-MM-DD, inclusive; assumed field) */
  endDate?: string;
};

/** How many fans joined today, this month and in all (assumed call fansSummary). */
export interface FansSummary {
  today: number;
  thisMonth: number;
  total: number;
}

export interface Fan {
  memberId: string;
  nickname: string;
  avatar: string;
  joinDate: string;
  level: 1 | 2;
  levelName: string;
  contribution: number;
}

export type UserInfoByIdArg = {
  /** path parameter of `/teamall-pay/client/user/info/:id` */
  id: string;
};

export interface PayUserInfo {
  memberId: string;
  nickname: string;
  avatar: string;
  /** masked, e.g. 138****8000; '' when unknown */
  mobile: string;
  agentLevelName: string;
  joinDate: string;
  fansCount: number;
}

// ---- sign-in --------------------------------------------------------------------------------

export interface SignInRecord {
  memberId: string;
  /** 'YYYY-MM-DD' */
  signDate: string;
  coins: number;
  createTime: string;
}

export interface SignInResult {
  signDate: string;
  coins: number;
  consecutiveDays: number;
  totalCoins: number;
}

export type MonthSignInArg = {
  /** 'YYYY-MM' */
  month: string;
};

export interface ConsecutiveSignIn {
  consecutiveDays: number;
  signedToday: boolean;
  totalCoins: number;
}

export type SignInByDateArg = {
  /** 'YYYY-MM-DD' */
  signDate: string;
};

export interface SignInDayState {
  signDate: string;
  signed: boolean;
  coins: number;
  createTime: string | null;
}

export type CoinExchangeType = 'POINTS' | 'CASH_COUPON';

export type SignInCoinExchangeArg = {
  exchangeType: CoinExchangeType;
  coins: number;
};

export interface CoinExchangeResult {
  exchangeNo: string;
  exchangeType: CoinExchangeType;
  coinsUsed: number;
  remainingCoins: number;
  pointsAdded: number;
  couponAmount: number;
}

export interface MonthBonus {
  month: string;
  salesAmount: number;
  /** e.g. 0.03 for 3 % */
  bonusRate: number;
  bonusAmount: number;
  /** 0 none, 1 pending, 2 paid */
  status: 0 | 1 | 2;
  statusName: string;
  settleDate: string | null;
}

export interface PartnerShare {
  memberId: string;
  nickname: string;
  avatar: string;
  salesAmount: number;
  bonusAmount: number;
}

export interface PartnerBonus {
  month: string;
  totalBonus: number;
  monthBonus: number;
  partnerCount: number;
  partners: PartnerShare[];
}

// ---- withdrawals ----------------------------------------------------------------------------

export interface WithdrawPreInfo {
  balance: number;
  minAmount: number;
  /** 0.006 = 0.6 % */
  feeRate: number;
  bankName: string;
  /** masked card number */
  bankCardNo: string;
  accountName: string;
  arrivalDesc: string;
}

export type WithdrawAmountArg = {
  amount: number;
};

export interface WithdrawCalculation {
  amount: number;
  fee: number;
  actualAmount: number;
  feeRate: number;
}

/** 0 under review (审核中), 1 paying out, 2 arrived, 3 rejected */
export type WithdrawStatus = 0 | 1 | 2 | 3;

export interface WithdrawRecord {
  withdrawNo: string;
  memberId: string;
  amount: number;
  fee: number;
  actualAmount: number;
  status: WithdrawStatus;
  statusName: string;
  bankName: string;
  bankCardNo: string;
  createTime: string;
  finishTime: string | null;
}

export type WithdrawQueryArg = PageArg & {
  status?: WithdrawStatus;
};

// ---- legions and cash coupons ----------------------------------------------------------------

export type LegionQueryArg = PageArg & {
  keyword?: string;
};

export interface Legion {
  legionId: string;
  legionName: string;
  leaderName: string;
  regionName: string;
  memberCount: number;
  logo: string;
}

export interface LegionMember {
  memberId: string;
  nickname: string;
  avatar: string;
  agentLevelName: string;
  monthSales: number;
}

export interface LegionCenter extends Legion {
  monthSales: number;
  monthRank: number;
  members: LegionMember[];
}

export type UpdateBelongingLegionArg = {
  legionId: string;
};
