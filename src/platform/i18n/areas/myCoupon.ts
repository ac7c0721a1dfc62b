import { registerArea } from '../registry';

/** /myCoupon: zh-CN source strings. */
export const myCouponZhCN = {
  tabsLabel: '优惠券状态',
  tab: {
    '0': '未使用',
    '1': '已使用',
    '2': '已过期',
  },
  listLabel: '我的优惠券',
  zonesLabel: '会员专区',
  deductionZone: '抵扣专区',
  deductionHint: '抵扣券直接抵现',
  cashZone: '现金券专区',
  cashHint: '现金券专享好茶',
  collect: '领券中心',
  empty: {
    '0': '暂无可用的优惠券',
    '1': '还没有用过优惠券',
    '2': '没有过期的优惠券',
  },
  emptyBody: '去领券中心看看，新券随时上线',
  goCollect: '去领券',
};

registerArea('myCoupon', myCouponZhCN);

declare module '../registry' {
  interface AreaMessages {
    myCoupon: typeof myCouponZhCN;
  }
}
