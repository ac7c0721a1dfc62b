import type { Address } from '@/api/types/cart';
import { catalogue } from '@/api/catalogue';
import type { AddressSnapshot, CreateAgentPurchaseArg, OrderCreateArg, OrderType, SettleItem, SettleLine } from '@/api/types/order';
import { addFen, clampFen, fen, minFen, multiplyFen, subtractFen, sumYuan, toYuan, ZERO_FEN } from '@/lib/money';
import { NOTHING_AFTER_PAYMENT, payExpireTimeOf, priceLines, type OrderRecord } from '../../data/order';
import type { Db } from '../../db';
import { chooseAddress } from '../../db/cart';
import { findSku } from '../../db/goods';
import type { MemberRecord } from '../../db/members';
import { handle, reject } from '../../server/handle';
import { idList, integer, records, signedIn, text } from '../../server/request';
import { beijingTime, BUSINESS_NOW } from '../../clock';
import { agentPrice, oneItem, settleLines } from './helpers';

/* Order service: creating normal, point-exchange and agent-purchase orders (activity orders: ./activity.ts). */

function snapshot(address: Address): AddressSnapshot {
  const { receiver, mobile, provinceName, cityName, regionName, detail } = address;
  return { receiver, mobile, provinceName, cityName, regionName, detail };
}

/** One entry of the `items` of orderCreate and createAgentPurchase, as the catalogue declares it. */
type ItemArg = (OrderCreateArg | CreateAgentPurchaseArg)['items'][number];

/** The goods lines of `items`; an entry that is not an object is skipped. */
function items(value: unknown): SettleItem[] {
  return records<ItemArg>(value).map((row) => ({ goodsId: text(row.goodsId), skuId: text(row.skuId), quantity: integer(row.quantity) ?? 0 }));
}

export interface NewOrder {
  member: MemberRecord;
  lines: SettleLine[];
  address: Address;
  orderType: OrderType;
  remark?: string;
  /** paid on creation (point exchange) */
  paid?: boolean;
  points?: number;
}

/** Creates the order, takes the stock, and answers what every create call returns. */
export function createOrder(db: Db, { member, lines, address, orderType, remark = '', paid = false, points = 0 }: NewOrder): OrderRecord {
  db.orderSeq += 1;
  const now = beijingTime();
  const orderId = `o-${db.orderSeq}`;
  const orderNo = `TM${now.replace(/\D/g, '')}${String(db.orderSeq).padStart(6, '0')}`;
  const goodsAmount = toYuan(sumYuan(lines, (line) => line.amount));
  const prices = paid ? { freight: 0, discount: 0, payAmount: 0 } : priceLines(goodsAmount);
  for (const line of lines) {
    const found = findSku(db, line.skuId);
    if (!found) continue;
    found.sku.stock -= line.quantity;
    found.goods.sales += line.quantity;
  }
  const order: OrderRecord = {
    orderId,
    orderNo,
    memberId: member.memberId,
    buyerName: member.nickname,
    status: paid ? 1 : 0,
    statusText: paid ? '待发货' : '待付款',
    orderType,
    deliveryType: 1,
    sellerId: '',
    deliveryStatus: null,
    lackReason: '',
    lines: lines.map((line, index) => ({
      lineId: `${orderId}-${index + 1}`,
      goodsId: line.goodsId,
      skuId: line.skuId,
      goodsName: line.goodsName,
      mainImage: line.mainImage,
      specText: line.specText,
      price: line.price,
      quantity: line.quantity,
      amount: line.amount,
      evaluated: 0,
    })),
    address: snapshot(address),
    goodsAmount,
    ...prices,
    points,
    remark: remark.slice(0, 100),
    createTime: now,
    payExpireTime: paid ? '' : payExpireTimeOf(now),
    payTime: paid ? now : '',
    ...NOTHING_AFTER_PAYMENT,
  };
  db.orders.push(order);
  return order;
}

export function requireAddress(db: Db, member: MemberRecord, addressId: unknown): Address {
  if (!text(addressId)) reject(0, '请选择收货地址', {});
  const address = chooseAddress(db, member.memberId, text(addressId));
  if (!address) reject(0, '收货地址不存在', {});
  return address;
}

