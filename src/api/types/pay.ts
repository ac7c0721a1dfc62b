/**
 * Payment-service domain (source `pay`), the member's side: the account (agent info, earnings,
 * income details, fans), daily sign-in and its coins, withdrawals, business legions, cash coupons and the
 * cash-coupon plans, the propose calls (paying for orders and agent applications: ./payment.ts). Payloads are type aliases
 * (not interfaces) so they satisfy the catalogue's `Payload` type. Money is in yuan (two decimals), dates are 'YYYY-MM-DD HH:mm:ss' unless named `...Date`.
 */

import type { MemberKind } from '@/models/member';
import type { PageArg, PageResult } from './common';

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

export type CashCouponsArg = {
  /** 0 unused, 1 used, 2 expired; absent = all */
  status?: 0 | 1 | 2;
};

export interface CashCoupon {
  couponId: string;
  memberId: string;
  name: string;
  amount: number;
  minAmount: number;
  status: 0 | 1 | 2;
  statusName: string;
  source: string;
  expireDate: string;
  createTime: string;
}

// ---- cash-coupon plans (the propose calls) ---------------------------------------------------

/*
 * A cash-coupon plan (现金券方案), published by the platform: a way to spend the buyer's cash coupons.
 * The buyer gives up cash coupons worth at least `needAmount` and receives a member coupon (the coupon
 * centre's kind, held in my coupons). Cash coupons are spent whole, earliest expiry first; no change.
 */

export type ProposePageArg = PageArg & {
  category?: string;
};

/** The member coupon a plan grants: a coupon of the coupon centre, which lands in my coupons. */
export interface ProposalGrant {
  couponId: string;
  name: string;
  description: string;
  /** the granted coupon's last day of use */
  endTime: string;
}

/** 0 not started, 1 running, 2 ended (from the plan's window and the server's clock) */
export type ProposalStatus = 0 | 1 | 2;

export interface Proposal {
  proposeId: string;
  title: string;
  cover: string;
  category: string;
  summary: string;
  /** the cash-coupon value the plan needs, yuan */
  needAmount: number;
  grant: ProposalGrant;
  startTime: string;
  endTime: string;
  status: ProposalStatus;
  publishTime: string;
  /** uses by every buyer */
  useCount: number;
  /** how often one buyer may use it (1 unless the plan says otherwise) */
  limitPerMember: number;
  /** how often this buyer has used it */
  usedCount: number;
  /** this buyer has used it as often as the plan allows */
  used: boolean;
}

export interface ProposalDetail extends Proposal {
  /** the plan's rules, one line each */
  content: string[];
}

export type ProposeIdArg = {
  proposeId: string;
};

/** `requestNo`: one per intent, repeated by a retry (exactly once: docs/forms.md) */
export type ProposeUseArg = ProposeIdArg & { requestNo?: string };

/** A cash coupon a plan spent, whole. */
export interface SpentCashCoupon {
  couponId: string;
  name: string;
  amount: number;
}

export interface ProposeUseResult {
  proposeId: string;
  useCount: number;
  useTime: string;
  /** the cash coupons spent, earliest expiry first */
  spent: SpentCashCoupon[];
  /** what they were worth together, yuan (at least the plan's need: no change is given) */
  spentAmount: number;
  /** the coupon now in my coupons */
  granted: { memberCouponId: string; couponId: string; name: string };
}
