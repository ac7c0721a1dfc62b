/**
 * Coupons, the coupon zones and activities (member service): entities and payloads, in the member
 * domain's style (src/api/types/member.ts re-exports them).
 */
import type { PageArg } from './common';
import type { GiftPackage } from './mall';


/** 1 money off above a threshold, 2 discount, 3 deduction voucher */
export type CouponType = 1 | 2 | 3;

/** 1 shop-wide (every goods), 2 goods coupon (the goods of one category, or of the deduction zone) */
export type CouponScope = 1 | 2;

export interface Coupon {
  couponId: string;
  name: string;
  type: CouponType;
  /** yuan off (types 1 and 3) */
  amount: number;
  /** rate for type 2, e.g. 0.9 = 10% off; 1 otherwise */
  discount: number;
  /** minimum order amount in yuan, 0 = none */
  threshold: number;
  description: string;
  startTime: string;
  endTime: string;
  totalStock: number;
  remainStock: number;
  image: string;
  activityId: string | null;
  scope: CouponScope;
  /** the goods category a goods coupon applies to; null for shop-wide coupons and deduction vouchers */
  categoryId: string | null;
  /** that category's name, e.g. 岩茶 (assumed; checkout names it when the order has none of its goods) */
  categoryName?: string | null;
  /** how many copies one member may receive */
  limitPerMember: number;
}

/** 0 can receive, 1 received (held and unused, at the limit), 2 sold out, 3 limit reached (the copies held are used or expired) */
export type CouponReceiveStatus = 0 | 1 | 2 | 3;

export interface CouponCenterItem extends Coupon {
  /** the member holds at least one copy (used, unused or expired) */
  received: boolean;
  /** copies the member has received */
  receivedCount: number;
  /** what the receive button shows, decided by the server */
  receiveStatus: CouponReceiveStatus;
}

/** 0 unused, 1 used, 2 expired */
export type MyCouponStatus = 0 | 1 | 2;

/** A coupon the member holds: the coupon's own terms, and this copy's state. */
export interface MyCoupon
  extends Pick<Coupon, 'couponId' | 'name' | 'type' | 'amount' | 'discount' | 'threshold' | 'description' | 'image' | 'startTime' | 'endTime' | 'scope' | 'categoryId' | 'categoryName'> {
  id: string;
  status: MyCouponStatus;
  receiveTime: string;
  useTime: string | null;
}

/** `scope`: only shop-wide (1) or goods (2) coupons; omitted: all */
export type CouponCenterArg = PageArg & { scope?: CouponScope };
/** `requestNo`: one per intent, repeated by a retry (exactly once: docs/forms.md) */
export type ReceiveCouponArg = { couponId: string; requestNo?: string };
export type ReceiveCouponResult = { memberCouponId: string };
export type MyCouponsArg = PageArg & { status?: MyCouponStatus };

/** Goods of the member areas (deduction zone, cash-coupon zone, member goods page). */
export interface ZoneGoods {
  goodsId: string;
  goodsName: string;
  image: string;
  price: number;
  originalPrice: number;
  memberPrice: number;
  /** deduction-voucher amount usable on this goods (0 = not in the deduction zone) */
  deductionAmount: number;
  /** cash-coupon amount usable on this goods (0 = not in the cash-coupon zone) */
  cashCouponAmount: number;
  sales: number;
  stock: number;
  tags: string[];
}
export type ZonePageArg = PageArg;
export type MemberGoodsPageArg = PageArg & { keyword?: string };

/** 0 not started, 1 running, 2 ended */
export type ActivityStatus = 0 | 1 | 2;
export interface Activity {
  activityId: string;
  title: string;
  subtitle: string;
  banner: string;
  startTime: string;
  endTime: string;
  status: ActivityStatus;
  rules: string[];
  /** the rules as server HTML (assumed; shown sanitised, `rules` when absent) */
  rulesHtml?: string;
}
/** without an id: the running activity */
export type ActivityArg = { activityId?: string };
export type ActivityCouponItemsArg = { activityId: string };
export type ReceiveActivityCouponArg = { activityId: string; couponId: string; requestNo?: string };
export type ActivityGiftPackagePageArg = PageArg & { activityId?: string };
export type { GiftPackage };
