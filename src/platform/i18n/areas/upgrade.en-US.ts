import type { Widen } from '../widen';
import type { upgradeZhCN } from './upgrade';

/** /upgrade/upgrade: en-US, the same keys (checked by the type). */
const upgradeEnUS: Widen<typeof upgradeZhCN> = {
  form: 'Choose an upgrade package',
  lead: 'Buy any upgrade package to become a Premium member; the teas ship to you for free',
  choose: 'Choose an upgrade package',
  choosePackage: 'Select an upgrade package',
  contents: 'Includes: {items}',
  contentsItem: '{name} ×{quantity}',
  contentsJoin: ', ',
  total: 'Package price',
  noneChosen: 'No package chosen yet',
  next: 'Next',
};

export default upgradeEnUS;
