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
};

registerArea('creditZone', creditZoneZhCN);

declare module '../registry' {
  interface AreaMessages {
    creditZone: typeof creditZoneZhCN;
  }
}
