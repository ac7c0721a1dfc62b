import type { Widen } from '../widen';
import type { vipInfoZhCN } from './vipInfo';

/** /vipInfo: en-US, the same keys (checked by the type). */
const vipInfoEnUS: Widen<typeof vipInfoZhCN> = {
  content: 'My membership',
  current: 'Current level',
  level: {
    '0': 'Member',
    '1': 'Premium member',
  },
  upgradePitch: 'Go Premium for member prices on every tea, free delivery and more',
  premiumThanks: 'You enjoy every Premium benefit',
  upgrade: 'Upgrade to Premium',
  zone: 'Members zone',
  zoneBody: 'Teas at member prices, first access for Premium',
  benefits: 'Benefits by level',
  benefit: 'Benefit',
  notIncluded: 'Not included',
};

export default vipInfoEnUS;
