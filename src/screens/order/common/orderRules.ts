import type { Order, OrderLine, OrderStatus } from '@/api/types/order';

/*
 * The order screens' rules as pure functions: the list's status tabs and their `?status=` value,
 * and which actions an order allows where it is shown. The server refuses a wrong-status action
 * anyway (code 0); these rules decide which buttons a buyer sees.
 */

/** A tab of the order list: every order, or one status (售后 is status 5, 售后中). */
export type OrderTab = 'all' | 0 | 1 | 2 | 3 | 5;

/** The tabs in the order they are shown. */
export const ORDER_TABS: readonly OrderTab[] = ['all', 0, 1, 2, 3, 5];

/**
 * The tab of `?status=` (the order table's status, as the mine page's red dots count them):
 * absent or unknown is every order.
 */
export function tabFromQuery(params: URLSearchParams): OrderTab {
  const raw = params.get('status');
  if (raw === null || raw.trim() === '') return 'all';
  const found = ORDER_TABS.find((tab) => tab !== 'all' && String(tab) === raw.trim());
  return found ?? 'all';
}

/** `?status=` of a tab; `undefined` (no parameter) for every order. */
export function tabQueryValue(tab: OrderTab): number | undefined {
  return tab === 'all' ? undefined : tab;
}

/** The order list call's status for a tab (none: every order). */
export function tabStatus(tab: OrderTab): OrderStatus | undefined {
  return tab === 'all' ? undefined : tab;
}

/**
 * What a buyer can do with an order:
 * - cancel, pay: 待付款;
 * - logistics: an express order on its way (the list; details shows its latest trace as a row);
 * - confirm: 待收货 (confirm receipt);
 * - refund: 待发货, apply 仅退款 (details); return: 待收货 / 已完成, apply 退货退款 (details);
 * - returnLogistics: an approved-to-send-back return (退货退款 waiting for the parcel) (details);
 * - review: 已完成 with a goods line not reviewed yet (an upgrade, gift-package or fee order has none);
 * - rebuy: a normal order that is no longer waiting for payment (an upgrade or activity order is
 *   not bought again from the order: its package is bought where it is offered);
 * - delete: 已完成, 已取消, 已退款;
 * - viewRefund, withdraw: 售后中 (details): open the after-sale list; withdraw a request still open.
 */
export type OrderActionKind =
  | 'cancel'
  | 'pay'
  | 'logistics'
  | 'confirm'
  | 'refund'
  | 'return'
  | 'returnLogistics'
  | 'delete'
  | 'review'
  | 'rebuy'
  | 'viewRefund'
  | 'withdraw';

/** Where the actions show: a card of the list (only exits the list's leave guard allows) or the details page. */
export type ActionPlace = 'list' | 'details';

/** The primary (filled, red) actions; the others are outlined. */
export const PRIMARY_ACTIONS: readonly OrderActionKind[] = ['pay', 'confirm', 'review'];

/**
 * What a tap on an order's line opens, by what the line is:
 * - a goods (a normal, point-exchange, agent-purchase or activity goods order): its goods page;
 * - a membership upgrade package (`upgrade` orders): the membership page, where the upgrade is explained;
 * - a gift package of an activity (`packageId`) or a fee (`shopFee`, no goods): nothing, there is no
 *   page of its own to show.
 * Every screen that shows order lines asks this, and the review (only goods are reviewed) too.
 */
export type LineLink = { to: 'goods'; goodsId: string } | { to: 'membership' } | null;

export function lineLink(order: Pick<Order, 'orderType'>, line: Pick<OrderLine, 'goodsId' | 'packageId'>): LineLink {
  if (order.orderType === 'upgrade') return { to: 'membership' };
  if (order.orderType === 'shopFee' || line.packageId || !line.goodsId) return null;
  return { to: 'goods', goodsId: line.goodsId };
}

/** Whether a line is a goods of the shop (one that has a goods page and can be reviewed). */
export function isGoodsLine(order: Pick<Order, 'orderType'>, line: Pick<OrderLine, 'goodsId' | 'packageId'>): boolean {
  return lineLink(order, line)?.to === 'goods';
}

const canRebuy = (order: Order) => order.orderType === 'normal';
const hasLogistics = (order: Order) => order.deliveryType === 1 && order.logistics !== null;
/** a goods line not reviewed yet: packages and fees are not reviewed */
const awaitsReview = (order: Order) => order.lines.some((line) => line.evaluated === 0 && isGoodsLine(order, line));

/** Whether a return's goods may be sent back now: a 退货退款 request still 待处理 without a waybill. */
export function awaitsReturnLogistics(order: Order): boolean {
  const request = order.afterSale;
  return order.status === 5 && request !== null && request.type === 2 && request.status === 1 && request.returnLogistics === null;
}

/** An after-sale request the buyer may still withdraw: the seller has not refunded it, the buyer not withdrawn it. */
function afterSaleOpen(order: Order): boolean {
  const request = order.afterSale;
  return order.status === 5 && request !== null && (request.status === 1 || request.status === 2);
}

/**
 * An order closed because its payment window ended: the server closes it (已取消, the close time
 * its pay-by time, which a buyer's cancel clears), and it shows as 交易关闭, not 已取消.
 */
export function closedUnpaid(order: Order): boolean {
  return order.status === 4 && order.payExpireTime !== '' && order.cancelTime === order.payExpireTime;
}

/** The status an order shows: its status, or `closed` (交易关闭) for one its payment window closed. */
export function shownStatus(order: Order): OrderStatus | 'closed' {
  return closedUnpaid(order) ? 'closed' : order.status;
}

/** The actions of an order, left to right (the primary one last). */
export function orderActions(order: Order, place: ActionPlace): OrderActionKind[] {
  const details = place === 'details';
  const actions: (OrderActionKind | false)[] = [];
  switch (order.status) {
    case 0:
      actions.push('cancel', 'pay');
      break;
    case 1:
      actions.push(details && 'refund', canRebuy(order) && 'rebuy');
      break;
    case 2:
      actions.push(details && 'return', !details && hasLogistics(order) && 'logistics', 'confirm');
      break;
    case 3:
      actions.push('delete', details && 'return', canRebuy(order) && 'rebuy', awaitsReview(order) && 'review');
      break;
    case 5:
      actions.push(details && 'viewRefund', details && afterSaleOpen(order) && 'withdraw', details && awaitsReturnLogistics(order) && 'returnLogistics');
      break;
    case 4:
    case 6:
      actions.push('delete', canRebuy(order) && 'rebuy');
      break;
  }
  return actions.filter((action): action is OrderActionKind => action !== false);
}

/** The number of pieces of an order (the sum of its lines' quantities). */
export function pieceCount(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}
