import { baseApi } from './baseApi';
import { member } from './catalogue/member';
import { pages } from './endpoints';

/**
 * The coupon screens' paged lists (the coupon centre by tab, my coupons by status): infinite scroll,
 * one cache entry per filter. They provide `Coupon`, so receiving a coupon (receiveCoupon,
 * receiveActivityCoupon) and placing an order that uses one refresh them, as they do checkout's
 * coupon sheet (memberApi's myCoupons).
 */
export const couponApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    couponCenterPages: pages(build, member.couponCenter, { providesTags: ['Coupon'] }),
    myCouponPages: pages(build, member.myCoupons, { providesTags: ['Coupon'] }),
  }),
});

export const { useCouponCenterPagesInfiniteQuery, useMyCouponPagesInfiniteQuery } = couponApi;
