import type { AfterSale, Order } from '@/api/types/order';

/*
 * The after-sale request of an order: what its card says and which actions it allows. Pure, so
 * the rules are tested without a page.
 */

export type AfterSaleAction = 'viewOrder' | 'fillLogistics' | 'cancel';

/** Still open: the seller has not refunded it and the buyer has not withdrawn it. */
export const isOpen = (afterSale: AfterSale): boolean => afterSale.status === 1 || afterSale.status === 2;

/** A return waiting for the buyer to send the goods back with a waybill number. */
export const awaitsReturnLogistics = (afterSale: AfterSale): boolean => afterSale.type === 2 && afterSale.status === 1 && afterSale.returnLogistics === null;

/** The actions of an after-sale card, in the order they show (the first is the main one). */
export function afterSaleActions(order: Order): AfterSaleAction[] {
  const { afterSale } = order;
  if (!afterSale) return ['viewOrder'];
  const actions: AfterSaleAction[] = ['viewOrder'];
  if (order.status === 5 && isOpen(afterSale)) actions.push('cancel');
  if (order.status === 5 && awaitsReturnLogistics(afterSale)) actions.push('fillLogistics');
  return actions;
}

/** The after-sale that /setRefund?type=refund|return would open for this order, or why not. */
export type RequestKind = 'refund' | 'return';

export function requestKindFor(order: Order): RequestKind | null {
  if (order.status === 1) return 'refund';
  if (order.status === 2 || order.status === 3) return 'return';
  return null;
}
