import { registerArea } from '../registry';

/** /collectCoupons: zh-CN source strings. */
export const collectCouponsZhCN = {
  tabsLabel: '优惠券类型',
  tab: {
    all: '全部',
    goods: '商品券',
    shopWide: '全场券',
  },
  listLabel: '可领取的优惠券',
  mine: '我的优惠券',
  received: '领取成功',
  emptyTitle: '暂无优惠券',
  emptyBody: '新券上线会第一时间出现在这里',
};

registerArea('collectCoupons', collectCouponsZhCN);

declare module '../registry' {
  interface AreaMessages {
    collectCoupons: typeof collectCouponsZhCN;
  }
}
