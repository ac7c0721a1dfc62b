import { ORDER_STATUS_TEXT, type Order, type OrderStatus } from '@/api/types/order';
import { BUSINESS_NOW } from '../clock';
import { orders, type OrderRecord } from '../data/order';
import { findSku, type GoodsTables } from './goods';

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

/** Stock goes back on the shelf when an order is cancelled, closed or refunded. */
export function restock(tables: GoodsTables, order: OrderRecord): void {
  for (const line of order.lines) {
    const found = findSku(tables, line.skuId);
    if (!found) continue;
    found.sku.stock += line.quantity;
    found.goods.sales = Math.max(0, found.goods.sales - line.quantity);
  }
}

/** The reason a closed unpaid order carries (its `cancelTime` is its `payExpireTime`). */
export const PAY_TIMEOUT_REASON = '超时未支付，订单已关闭';

/**
 * Closes every unpaid order whose payment window has ended: 已取消 with the timeout's reason, the
 * close time its pay-by time (kept, so the screens can tell it from a buyer's cancel), stock back.
 * The mock's business clock decides (fixed at 2026-11-20 10:00 Beijing time), so the seed closes the
 * same orders in stories, unit tests and e2e; orders placed at run time have 24 hours from then.
 * Run before every call (mocks/server/handle.ts), as a server's scheduled job would have run.
 */
export function closeOverdueOrders(tables: OrderTables & GoodsTables, now: string = BUSINESS_NOW): void {
  for (const order of tables.orders) {
    if (order.status !== 0 || order.payExpireTime === '' || order.payExpireTime > now) continue;
    setOrderStatus(order, 4);
    order.cancelTime = order.payExpireTime;
    order.cancelReason = PAY_TIMEOUT_REASON;
    restock(tables, order);
  }
}
