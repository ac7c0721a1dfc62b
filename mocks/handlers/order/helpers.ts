import type { OrderIdArg, OrderStatus, SettleItem, SettleLine } from '@/api/types/order';
import { addFen, fen, multiplyFen, toYuan } from '@/lib/money';
import { beijingTime } from '../../clock';
import { restock as restockTables, setOrderStatus } from '../../db/order';
import { payAccountOf } from '../../db/pay';
import type { OrderRecord } from '../../data/order';
import type { Db } from '../../db';
import { findSku } from '../../db/goods';
import type { MemberRecord } from '../../db/members';
import { reject, type Received } from '../../server/handle';
import { integer, signedIn, text } from '../../server/request';

/* Helpers shared by the order-service handlers: finding an order the caller may touch, status checks, stock, settle lines. */

/** A buyer's own order (not deleted), or the failure the screen shows. */
export function ownOrder(db: Db, member: MemberRecord | null, arg: Received<OrderIdArg>): OrderRecord {
  const { memberId } = signedIn(member);
  const orderId = text(arg.orderId);
  if (!orderId) reject(0, '订单编号不能为空', {});
  const order = db.orders.find((candidate) => candidate.orderId === orderId && candidate.memberId === memberId && candidate.deleteFlag === 0);
  if (!order) reject(0, '订单不存在', {});
  return order;
}

/** A distribution order the logged-in tea house delivers. */
export function sellerOrder(db: Db, member: MemberRecord | null, arg: Received<OrderIdArg>): OrderRecord {
  const { memberId } = signedIn(member);
  const order = db.orders.find((candidate) => candidate.orderId === text(arg.orderId) && candidate.sellerId === memberId);
  if (!order) reject(0, '配送订单不存在', {});
  return order;
}

/** The buyer's or the delivering tea house's order. */
export function visibleOrder(db: Db, member: MemberRecord | null, arg: Received<OrderIdArg>): OrderRecord {
  const { memberId } = signedIn(member);
  const order = db.orders.find(
    (candidate) =>
      candidate.orderId === text(arg.orderId) &&
      ((candidate.memberId === memberId && candidate.deleteFlag === 0) || candidate.sellerId === memberId),
  );
  if (!order) reject(0, '订单不存在', {});
  return order;
}

export function requireStatus(order: OrderRecord, allowed: readonly OrderStatus[], message: string): void {
  if (!allowed.includes(order.status)) reject(0, `${message}（当前状态：${order.statusText}）`, {});
}

/** Stock goes back on the shelf when an order is cancelled or refunded. */
export function restock(db: Db, order: OrderRecord): void {
  restockTables(db, order);
}

/**
 * A refund is paid out (the seller or the mall agreed, or the payment service refunded): the
 * after-sale ends 退款成功, the order 已退款, the stock goes back, and the payment is marked refunded
 * (a balance payment back to the balance; WeChat and Alipay to the original account).
 */
export function completeRefund(db: Db, order: OrderRecord, at: string = beijingTime()): number {
  const refundAmount = order.afterSale?.refundAmount ?? order.payAmount;
  if (order.afterSale) {
    order.afterSale.status = 3;
    order.afterSale.finishTime = at;
  }
  setOrderStatus(order, 6);
  // a distribution not made yet is called off: the order leaves the tea house's 待配送 / 缺货 lists
  if (order.deliveryStatus === 0 || order.deliveryStatus === 1) order.deliveryStatus = null;
  restock(db, order);
  const payment = db.orderPayments.find((candidate) => candidate.orderId === order.orderId && candidate.status === 'SUCCESS');
  if (payment) {
    payment.status = 'REFUNDED';
    payment.refundNo = payment.refundNo ?? `R${payment.payNo.slice(1)}`;
    payment.refundAmount = refundAmount;
    payment.refundTime = at;
    if (payment.payType === 'BALANCE') {
      const account = payAccountOf(db, order.memberId);
      account.balance = toYuan(addFen(fen(account.balance), fen(refundAmount)));
    }
  }
  return refundAmount;
}

/** The after-sale still waiting for the seller (待处理 or, for a return, 待退款), or the refusal. */
export function openAfterSaleOf(order: OrderRecord, refusal: string): NonNullable<OrderRecord['afterSale']> {
  requireStatus(order, [5], '订单不在售后中');
  const afterSale = order.afterSale;
  if (!afterSale || afterSale.status > 2) return reject(0, refusal, {});
  return afterSale;
}

/** The one goods line of a buy-now, point-exchange or activity call (their Arg is a SettleItem plus more). */
export function oneItem(arg: Received<SettleItem>): SettleItem {
  return { goodsId: text(arg.goodsId), skuId: text(arg.skuId), quantity: integer(arg.quantity ?? 1) ?? 0 };
}

/** Which SKU price a settle line uses: the list price, or the agent's (member) price. */
type PriceOf = (line: { price: number; memberPrice: number }) => number;
const listPrice: PriceOf = (sku) => sku.price;
export const agentPrice: PriceOf = (sku) => sku.memberPrice;

/**
 * Checks each item against the shelf and the stock; a failure answers code 0 with the failing line
 * as data (settle calls reject with a toast; orderCreate, exempt from the code-0 rule, passes it through).
 */
export function settleLines(db: Db, list: SettleItem[], priceOf: PriceOf = listPrice): SettleLine[] {
  if (list.length === 0) reject(0, '请选择要结算的商品', {});
  return list.map((item) => {
    const found = findSku(db, item.skuId);
    if (!found || (item.goodsId && found.goods.goodsId !== item.goodsId)) reject(0, '商品规格不存在', { skuId: item.skuId });
    const { goods, sku } = found;
    if (item.quantity < 1) reject(0, '商品数量不能少于 1 件', { skuId: sku.skuId });
    if (goods.status === 0) reject(0, `「${goods.goodsName}」已下架`, { skuId: sku.skuId, goodsName: goods.goodsName, stock: 0 });
    if (sku.stock < item.quantity) {
      reject(0, sku.stock === 0 ? `「${goods.goodsName}」${sku.specText} 已售罄` : `「${goods.goodsName}」${sku.specText} 库存不足，仅剩 ${sku.stock} 件`, {
        skuId: sku.skuId,
        goodsName: goods.goodsName,
        stock: sku.stock,
      });
    }
    const price = priceOf(sku);
    return {
      goodsId: goods.goodsId,
      skuId: sku.skuId,
      quantity: item.quantity,
      goodsName: goods.goodsName,
      mainImage: sku.image || (goods.images[0] ?? ''),
      specText: sku.specText,
      price,
      amount: toYuan(multiplyFen(fen(price), item.quantity)),
      stock: sku.stock,
      categoryId: goods.categoryId,
    };
  });
}
