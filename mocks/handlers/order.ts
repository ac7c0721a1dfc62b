import type { Address } from '@/api/types/cart';
import { catalogue } from '@/api/catalogue';
import type { AddressSnapshot, OrderStatus, OrderType, SettleItem, SettleLine, SettlePreview, SettleType } from '@/api/types/order';
import { addFen, clampFen, fen, multiplyFen, subtractFen, sumYuan, toYuan, ZERO_FEN } from '@/lib/money';
import { priceLines, type OrderRecord } from '../data/order';
import type { Db } from '../db';
import { chooseAddress } from '../db/cart';
import { findGoods, findSku } from '../db/goods';
import type { MemberRecord } from '../db/members';
import { orderView, setOrderStatus } from '../db/order';
import { handle, paginate, reject } from '../server/handle';
import { idList, integer, signedIn, text } from '../server/request';
import { beijingTime, BUSINESS_NOW } from '../clock';

/* ------------------------------------------------------------------ helpers */

const byCreateTimeDesc = (a: OrderRecord, b: OrderRecord) => b.createTime.localeCompare(a.createTime);

/** A buyer's own order (not deleted), or the failure the screen shows. */
function ownOrder(db: Db, member: MemberRecord | null, body: Record<string, unknown>): OrderRecord {
  const { memberId } = signedIn(member);
  const orderId = text(body.orderId);
  if (!orderId) reject(0, '订单编号不能为空', {});
  const order = db.orders.find((candidate) => candidate.orderId === orderId && candidate.memberId === memberId && candidate.deleteFlag === 0);
  if (!order) reject(0, '订单不存在', {});
  return order;
}

/** A distribution order the logged-in tea house delivers. */
function sellerOrder(db: Db, member: MemberRecord | null, body: Record<string, unknown>): OrderRecord {
  const { memberId } = signedIn(member);
  const order = db.orders.find((candidate) => candidate.orderId === text(body.orderId) && candidate.sellerId === memberId);
  if (!order) reject(0, '配送订单不存在', {});
  return order;
}

/** The buyer's or the delivering tea house's order. */
function visibleOrder(db: Db, member: MemberRecord | null, body: Record<string, unknown>): OrderRecord {
  const { memberId } = signedIn(member);
  const order = db.orders.find(
    (candidate) =>
      candidate.orderId === text(body.orderId) &&
      ((candidate.memberId === memberId && candidate.deleteFlag === 0) || candidate.sellerId === memberId),
  );
  if (!order) reject(0, '订单不存在', {});
  return order;
}

function requireStatus(order: OrderRecord, allowed: readonly OrderStatus[], message: string): void {
  if (!allowed.includes(order.status)) reject(0, `${message}（当前状态：${order.statusText}）`, {});
}

function snapshot(address: Address): AddressSnapshot {
  const { receiver, mobile, provinceName, cityName, regionName, detail } = address;
  return { receiver, mobile, provinceName, cityName, regionName, detail };
}

/** Stock goes back on the shelf when an order is cancelled or refunded. */
function restock(db: Db, order: OrderRecord): void {
  for (const line of order.lines) {
    const found = findSku(db, line.skuId);
    if (!found) continue;
    found.sku.stock += line.quantity;
    found.goods.sales = Math.max(0, found.goods.sales - line.quantity);
  }
}

function items(value: unknown): SettleItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { goodsId, skuId, quantity } = row as Record<string, unknown>;
    return [{ goodsId: text(goodsId), skuId: text(skuId), quantity: integer(quantity) ?? 0 }];
  });
}

type PriceOf = (line: { price: number; memberPrice: number }) => number;
const listPrice: PriceOf = (sku) => sku.price;
const agentPrice: PriceOf = (sku) => sku.memberPrice;

/**
 * Checks each item against the shelf and the stock; a failure answers code 0 with the failing line
 * as data (settle calls reject with a toast; orderCreate, exempt from the code-0 rule, passes it through).
 */
function settleLines(db: Db, list: SettleItem[], priceOf: PriceOf = listPrice): SettleLine[] {
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
    };
  });
}

