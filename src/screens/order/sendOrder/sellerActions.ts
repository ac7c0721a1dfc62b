import type { DeliveryStatus, Order } from '@/api/types/order';

/*
 * What a tea house may do with a distribution order, by its status: the same rules as the order
 * service (docs/orders.md), so a button is never offered for a step the server refuses.
 */

export type SellerAction = 'confirmDelivery' | 'markLack' | 'confirmPick' | 'agreeRefund';

/** The tabs of /sendOrder, one per delivery status. */
export const DELIVERY_TABS = [
  { status: 0, key: 'waiting' },
  { status: 1, key: 'lack' },
  { status: 2, key: 'delivering' },
  { status: 3, key: 'picked' },
] as const satisfies readonly { status: DeliveryStatus; key: string }[];

export type DeliveryTabKey = (typeof DELIVERY_TABS)[number]['key'];

/** The tab of `?deliveryStatus=`; the first (待配送) when it names none. */
export function tabOf(value: string | null): DeliveryStatus {
  return DELIVERY_TABS.find((tab) => String(tab.status) === value)?.status ?? 0;
}

/** Whether the after-sale request can be agreed now: a refund at once, a return once its goods are sent back. */
function refundable(order: Order): boolean {
  const afterSale = order.afterSale;
  if (order.status !== 5 || !afterSale) return false;
  return afterSale.type === 1 ? afterSale.status === 1 : afterSale.status === 2;
}

/** The actions of one order, in the order the card shows them (the main one last). */
export function sellerActions(order: Order): SellerAction[] {
  if (order.status === 5) return refundable(order) ? ['agreeRefund'] : [];
  if (order.status === 1 && order.deliveryStatus === 0) return ['markLack', 'confirmDelivery'];
  if (order.status === 1 && order.deliveryStatus === 1) return ['confirmDelivery'];
  if (order.status === 2 && order.deliveryStatus === 2) return ['confirmPick'];
  return [];
}

export type SellerStatusKey = 'waiting' | 'lack' | 'delivering' | 'awaitingPickup' | 'picked' | 'afterSale' | 'refunded';

/** The status the card shows: the after-sale first, then the delivery step (pick-up orders wait to be picked up). */
export function sellerStatus(order: Order): SellerStatusKey {
  if (order.status === 6) return 'refunded';
  if (order.status === 5) return 'afterSale';
  switch (order.deliveryStatus) {
    case 1:
      return 'lack';
    case 2:
      return order.deliveryType === 3 ? 'awaitingPickup' : 'delivering';
    case 3:
      return 'picked';
    default:
      return 'waiting';
  }
}
