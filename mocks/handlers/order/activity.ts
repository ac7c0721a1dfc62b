import { catalogue } from '@/api/catalogue';
import type { CreateActivityArg, CreatedOrder, SettleLine } from '@/api/types/order';
import { fen, multiplyFen, toYuan } from '@/lib/money';
import { BUSINESS_NOW } from '../../clock';
import type { Db } from '../../db';
import type { MemberRecord } from '../../db/members';
import { exactlyOnce } from '../../server/exactlyOnce';
import { handle, reject, type Received } from '../../server/handle';
import { integer, signedIn, text } from '../../server/request';
import { createOrder, requireAddress } from './create';
import { oneItem, settleLines } from './helpers';

/*
 * Order service: activity orders. One activity goods (goodsId + skuId) or one of the activity's gift
 * packages (packageId), at most ACTIVITY_LIMIT of each per member across their open orders. A
 * request number makes the create happen once (a repeat answers the first order).
 */

const ACTIVITY_LIMIT = 2;

/** How many of `skuId` (a SKU, or a package id) the member holds in activity orders not closed. */
function alreadyBought(db: Db, memberId: string, skuId: string): number {
  return db.orders
    .filter((order) => order.memberId === memberId && order.orderType === 'activity' && order.status !== 4)
    .flatMap((order) => order.lines)
    .filter((line) => line.skuId === skuId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** The running activity `activityId` names; refused when unknown, not started or ended. */
function runningActivity(db: Db, activityId: string): Db['activities'][number] {
  const activity = db.activities.find((candidate) => candidate.activityId === activityId);
  if (!activity) return reject(0, '活动不存在或已结束', {});
  if (BUSINESS_NOW < activity.startTime) reject(0, '活动尚未开始', {});
  if (BUSINESS_NOW > activity.endTime) reject(0, '活动已结束', {});
  return activity;
}

/** A gift package bought as one order line (it has no goods SKU; its stock is the package's). */
function packageLine(db: Db, activityId: string, packageId: string, quantity: number): SettleLine {
  const pack = db.giftPackages.find((candidate) => candidate.packageId === packageId && candidate.activityId === activityId);
  if (!pack) return reject(0, '礼包不存在或不属于本活动', {});
  if (quantity < 1) reject(0, '购买数量不能少于 1 份', {});
  if (pack.stock < quantity) reject(0, `「${pack.title}」库存不足`, {});
  pack.stock -= quantity;
  pack.sales += quantity;
  return {
    goodsId: pack.packageId,
    skuId: pack.packageId,
    goodsName: pack.title,
    mainImage: pack.image,
    specText: pack.goods.map((goods) => goods.goodsName).join(' + '),
    price: pack.price,
    quantity,
    amount: toYuan(multiplyFen(fen(pack.price), quantity)),
    stock: pack.stock,
    // a gift package is not a goods of one category
    categoryId: '',
  };
}

function createActivityOrder(db: Db, buyer: MemberRecord, arg: Received<CreateActivityArg>): CreatedOrder {
  const activityId = text(arg.activityId);
  if (!activityId) reject(0, '活动不存在或已结束', {});
  const packageId = text(arg.packageId);
  if (packageId) {
    runningActivity(db, activityId);
    const quantity = integer(arg.quantity ?? 1) ?? 0;
    if (alreadyBought(db, buyer.memberId, packageId) + quantity > ACTIVITY_LIMIT) reject(0, `活动礼包每人限购 ${ACTIVITY_LIMIT} 份`, {});
    const address = requireAddress(db, buyer, arg.addressId);
    const line = packageLine(db, activityId, packageId, quantity);
    const order = createOrder(db, { member: buyer, lines: [line], address, orderType: 'activity', remark: `活动 ${activityId}` });
    // a package is sold at its own price: no freight, no shop promotion on top
    Object.assign(order, { freight: 0, discount: 0, payAmount: order.goodsAmount });
    // its line is the package, not a goods: no goods page, no review
    for (const orderLine of order.lines) orderLine.packageId = packageId;
    return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
  }
  const item = oneItem(arg);
  if (alreadyBought(db, buyer.memberId, item.skuId) + item.quantity > ACTIVITY_LIMIT) reject(0, `活动商品每人限购 ${ACTIVITY_LIMIT} 件`, {});
  const address = requireAddress(db, buyer, arg.addressId);
  const lines = settleLines(db, [item]);
  const order = createOrder(db, { member: buyer, lines, address, orderType: 'activity', remark: `活动 ${activityId}` });
  return { orderId: order.orderId, orderNo: order.orderNo, payAmount: order.payAmount };
}

export const activityHandlers = [
  handle(catalogue.createActivity, ({ db, member, arg }) => {
    const buyer = signedIn(member);
    return exactlyOnce(db, 'createActivity', buyer.memberId, arg.requestNo, () => createActivityOrder(db, buyer, arg));
  }),
];