function preview(db: Db, member: MemberRecord, settleType: SettleType, lines: SettleLine[], addressId: unknown, cartIds: string[] = []): SettlePreview {
  const goodsAmount = toYuan(sumYuan(lines, (line) => line.amount));
  const address = chooseAddress(db, member.memberId, text(addressId) || undefined);
  if (text(addressId) && !address) reject(0, '收货地址不存在', {});
  return {
    settleType,
    lines,
    cartIds,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    goodsAmount,
    ...priceLines(goodsAmount),
    address,
  };
}

interface NewOrder {
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
function createOrder(db: Db, { member, lines, address, orderType, remark = '', paid = false, points = 0 }: NewOrder): OrderRecord {
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
    })),
    address: snapshot(address),
    goodsAmount,
    ...prices,
    points,
    remark: remark.slice(0, 100),
    createTime: now,
    payTime: paid ? now : '',
    deliveryTime: '',
    receiveTime: '',
    cancelTime: '',
    cancelReason: '',
    logistics: null,
    afterSale: null,
    deleteFlag: 0,
  };
  db.orders.push(order);
  return order;
}

function requireAddress(db: Db, member: MemberRecord, addressId: unknown): Address {
  if (!text(addressId)) reject(0, '请选择收货地址', {});
  const address = chooseAddress(db, member.memberId, text(addressId));
  if (!address) reject(0, '收货地址不存在', {});
  return address;
}

/**
 * The member coupon an order uses (`couponId` = the held coupon's id), checked before anything
 * changes, and what it takes off: money off and vouchers their amount, a discount coupon its rate
 * of the goods total, never more than the goods total left after the shop's own promotion.
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
  const goodsAmount = toYuan(sumYuan(lines, (line) => line.amount));
  if (fen(goodsAmount) < fen(coupon.threshold)) reject(0, `商品金额未满 ${coupon.threshold} 元，无法使用该优惠券`, {});
  const { discount } = priceLines(goodsAmount);
  const off = coupon.type === 2 ? multiplyFen(fen(goodsAmount), 1 - coupon.discount) : fen(coupon.amount);
  return { held, off: toYuan(clampFen(off, ZERO_FEN, subtractFen(fen(goodsAmount), fen(discount)))) };
}

function oneItem(body: Record<string, unknown>): SettleItem {
  return { goodsId: text(body.goodsId), skuId: text(body.skuId), quantity: integer(body.quantity ?? 1) ?? 0 };
}

const afterSaleNo = (order: OrderRecord) => `AS${beijingTime().replace(/\D/g, '')}${order.orderId.replace(/\D/g, '').padStart(6, '0')}`;

const LOGISTICS_SN = /^[A-Za-z0-9]{8,20}$/;
const ACTIVITY_LIMIT = 2;
const POINTS_PER_YUAN = 10;
const INVITER_RATE = 0.1;
const SELLER_RATE = 0.15;

/* ------------------------------------------------------------------ handlers */

