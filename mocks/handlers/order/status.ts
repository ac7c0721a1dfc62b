import { catalogue } from '@/api/catalogue';
import { orderView, setOrderStatus } from '../../db/order';
import { handle } from '../../server/handle';
import { text } from '../../server/request';
import { beijingTime } from '../../clock';
import { ownOrder, requireStatus, restock } from './helpers';

/* Order service: the buyer cancels, confirms receipt of, or deletes an order. */

export const statusHandlers = [
  handle(catalogue.orderCancel, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    requireStatus(order, [0], '只有待付款的订单可以取消');
    setOrderStatus(order, 4);
    order.payExpireTime = '';
    order.cancelTime = beijingTime();
    order.cancelReason = text(arg.cancelReason) || '用户取消';
    restock(db, order);
    return orderView(order);
  }),
  handle(catalogue.orderConfirm, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    requireStatus(order, [2], '只有待收货的订单可以确认收货');
    setOrderStatus(order, 3);
    order.receiveTime = beijingTime();
    if (order.deliveryStatus === 2) order.deliveryStatus = 3;
    return orderView(order);
  }),
  handle(catalogue.orderDelete, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    requireStatus(order, [3, 4, 6], '只有已完成、已取消或已退款的订单可以删除');
    order.deleteFlag = 1;
    return null;
  }),
];
