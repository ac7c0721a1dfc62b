import { catalogue } from '@/api/catalogue';
import type { Activity, CouponCenterItem, CouponReceiveStatus, MyCoupon, MyCouponStatus, ZoneGoods, ZonePageArg } from '@/api/types/member';
import { beijingTime, BUSINESS_NOW } from '../../clock';
import type { Db } from '../../db';
import { findGoods, goodsBrief } from '../../db/goods';
import { handle, paginate, reject, type Received } from '../../server/handle';
import { exactlyOnce } from '../../server/exactlyOnce';
import { numeric, signedIn, text } from '../../server/request';

/* Member service: the coupon centre, the member's coupons, activities and the deduction / cash-coupon zones. */

function couponWindow(coupon: { startTime: string; endTime: string }): 'upcoming' | 'running' | 'ended' {
  if (BUSINESS_NOW < coupon.startTime) return 'upcoming';
  if (BUSINESS_NOW > coupon.endTime) return 'ended';
  return 'running';
}

function heldCopies(db: Db, memberId: string, couponId: string): Db['memberCoupons'] {
  return db.memberCoupons.filter((held) => held.memberId === memberId && held.couponId === couponId);
}

/**
 * What the receive button shows: at the member's limit, 已领取 while a copy is unused, else 已达上限
 * (the copies are used or expired); below it, 已抢光 when none is left, else 立即领取.
 */
function receiveStatus(coupon: Db['coupons'][number], copies: Db['memberCoupons']): CouponReceiveStatus {
  if (copies.length >= coupon.limitPerMember) return copies.some((held) => held.status === 0) && couponWindow(coupon) !== 'ended' ? 1 : 3;
  return coupon.remainStock <= 0 ? 2 : 0;
}

function centerItem(db: Db, memberId: string, couponId: string): CouponCenterItem | undefined {
  const coupon = db.coupons.find((candidate) => candidate.couponId === couponId);
  if (!coupon) return undefined;
  const copies = heldCopies(db, memberId, couponId);
  return { ...coupon, received: copies.length > 0, receivedCount: copies.length, receiveStatus: receiveStatus(coupon, copies) };
}

function receive(db: Db, memberId: string, couponId: string): { memberCouponId: string } {
  const coupon = db.coupons.find((candidate) => candidate.couponId === couponId);
  if (!coupon) return reject(0, '优惠券不存在', {});
  const window = couponWindow(coupon);
  if (window === 'upcoming') reject(0, '优惠券尚未开始发放', {});
  if (window === 'ended') reject(0, '优惠券已过期', {});
  if (heldCopies(db, memberId, couponId).length >= coupon.limitPerMember) {
    reject(0, coupon.limitPerMember === 1 ? '您已领取过该优惠券' : `每人限领 ${coupon.limitPerMember} 张`, {});
  }
  if (coupon.remainStock <= 0) reject(0, '优惠券已领完', {});
  coupon.remainStock -= 1;
  db.memberCouponSeq += 1;
  const id = `mc-${db.memberCouponSeq}`;
  db.memberCoupons.push({ id, memberId, couponId, status: 0, receiveTime: beijingTime(), useTime: null });
  return { memberCouponId: id };
}

function myCoupon(db: Db, held: Db['memberCoupons'][number]): MyCoupon | undefined {
  const coupon = db.coupons.find((candidate) => candidate.couponId === held.couponId);
  if (!coupon) return undefined;
  // an unused coupon past its end date reads as expired
  const status: MyCouponStatus = held.status === 0 && couponWindow(coupon) === 'ended' ? 2 : held.status;
  return {
    id: held.id,
    couponId: coupon.couponId,
    name: coupon.name,
    type: coupon.type,
    amount: coupon.amount,
    discount: coupon.discount,
    threshold: coupon.threshold,
    description: coupon.description,
    image: coupon.image,
    status,
    receiveTime: held.receiveTime,
    useTime: held.useTime,
    startTime: coupon.startTime,
    endTime: coupon.endTime,
    scope: coupon.scope,
    categoryId: coupon.categoryId,
    categoryName: coupon.categoryName ?? null,
  };
}

function activityOf(db: Db, activityId: string): Activity {
  const record = activityId
    ? db.activities.find((candidate) => candidate.activityId === activityId)
    : (db.activities.find((candidate) => couponWindow(candidate) === 'running') ?? db.activities.find((candidate) => couponWindow(candidate) === 'upcoming'));
  if (!record) return reject(0, '活动不存在', {});
  const window = couponWindow(record);
  return { ...record, rules: [...record.rules], status: window === 'upcoming' ? 0 : window === 'running' ? 1 : 2 };
}