export const orderHandlers = [
  handle(catalogue.orderList, ({ db, member, body }) => {
    const { memberId } = signedIn(member);
    const status = body.status === undefined || body.status === null || body.status === '' ? null : integer(body.status);
    const rows = db.orders
      .filter((order) => order.memberId === memberId && order.deleteFlag === 0 && (status === null || order.status === status))
      .sort(byCreateTimeDesc)
      .map(orderView);
    return paginate(rows, body);
  }),
  handle(catalogue.returnList, ({ db, member, body }) => {
    const { memberId } = signedIn(member);
    const rows = db.orders
      .filter((order) => order.memberId === memberId && order.deleteFlag === 0 && order.afterSale !== null)
      .sort((a, b) => (b.afterSale?.applyTime ?? '').localeCompare(a.afterSale?.applyTime ?? ''))
      .map(orderView);
    return paginate(rows, body);
  }),
  handle(catalogue.sellerOrderList, ({ db, member, body }) => {
    const { memberId } = signedIn(member);
    const deliveryStatus = body.deliveryStatus === undefined || body.deliveryStatus === null || body.deliveryStatus === '' ? null : integer(body.deliveryStatus);
    const rows = db.orders
      .filter((order) => order.sellerId === memberId && order.status !== 0 && (deliveryStatus === null || order.deliveryStatus === deliveryStatus))
      .sort(byCreateTimeDesc)
      .map(orderView);
    return paginate(rows, body);
  }),
  handle(catalogue.orderDetail, ({ db, member, body }) => orderView(visibleOrder(db, member, body))),

  handle(catalogue.orderCancel, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [0], '只有待付款的订单可以取消');
    setOrderStatus(order, 4);
    order.cancelTime = beijingTime();
    order.cancelReason = text(body.cancelReason) || '用户取消';
    restock(db, order);
    return orderView(order);
  }),
  handle(catalogue.orderConfirm, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [2], '只有待收货的订单可以确认收货');
    setOrderStatus(order, 3);
    order.receiveTime = beijingTime();
    if (order.deliveryStatus === 2) order.deliveryStatus = 3;
    return orderView(order);
  }),
  handle(catalogue.orderDelete, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [3, 4, 6], '只有已完成、已取消或已退款的订单可以删除');
    order.deleteFlag = 1;
    return null;
  }),

  // exempt from the code-0 rule: a failure answers code 0 with the failing line as data
  handle(catalogue.orderCreate, ({ db, member, body }) => {
    const buyer = signedIn(member);
    const address = requireAddress(db, buyer, body.addressId);
    const lines = settleLines(db, items(body.items));
    const coupon = orderCoupon(db, buyer, body.couponId, lines);
    const order = createOrder(db, { member: buyer, lines, address, orderType: 'normal', remark: text(body.remark) });
    if (coupon) {
      order.discount = toYuan(addFen(fen(order.discount), fen(coupon.off)));
      order.payAmount = toYuan(subtractFen(fen(order.payAmount), fen(coupon.off)));
      coupon.held.status = 1;
      coupon.held.useTime = beijingTime();
    }
    const cartIds = idList(body.cartIds);
    if (cartIds.length > 0) {
      db.cartLines = db.cartLines.filter((line) => !(line.memberId === buyer.memberId && cartIds.includes(line.cartId)));
    }
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
  }),
  handle(catalogue.createPointExchange, ({ db, member, body }) => {
    const buyer = signedIn(member);
    const address = requireAddress(db, buyer, body.addressId);
    const lines = settleLines(db, [oneItem(body)]);
    const points = lines.reduce((sum, line) => sum + Math.round((fen(line.amount) * POINTS_PER_YUAN) / 100), 0);
    const order = createOrder(db, { member: buyer, lines, address, orderType: 'pointExchange', paid: true, points });
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount, points };
  }),
  handle(catalogue.createAgentPurchase, ({ db, member, body }) => {
    const agent = signedIn(member);
    if (agent.role !== 'agent') reject(0, '仅茶馆代理可以进货', {});
    const address = requireAddress(db, agent, body.addressId);
    const lines = settleLines(db, items(body.items), agentPrice);
    const order = createOrder(db, { member: agent, lines, address, orderType: 'agentPurchase', remark: text(body.remark) });
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
  }),
  handle(catalogue.createActivity, ({ db, member, body }) => {
    const buyer = signedIn(member);
    if (!text(body.activityId)) reject(0, '活动不存在或已结束', {});
    const item = oneItem(body);
    const bought = db.orders
      .filter((order) => order.memberId === buyer.memberId && order.orderType === 'activity' && order.status !== 4)
      .flatMap((order) => order.lines)
      .filter((line) => line.skuId === item.skuId)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (bought + item.quantity > ACTIVITY_LIMIT) reject(0, `活动商品每人限购 ${ACTIVITY_LIMIT} 件`, {});
    const address = requireAddress(db, buyer, body.addressId);
    const lines = settleLines(db, [item]);
    const order = createOrder(db, { member: buyer, lines, address, orderType: 'activity', remark: `活动 ${text(body.activityId)}` });
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
  }),

  handle(catalogue.orderLogistics, ({ db, member, body }) => {
    const order = visibleOrder(db, member, body);
    const base = { orderId: order.orderId, orderNo: order.orderNo, statusText: order.statusText };
    if (order.logistics) return { ...base, ...structuredClone(order.logistics) };
    if (order.deliveryType !== 1 && order.deliveryTime) {
      const company = order.deliveryType === 3 ? '到店自提' : '门店配送';
      const traces = [{ time: order.deliveryTime, content: order.deliveryType === 3 ? '茶馆已备货，请凭订单号到店自提' : '茶馆已安排配送，请保持电话畅通' }];
      if (order.receiveTime) traces.unshift({ time: order.receiveTime, content: order.deliveryType === 3 ? '已到店提货' : '已送达，签收人：本人' });
      return { ...base, company, logisticsSn: '', traces };
    }
    return reject(0, '订单尚未发货，暂无物流信息', {});
  }),
  handle(catalogue.incomeDetail, ({ db, member, body }) => {
    const { memberId } = signedIn(member);
    const order = db.orders.find((candidate) => candidate.orderId === text(body.orderId));
    if (!order) reject(0, '订单不存在', {});
    const buyer = db.members.find((candidate) => candidate.memberId === order.memberId);
    const isSeller = order.sellerId === memberId;
    if (!isSeller && buyer?.inviterId !== memberId) reject(0, '无权查看该订单收益', {});
    if (order.status === 0 || order.status === 4) reject(0, '订单未支付，暂无收益', {});
    if (order.status === 6) reject(0, '订单已退款，收益已取消', {});
    const incomeRate = isSeller ? SELLER_RATE : INVITER_RATE;
    return {
      orderId: order.orderId,
      orderNo: order.orderNo,
      buyerName: order.buyerName,
      payAmount: order.payAmount,
      incomeRate,
      incomeAmount: toYuan(multiplyFen(fen(order.payAmount), incomeRate)),
      settleStatus: order.status === 3 ? 1 : 0,
      settleTime: order.status === 3 ? order.receiveTime : '',
    };
  }),

  handle(catalogue.orderRefund, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [1], '只有待发货的订单可以申请退款');
    const reason = text(body.reason);
    if (!reason) reject(0, '请选择退款原因', {});
    order.afterSale = {
      afterSaleNo: afterSaleNo(order),
      type: 1,
      status: 1,
      reason,
      description: text(body.description).slice(0, 200),
      images: [],
      refundAmount: order.payAmount,
      applyTime: beijingTime(),
      previousStatus: order.status,
      returnLogistics: null,
      finishTime: '',
    };
    setOrderStatus(order, 5);
    return orderView(order);
  }),
  handle(catalogue.orderReturn, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [2, 3], '只有已发货或已完成的订单可以申请退货');
    const reason = text(body.reason);
    if (!reason) reject(0, '请选择退货原因', {});
    const images = idList(body.images);
    if (images.length > 6) reject(0, '最多上传 6 张凭证图片', {});
    order.afterSale = {
      afterSaleNo: afterSaleNo(order),
      type: 2,
      status: 1,
      reason,
      description: text(body.description).slice(0, 200),
      images,
      refundAmount: order.payAmount,
      applyTime: beijingTime(),
      previousStatus: order.status,
      returnLogistics: null,
      finishTime: '',
    };
    setOrderStatus(order, 5);
    return orderView(order);
  }),
  handle(catalogue.confirmRefund, ({ db, member, body }) => {
    const order = visibleOrder(db, member, body);
    requireStatus(order, [5], '订单不在售后中');
    const afterSale = order.afterSale;
    if (!afterSale || afterSale.status > 2) reject(0, '售后申请已处理', {});
    if (afterSale.type === 2 && afterSale.status === 1) reject(0, '请等待买家寄回商品后再确认退款', {});
    afterSale.status = 3;
    afterSale.finishTime = beijingTime();
    setOrderStatus(order, 6);
    restock(db, order);
    return orderView(order);
  }),
  handle(catalogue.afterSaleRemove, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [5], '订单不在售后中');
    const afterSale = order.afterSale;
    if (!afterSale || afterSale.status > 2) reject(0, '售后申请已处理，无法撤销', {});
    afterSale.status = 4;
    afterSale.finishTime = beijingTime();
    setOrderStatus(order, afterSale.previousStatus);
    return orderView(order);
  }),
  handle(catalogue.logisticsSn, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [5], '订单不在售后中');
    const afterSale = order.afterSale;
    if (!afterSale || afterSale.type !== 2 || afterSale.status > 2) reject(0, '该售后无需填写退货物流', {});
    const company = text(body.company);
    const logisticsSn = text(body.logisticsSn);
    if (!company) reject(0, '请选择物流公司', {});
    if (!LOGISTICS_SN.test(logisticsSn)) reject(0, '请输入正确的物流单号（8-20 位字母或数字）', {});
    afterSale.returnLogistics = { company, logisticsSn };
    afterSale.status = 2;
    return orderView(order);
  }),

  handle(catalogue.deliveryLack, ({ db, member, body }) => {
    const order = sellerOrder(db, member, body);
    requireStatus(order, [1], '只有待发货的订单可以登记缺货');
    if (order.deliveryStatus !== 0) reject(0, '该订单已登记缺货或已配送', {});
    const lackReason = text(body.lackReason);
    if (!lackReason) reject(0, '请填写缺货原因', {});
    order.deliveryStatus = 1;
    order.lackReason = lackReason.slice(0, 100);
    return orderView(order);
  }),
  handle(catalogue.deliveryConfirm, ({ db, member, body }) => {
    const order = sellerOrder(db, member, body);
    requireStatus(order, [1], '只有待发货的订单可以确认配送');
    if (order.deliveryStatus !== 0 && order.deliveryStatus !== 1) reject(0, '该订单已配送', {});
    order.deliveryStatus = 2;
    order.lackReason = '';
    order.deliveryTime = beijingTime();
    setOrderStatus(order, 2);
    return orderView(order);
  }),
  handle(catalogue.deliveryConfirmPick, ({ db, member, body }) => {
    const order = sellerOrder(db, member, body);
    requireStatus(order, [2], '只有配送中的订单可以确认取货');
    if (order.deliveryStatus !== 2) reject(0, '该订单尚未配送或已取货', {});
    order.deliveryStatus = 3;
    order.receiveTime = beijingTime();
    setOrderStatus(order, 3);
    return orderView(order);
  }),

  handle(catalogue.cartSettle, ({ db, member, body }) => {
    const buyer = signedIn(member);
    const cartIds = idList(body.cartIds);
    if (cartIds.length === 0) reject(0, '请选择要结算的商品', {});
    const lines = db.cartLines.filter((line) => line.memberId === buyer.memberId && cartIds.includes(line.cartId));
    if (lines.length !== cartIds.length) reject(0, '购物车商品已变化，请刷新后重试', {});
    const settled = settleLines(
      db,
      lines.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity })),
    );
    return preview(db, buyer, 'cart', settled, body.addressId, lines.map((line) => line.cartId));
  }),
  handle(catalogue.buyNowSettle, ({ db, member, body }) => {
    const buyer = signedIn(member);
    return preview(db, buyer, 'buyNow', settleLines(db, [oneItem(body)]), body.addressId);
  }),
  handle(catalogue.favouritesSettle, ({ db, member, body }) => {
    const buyer = signedIn(member);
    const goodsIds = idList(body.goodsIds);
    if (goodsIds.length === 0) reject(0, '请选择要结算的收藏商品', {});
    // a favourite is a goods: it settles with its first SKU in stock, one piece
    const list = goodsIds.map((goodsId) => {
      const record = findGoods(db, goodsId);
      if (!record) reject(0, '收藏的商品不存在', {});
      const sku = record.skus.find((candidate) => candidate.stock > 0) ?? record.skus[0];
      return { goodsId, skuId: sku?.skuId ?? '', quantity: 1 };
    });
    return preview(db, buyer, 'favourites', settleLines(db, list), body.addressId);
  }),
  handle(catalogue.rebuySettle, ({ db, member, body }) => {
    const buyer = signedIn(member);
    const order = ownOrder(db, buyer, body);
    if (order.orderType !== 'normal') reject(0, '该类订单不支持再次购买', {});
    const list = order.lines.map(({ goodsId, skuId, quantity }) => ({ goodsId, skuId, quantity }));
    return preview(db, buyer, 'rebuy', settleLines(db, list), body.addressId);
  }),
];
