import type { Widen } from '../widen';
import type { myCouponZhCN } from './myCoupon';

/** /myCoupon: en-US, the same keys (checked by the type). */
const myCouponEnUS: Widen<typeof myCouponZhCN> = {
  tabsLabel: 'Coupon status',
  tab: {
    '0': 'Unused',
    '1': 'Used',
    '2': 'Expired',
  },
  listLabel: 'My coupons',
  zonesLabel: 'Member zones',
  deductionZone: 'Voucher zone',
  deductionHint: 'Vouchers off the price',
  cashZone: 'Cash coupon zone',
  cashHint: 'Teas for cash coupons',
  collect: 'Coupon centre',
  empty: {
    '0': 'No coupons to use',
    '1': 'No coupons used yet',
    '2': 'No expired coupons',
  },
  emptyBody: 'Visit the coupon centre: new coupons come out all the time',
  goCollect: 'Get coupons',
};

export default myCouponEnUS;
