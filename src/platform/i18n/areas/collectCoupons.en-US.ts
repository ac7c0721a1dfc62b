import type { Widen } from '../widen';
import type { collectCouponsZhCN } from './collectCoupons';

/** /collectCoupons: en-US, the same keys (checked by the type). */
const collectCouponsEnUS: Widen<typeof collectCouponsZhCN> = {
  tabsLabel: 'Coupon types',
  tab: {
    all: 'All',
    goods: 'Products',
    shopWide: 'Store-wide',
  },
  listLabel: 'Coupons to collect',
  mine: 'My coupons',
  received: 'Coupon collected',
  emptyTitle: 'No coupons yet',
  emptyBody: 'New coupons show up here as soon as they are out',
};

export default collectCouponsEnUS;
