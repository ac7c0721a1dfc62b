import type { Widen } from '../widen';
import type { orderActionsZhCN } from './orderActions';

/** An order's statuses and the actions on it: en-US, the same keys (checked by the type). */
const orderActionsEnUS: Widen<typeof orderActionsZhCN> = {
  status: {
    '0': 'Unpaid',
    '1': 'To ship',
    '2': 'Shipped',
    '3': 'Completed',
    '4': 'Cancelled',
    '5': 'After-sales',
    '6': 'Refunded',
    closed: 'Closed',
  },
  action: {
    cancel: 'Cancel',
    pay: 'Pay',
    logistics: 'Tracking',
    confirm: 'Confirm receipt',
    refund: 'Refund',
    return: 'Return',
    returnLogistics: 'Enter tracking no.',
    delete: 'Delete',
    review: 'Review',
    rebuy: 'Buy again',
    viewRefund: 'View refund',
    withdraw: 'Withdraw request',
  },
  cancelTitle: 'Cancel order',
  cancelBody: 'Why are you cancelling?',
  cancelReasons: {
    notWanted: 'No longer needed',
    wrongItem: 'Wrong item or quantity',
    wrongAddress: 'Wrong address',
    price: 'Too expensive',
    other: 'Other reason',
  },
  cancelConfirm: 'Cancel order',
  keep: 'Not now',
  cancelled: 'Order cancelled',
  confirmTitle: 'Confirm receipt',
  confirmBody: 'Confirm that every item arrived. The order will then be completed.',
  confirmOk: 'Confirm',
  confirmed: 'Receipt confirmed',
  deleteTitle: 'Delete order',
  deleteBody: 'A deleted order cannot be restored. Delete this order?',
  deleteOk: 'Delete',
  deleted: 'Order deleted',
  pendingTitle: 'Confirming payment',
  pendingBody: 'The payment went through; the order is still being updated. Check again shortly.',
  pendingLater: 'Later',
  failedRetry: 'Something went wrong. Please try again later.',
};

export default orderActionsEnUS;