/**
 * The member coupon an order uses (`couponId` = the held coupon's id), checked before anything
 * changes, and what it takes off. A coupon of a category covers only the order's lines of that
 * category: there must be some, and their sum must reach the threshold; any other coupon covers the
 * whole goods total. Money off and vouchers take their amount, a discount coupon its rate of what it
 * covers; never more than what it covers, nor than the goods total left after the shop's own promotion.
 */
function orderCoupon(db: Db, member: MemberRecord, couponId: unknown, lines: SettleLine[]): { held: Db['memberCoupons'][number]; off: number } | null {
  const id = text(couponId);
  if (!id) return null;
  const held = db.memberCoupons.find((candidate) => candidate.id === id && candidate.memberId === member.memberId);
  const coupon = held && db.coupons.find((candidate) => candidate.couponId === held.couponId);
  if (!held || !coupon) reject(0, '优惠券不存在', {});
  if (held.status === 1) reject(0, '该优惠券已使用', {});
  if (held.status === 2 || BUSINESS_NOW > coupon.endTime) reject(0, '该优惠券已过期', {});
  if (BUSINESS_NOW < coupon.startTime) reject(0, '该优惠券尚未到使用时间', {});
  const { categoryId } = coupon;
  const covered = categoryId ? lines.filter((line) => line.categoryId === categoryId) : lines;
  const kind = categoryId ? `${coupon.categoryName ?? '指定分类'}类商品` : '商品';
  if (covered.length === 0) reject(0, `该优惠券仅限${kind}使用，当前订单不可用`, {});
  const coveredAmount = sumYuan(covered, (line) => line.amount);
  if (coveredAmount < fen(coupon.threshold)) reject(0, `${kind}金额未满 ${coupon.threshold} 元，无法使用该优惠券`, {});
  const goodsAmount = toYuan(sumYuan(lines, (line) => line.amount));
  const { discount } = priceLines(goodsAmount);
  const off = coupon.type === 2 ? multiplyFen(coveredAmount, 1 - coupon.discount) : fen(coupon.amount);
  const ceiling = minFen(coveredAmount, subtractFen(fen(goodsAmount), fen(discount)));
  return { held, off: toYuan(clampFen(off, ZERO_FEN, ceiling)) };
}

const POINTS_PER_YUAN = 10;

export const createHandlers = [
  // exempt from the code-0 rule: a failure answers code 0 with the failing line as data
  handle(catalogue.orderCreate, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    const address = requireAddress(db, buyer, arg.addressId);
    const lines = settleLines(db, items(arg.items));
    const coupon = orderCoupon(db, buyer, arg.couponId, lines);
    const order = createOrder(db, { member: buyer, lines, address, orderType: 'normal', remark: text(arg.remark) });
    if (coupon) {
      order.discount = toYuan(addFen(fen(order.discount), fen(coupon.off)));
      order.couponAmount = coupon.off;
      order.payAmount = toYuan(subtractFen(fen(order.payAmount), fen(coupon.off)));
      coupon.held.status = 1;
      coupon.held.useTime = beijingTime();
    }
    const cartIds = idList(arg.cartIds);
    if (cartIds.length > 0) {
      db.cartLines = db.cartLines.filter((line) => !(line.memberId === buyer.memberId && cartIds.includes(line.cartId)));
    }
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
  }),
  handle(catalogue.createPointExchange, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    const address = requireAddress(db, buyer, arg.addressId);
    const lines = settleLines(db, [oneItem(arg)]);
    const points = lines.reduce((sum, line) => sum + Math.round((fen(line.amount) * POINTS_PER_YUAN) / 100), 0);
    const order = createOrder(db, { member: buyer, lines, address, orderType: 'pointExchange', paid: true, points });
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount, points };
  }),
  handle(catalogue.createAgentPurchase, ({ db, member, arg }) => {
    const agent = signedIn(member);
    if (agent.role !== 'agent') reject(0, '仅茶馆代理可以进货', {});
    const address = requireAddress(db, agent, arg.addressId);
    const lines = settleLines(db, items(arg.items), agentPrice);
    const order = createOrder(db, { member: agent, lines, address, orderType: 'agentPurchase', remark: text(arg.remark) });
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
  }),
];
