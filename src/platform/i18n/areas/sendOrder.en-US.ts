import type { Widen } from '../widen';
import type { sendOrderZhCN } from './sendOrder';

/** /sendOrder, the tea house's distribution orders: en-US, the same keys (checked by the type). */
const sendOrderEnUS: Widen<typeof sendOrderZhCN> = {
  tabs: 'Delivery status',
  tab: {
    waiting: 'To deliver',
    // one line in a quarter of a 320 px webview
    lack: 'No stock',
    delivering: 'On the way',
    picked: 'Picked up',
  },
  list: 'Delivery orders',
  orderNo: 'Order {orderNo}',
  deliveryType: {
    express: 'Express',
    delivery: 'Delivery',
    pickup: 'Pick-up',
  },
  status: {
    waiting: 'To deliver',
    lack: 'Out of stock',
    delivering: 'On the way',
    awaitingPickup: 'Awaiting pick-up',
    picked: 'Picked up',
    afterSale: 'Refund requested',
    refunded: 'Refunded',
  },
  buyer: 'Buyer',
  lackReason: 'Out of stock: {reason}',
  afterSale: 'Buyer asks for {type}: {reason}',
  refundOnly: 'a refund',
  returnRefund: 'a return and refund',
  afterSaleWaitingGoods: 'Waiting for the buyer to send the items back',
  remark: 'Note: {remark}',
  total: 'Qty {count}, paid',
  emptyTitle: 'No delivery orders',
  emptyBody: 'Orders your customers have you deliver or pick up at your shop show here',
  teaHouseOnlyTitle: 'For tea houses only',
  teaHouseOnlyBody: 'Delivery orders are handled by tea house franchisees. Once you run a tea house, orders placed with it show here.',
  backToMine: 'Back to my account',
  failedRetry: 'Something went wrong. Please try again',
  action: {
    confirmDelivery: 'Deliver',
    markLack: 'Out of stock',
    confirmPick: 'Picked up',
    agreeRefund: 'Refund',
    busy: 'Saving…',
  },
  confirm: {
    confirmDeliveryTitle: 'Deliver this order',
    confirmDeliveryBody: 'Is order {orderNo} on its way? The buyer will see "On the way".',
    confirmPickTitle: 'Confirm pick-up',
    confirmPickBody: 'Has the buyer collected order {orderNo}? The order will be completed.',
    agreeRefundTitle: 'Agree to refund',
    agreeRefundBody: '¥{amount} goes back to the buyer. This cannot be undone.',
    ok: 'OK',
    cancel: 'Cancel',
  },
  lack: {
    title: 'Mark out of stock',
    label: 'Reason',
    placeholder: 'e.g. this size is back in 3 days',
    required: 'Enter a reason',
    submit: 'Mark out of stock',
  },
  done: {
    confirmDelivery: 'Delivery confirmed',
    markLack: 'Marked out of stock',
    confirmPick: 'Pick-up confirmed',
    agreeRefund: 'Refund agreed',
  },
};

export default sendOrderEnUS;
