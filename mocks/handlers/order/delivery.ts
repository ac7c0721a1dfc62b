import { catalogue } from '@/api/catalogue';
import { orderView, setOrderStatus } from '../../db/order';
import { handle, reject } from '../../server/handle';
import { text } from '../../server/request';
import { beijingTime } from '../../clock';
import { requireStatus, sellerOrder, visibleOrder } from './helpers';

/* Order service delivery: the logistics trace, and the tea house's lack / deliver / picked-up steps. */

export const deliveryHandlers = [
  handle(catalogue.orderLogistics, ({ db, member, arg }) => {
    const order = visibleOrder(db, member, arg);
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
  handle(catalogue.deliveryLack, ({ db, member, arg }) => {
    const order = sellerOrder(db, member, arg);
    requireStatus(order, [1], '只有待发货的订单可以登记缺货');
    if (order.deliveryStatus !== 0) reject(0, '该订单已登记缺货或已配送', {});
    const lackReason = text(arg.lackReason);
    if (!lackReason) reject(0, '请填写缺货原因', {});
    order.deliveryStatus = 1;
    order.lackReason = lackReason.slice(0, 100);
    return orderView(order);
  }),
  handle(catalogue.deliveryConfirm, ({ db, member, arg }) => {
    const order = sellerOrder(db, member, arg);
    requireStatus(order, [1], '只有待发货的订单可以确认配送');
    if (order.deliveryStatus !== 0 && order.deliveryStatus !== 1) reject(0, '该订单已配送', {});
    order.deliveryStatus = 2;
    order.lackReason = '';
    order.deliveryTime = beijingTime();
    setOrderStatus(order, 2);
    return orderView(order);
  }),
  handle(catalogue.deliveryConfirmPick, ({ db, member, arg }) => {
    const order = sellerOrder(db, member, arg);
    requireStatus(order, [2], '只有配送中的订单可以确认取货');
    if (order.deliveryStatus !== 2) reject(0, '该订单尚未配送或已取货', {});
    order.deliveryStatus = 3;
    order.receiveTime = beijingTime();
    setOrderStatus(order, 3);
    return orderView(order);
  }),
];
