import { registerArea } from '../registry';

/** /creditZone: zh-CN source strings. */
export const creditZoneZhCN = {
  content: '抵扣专区商品',
  tabs: '专区',
  deduction: '积分抵扣',
  cash: '现金券专区',
  deductionIntro: '以下商品下单时可用积分抵扣部分金额',
  cashIntro: '以下商品下单时可用现金券抵扣部分金额',
  deductionCovers: '积分可抵 {amount}',
  cashCovers: '现金券可抵 {amount}',
  payRest: '抵后低至 {amount}',
  wallet: '我的可用现金券',
  walletCount: '{count} 张，共 {amount}',
  walletNone: '暂无可用现金券',
  walletItem: '{name}，{amount}，{expire} 到期',
  empty: '专区暂无商品',
  plans: '现金券方案',
  plansIntro: '用现金券兑换优惠券，兑换所得放入我的优惠券',
  plansEmpty: '暂无现金券方案',
  plansMore: '加载更多方案',
  planNeeds: '需 {amount} 现金券',
  planGives: '可得 {name}',
  planOpen: '去使用',
  planUsed: '已使用',
  planEnded: '已结束',
  planUpcoming: '未开始',
  planTitle: '方案详情',
  planWindow: '方案时间 {start} 至 {end}',
  planUseCount: '已兑换 {count} 次',
  planLimit: '每人限用 {limit} 次，你已用 {count} 次',
  planNeedLabel: '所需现金券',
  planHeldLabel: '我的可用现金券',
  planGiveLabel: '兑换所得',
  planGiveUntil: '{end} 前有效',
  planSpendTitle: '将抵用的现金券',
  planSpendExpire: '{expire} 到期',
  planSpendSum: '共 {amount}，整张抵用，不找零',
  planRules: '方案规则',
  planUseNow: '立即使用',
  planShort: '现金券余额不足，还差 {amount}',
  planEndedReason: '方案已结束',
  planUpcomingReason: '方案尚未开始',
  planUsedReason: '您已使用过该方案',
  planConfirmTitle: '确认兑换',
  planConfirmBody: '将抵用 {amount} 现金券兑换「{name}」，抵用后不可撤销。',
  planConfirm: '确认兑换',
  planCancel: '再想想',
  planDone: '兑换成功',
  planGranted: '「{name}」已放入我的优惠券',
  planViewCoupons: '去查看',
};

registerArea('creditZone', creditZoneZhCN);

declare module '../registry' {
  interface AreaMessages {
    creditZone: typeof creditZoneZhCN;
  }
}
