import { ORDER_STATUS_TEXT, type Order, type OrderStatus } from '@/api/types/order';
import { orders, type OrderRecord } from '../data/order';

export interface OrderTables {
  orders: OrderRecord[];
  /** next order number (ids and order numbers of orders created at run time) */
  orderSeq: number;
}

export function seedOrders(): OrderTables {
  return { orders: structuredClone(orders), orderSeq: 3000 };
}

/** Sets an order's status and its text together. */
export function setOrderStatus(order: OrderRecord, status: OrderStatus): void {
  order.status = status;
  order.statusText = ORDER_STATUS_TEXT[status];
}

/** An order as the API returns it (without the delete flag). */
export function orderView(record: OrderRecord): Order {
  const view: Order & { deleteFlag?: 0 | 1 } = structuredClone(record);
  delete view.deleteFlag;
  return view;
}
