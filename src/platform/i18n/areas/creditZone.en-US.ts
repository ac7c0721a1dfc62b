import type { Widen } from '../widen';
import type { creditZoneZhCN } from './creditZone';

/** /creditZone: en-US, the same keys (checked by the type). */
const creditZoneEnUS: Widen<typeof creditZoneZhCN> = {
  content: 'Zone products',
  tabs: 'Zones',
  deduction: 'Pay with points',
  cash: 'Cash coupons',
  deductionIntro: 'Pay part of these products with your points at checkout',
  cashIntro: 'Pay part of these products with your cash coupons at checkout',
  deductionCovers: 'Points cover {amount}',
  cashCovers: 'Coupons cover {amount}',
  payRest: 'As low as {amount}',
  wallet: 'My cash coupons',
  walletCount: '{count}, worth {amount} in total',
  walletNone: 'No cash coupons to use',
  walletItem: '{name}, {amount}, expires {expire}',
  empty: 'No products in this zone yet',
};

export default creditZoneEnUS;
