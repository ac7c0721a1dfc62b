import type { Activity, Coupon } from '@/api/types/member';
import { activities, coupons, memberCoupons, zoneGoods, type MemberCouponRecord, type ZoneRecord } from '../data/member';

export interface CouponTables {
  coupons: Coupon[];
  /** coupons held by members (one per member and coupon) */
  memberCoupons: MemberCouponRecord[];
  /** status is derived from the clock when read */
  activities: Omit<Activity, 'status'>[];
  /** deduction / cash-coupon amounts per goods */
  zoneGoods: ZoneRecord[];
  memberCouponSeq: number;
}

export function seedCoupons(): CouponTables {
  return {
    coupons: structuredClone(coupons),
    memberCoupons: structuredClone(memberCoupons),
    activities: structuredClone(activities),
    zoneGoods: structuredClone(zoneGoods),
    memberCouponSeq: 9000,
  };
}
