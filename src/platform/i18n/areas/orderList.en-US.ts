import type { Widen } from '../widen';
import type { orderListZhCN } from './orderList';

/** /order, the order list: en-US, the same keys (checked by the type). */
const orderListEnUS: Widen<typeof orderListZhCN> = {
  tab: {
    all: 'All',
    '0': 'Unpaid',
    '1': 'To ship',
    '2': 'Shipped',
    '3': 'Completed',
    '5': 'Returns',
  },
  orderNo: 'No. {orderNo}',
  pieces: 'Qty {count}',
  toPay: 'To pay',
  paid: 'Paid',
  goShopping: 'Go shopping',
  emptyTitle: 'No orders yet',
  emptyBodyAll: 'Find a tea you like and it shows up here.',
  emptyBodyTab: 'No orders here yet',
};

export default orderListEnUS;
