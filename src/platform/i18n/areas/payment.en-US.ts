import type { Widen } from '../widen';
import type { paymentZhCN } from './payment';

/** Paying for an order: en-US, the same keys (checked by the type). */
const paymentEnUS: Widen<typeof paymentZhCN> = {
  cashier: {
    title: 'Checkout',
    standIn: 'Browser preview: {channel} is simulated. Choose how the payment ends',
    amount: 'Amount',
    pay: 'Payment succeeds',
    fail: 'Payment fails',
    cancel: 'Cancel payment',
  },
  choose: {
    title: 'Select payment method',
    amount: 'Amount due',
    close: 'Close',
    confirm: 'Pay ¥{amount}',
    confirmLabel: 'Pay',
    balanceAvailable: 'Available ¥{amount}',
    balanceShort: 'Available ¥{amount}, not enough',
  },
  channel: {
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    balance: 'Balance',
  },
  phase: {
    preparing: 'Setting up the payment…',
    paying: 'Complete the payment in {channel}',
    confirming: 'Confirming the payment…',
    paid: 'Payment successful',
    cancelled: 'Payment cancelled. The order is still awaiting payment',
    failed: 'Payment failed. Please try again or choose another method',
    pending: 'Still confirming the payment. Check the order again shortly',
    recheck: 'Check again',
  },
};

export default paymentEnUS;
