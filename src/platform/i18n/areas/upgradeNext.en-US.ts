import type { Widen } from '../widen';
import type { upgradeNextZhCN } from './upgradeNext';

/** /upgrade/upgrade-next: en-US, the same keys (checked by the type). */
const upgradeNextEnUS: Widen<typeof upgradeNextZhCN> = {
  form: 'Confirm upgrade',
  package: 'Upgrade package',
  change: 'Change',
  recipient: 'Recipient and address',
  chooseAddress: 'Choose a delivery address',
  addAddress: 'Add a delivery address',
  addAddressBody: 'The package ships to this address',
  needAddress: 'Please add a delivery address first',
  channels: {
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
  },
  channel: 'Payment method',
  note: 'You become Premium as soon as the payment succeeds; the package ships within 48 hours',
  total: 'To pay',
  submit: 'Upgrade now',
  payAgain: 'Continue to pay',
  submitting: 'Upgrading…',
  done: "You're now a Premium member",
  failed: "Couldn't upgrade. Try again later",
};

export default upgradeNextEnUS;