function zoneGoods(db: Db, goodsId: string, zone?: { deductionAmount: number; cashCouponAmount: number }): ZoneGoods | undefined {
  const record = findGoods(db, goodsId);
  if (!record || record.status === 0) return undefined;
  const brief = goodsBrief(record);
  return {
    goodsId: brief.goodsId,
    goodsName: brief.goodsName,
    image: brief.mainImage,
    price: brief.price,
    originalPrice: brief.originalPrice,
    memberPrice: brief.memberPrice,
    deductionAmount: zone?.deductionAmount ?? 0,
    cashCouponAmount: zone?.cashCouponAmount ?? 0,
    sales: brief.sales,
    stock: brief.stock,
    tags: brief.tags,
  };
}

function zonePage(db: Db, arg: Received<ZonePageArg>, key: 'deductionAmount' | 'cashCouponAmount') {
  const rows = db.zoneGoods
    .filter((zone) => zone[key] > 0)
    .map((zone) => zoneGoods(db, zone.goodsId, zone))
    .filter((row): row is ZoneGoods => row !== undefined);
  return paginate(rows, arg);
}

export const couponHandlers = [
  // ---------------------------------------------------------------- coupons and activities
  // the running coupons of the centre (one scope when asked), sold-out ones last
  handle(catalogue.couponCenter, (ctx) => {
    const member = signedIn(ctx.member);
    const scope = numeric(ctx.arg.scope);
    const rows = ctx.db.coupons
      .filter((coupon) => couponWindow(coupon) === 'running' && (scope === undefined || coupon.scope === scope))
      .map((coupon) => centerItem(ctx.db, member.memberId, coupon.couponId))
      .filter((item): item is CouponCenterItem => item !== undefined)
      .sort((a, b) => Number(a.receiveStatus === 2) - Number(b.receiveStatus === 2));
    return paginate(rows, ctx.arg);
  }),

  handle(catalogue.receiveCoupon, (ctx) => {
    const { memberId } = signedIn(ctx.member);
    return exactlyOnce(ctx.db, 'receiveCoupon', memberId, ctx.arg.requestNo, () => receive(ctx.db, memberId, text(ctx.arg.couponId)));
  }),

  handle(catalogue.myCoupons, (ctx) => {
    const member = signedIn(ctx.member);
    const status = numeric(ctx.arg.status);
    const rows = ctx.db.memberCoupons
      .filter((held) => held.memberId === member.memberId)
      .map((held) => myCoupon(ctx.db, held))
      .filter((coupon): coupon is MyCoupon => coupon !== undefined && (status === undefined || coupon.status === status))
      .sort((a, b) => b.receiveTime.localeCompare(a.receiveTime));
    return paginate(rows, ctx.arg);
  }),

  handle(catalogue.deductionZone, ({ db, arg }) => zonePage(db, arg, 'deductionAmount')),
  handle(catalogue.cashCouponZone, ({ db, arg }) => zonePage(db, arg, 'cashCouponAmount')),

  handle(catalogue.activity, ({ db, arg }) => activityOf(db, text(arg.activityId))),

  handle(catalogue.activityCouponItems, (ctx) => {
    const member = signedIn(ctx.member);
    const activity = activityOf(ctx.db, text(ctx.arg.activityId));
    return ctx.db.coupons
      .filter((coupon) => coupon.activityId === activity.activityId)
      .map((coupon) => centerItem(ctx.db, member.memberId, coupon.couponId))
      .filter((item): item is CouponCenterItem => item !== undefined);
  }),

  handle(catalogue.receiveActivityCoupon, (ctx) => {
    const member = signedIn(ctx.member);
    const activity = activityOf(ctx.db, text(ctx.arg.activityId));
    const couponId = text(ctx.arg.couponId);
    if (activity.status === 0) reject(0, '活动尚未开始', {});
    if (activity.status === 2) reject(0, '活动已结束', {});
    if (!ctx.db.coupons.some((coupon) => coupon.couponId === couponId && coupon.activityId === activity.activityId)) {
      reject(0, '该优惠券不属于本活动', {});
    }
    return exactlyOnce(ctx.db, 'receiveCoupon', member.memberId, ctx.arg.requestNo, () => receive(ctx.db, member.memberId, couponId));
  }),

  handle(catalogue.memberGoodsPage, ({ db, arg }) => {
    const keyword = text(arg.keyword);
    const rows = db.goods
      .filter((record) => record.memberFlag === 1 && record.status === 1 && (!keyword || record.goodsName.includes(keyword)))
      .map((record) => zoneGoods(db, record.goodsId, db.zoneGoods.find((zone) => zone.goodsId === record.goodsId)))
      .filter((row): row is ZoneGoods => row !== undefined);
    return paginate(rows, arg);
  }),

  handle(catalogue.activityGiftPackagePage, ({ db, arg }) => {
    const activity = activityOf(db, text(arg.activityId));
    return paginate(db.giftPackages.filter((pack) => pack.activityId === activity.activityId).map((pack) => structuredClone(pack)), arg);
  }),
];
