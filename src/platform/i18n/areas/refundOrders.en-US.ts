import type { Widen } from '../widen';
import type { refundOrdersZhCN } from './refundOrders';

/** /refundOrder: en-US, the same keys (checked by the type). */
const refundOrdersEnUS: Widen<typeof refundOrdersZhCN> = {
  content: 'After-sales requests',
  afterSaleNo: 'Request {no}',
  typeRefund: 'Refund only',
  typeReturn: 'Return & refund',
  state1: 'Pending',
  state2: 'Refund due',
  state3: 'Refunded',
  state4: 'Withdrawn',
  awaitingReturn: 'Send the items back and enter the tracking number',
  returnShipped: 'Returned by {company} {sn}',
  reason: 'Reason: {reason}',
  refundAmount: 'Refund',
  applyTime: 'Requested {time}',
  viewOrder: 'View order',
  fillLogistics: 'Enter tracking no.',
  cancel: 'Withdraw',
  cancelling: 'Withdrawing',
  cancelTitle: 'Withdraw this request?',
  cancelBody: 'The order goes back to its previous status. You can request again later.',
  cancelConfirm: 'Withdraw',
  keep: 'Keep it',
  cancelled: 'Request withdrawn',
  cancelFailed: "Couldn't withdraw. Please try again",
  cancelNetwork: 'Network problem: not withdrawn. Please try again',
  emptyTitle: 'No after-sales requests',
  emptyBody: 'Refund and return requests for your orders show up here',
  goOrders: 'My orders',
};

export default refundOrdersEnUS;
