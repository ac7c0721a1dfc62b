import { registerArea } from '../registry';

/** /activityArea, /activityAreaDetails and their shared parts: zh-CN source strings. */
export const activityAreaZhCN = {
  content: '活动专区',
  window: {
    upcoming: '未开始',
    running: '进行中',
    ended: '已结束',
    startsIn: '距开始 {time}',
    endsIn: '距结束 {time}',
    endedAt: '活动已于 {time} 结束',
    days: '{days}天 {time}',
    period: '{start} 至 {end}',
  },
  coupons: {
    title: '活动优惠券',
    empty: '本活动暂无优惠券',
    received: '领取成功',
  },
  packages: {
    title: '活动礼包',
    empty: '本活动暂无礼包',
    contents: '礼包内含',
    item: '{name} {spec} ×{quantity}',
    sales: '已售 {count}',
    stockLeft: '剩 {count} 份',
    soldOut: '已售罄',
    buy: '立即抢购',
    buying: '下单中',
    view: '去看看',
    needAddress: '请先添加收货地址',
    notRunning: '活动进行中才能购买',
  },
  rules: {
    title: '活动规则',
  },
  details: '查看活动详情',
  failedRetry: '操作失败，请稍后重试',
};

registerArea('activityArea', activityAreaZhCN);

declare module '../registry' {
  interface AreaMessages {
    activityArea: typeof activityAreaZhCN;
  }
}
