import type { Widen } from '../widen';
import type { orderListZhCN } from './orderList';

/** /order, the order list: en-US, the same keys (checked by the type). */
const orderListEnUS: Widen<typeof orderListZhCN> = {
  tab: {
    all: 'All',
    '0': 'Unpaid',
    '1': 'To ship',
    '2': 'Shipped',
    '3': 'Done',
    '5': 'Returns',
  },
  orderNo: 'No. {orderNo}',
  pieces: 'Qty {count}',
  toPay: 'To pay',
  paid: 'Paid',
  goShopping: 'Go shopping',
  emptyTitle: 'No orders',
  emptyBodyAll: 'No orders yet. Find a tea you like.',
  emptyBodyTab: 'No orders here yet',
};

export default orderListEnUS;
