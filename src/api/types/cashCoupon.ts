import type { PageArg } from './common';

/*
 * Payment service: the buyer's cash coupons (from the sign-in coin exchange and the lottery) and
 * the cash-coupon plans that spend them (the propose calls). Money in yuan, as the server sends it.
 */

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
