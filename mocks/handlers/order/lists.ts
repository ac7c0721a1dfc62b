import { catalogue } from '@/api/catalogue';
import { fen, multiplyFen, toYuan } from '@/lib/money';
import type { OrderRecord } from '../../data/order';
import { orderView } from '../../db/order';
import { handle, paginate, reject } from '../../server/handle';
import { integer, signedIn, text } from '../../server/request';
import { visibleOrder } from './helpers';

/* Order service reads: the buyer's, after-sale and tea-house order lists, order detail, and an order's income. */

const byCreateTimeDesc = (a: OrderRecord, b: OrderRecord) => b.createTime.localeCompare(a.createTime);

const INVITER_RATE = 0.1;
const SELLER_RATE = 0.15;

export const listHandlers = [
  handle(catalogue.orderList, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const status = arg.status === undefined || arg.status === null || arg.status === '' ? null : integer(arg.status);
    const rows = db.orders
      .filter((order) => order.memberId === memberId && order.deleteFlag === 0 && (status === null || order.status === status))
      .sort(byCreateTimeDesc)
      .map(orderView);
    return paginate(rows, arg);
  }),
  handle(catalogue.returnList, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const rows = db.orders
      .filter((order) => order.memberId === memberId && order.deleteFlag === 0 && order.afterSale !== null)
      .sort((a, b) => (b.afterSale?.applyTime ?? '').localeCompare(a.afterSale?.applyTime ?? ''))
      .map(orderView);
    return paginate(rows, arg);
  }),
  handle(catalogue.sellerOrderList, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const deliveryStatus = arg.deliveryStatus === undefined || arg.deliveryStatus === null || arg.deliveryStatus === '' ? null : integer(arg.deliveryStatus);
    const rows = db.orders
      .filter((order) => order.sellerId === memberId && order.status !== 0 && (deliveryStatus === null || order.deliveryStatus === deliveryStatus))
      .sort(byCreateTimeDesc)
      .map(orderView);
    return paginate(rows, arg);
  }),
  handle(catalogue.orderDetail, ({ db, member, arg }) => orderView(visibleOrder(db, member, arg))),
  handle(catalogue.incomeDetail, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const order = db.orders.find((candidate) => candidate.orderId === text(arg.orderId));
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
];
