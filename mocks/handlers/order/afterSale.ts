import { catalogue } from '@/api/catalogue';
import type { OrderRecord } from '../../data/order';
import { orderView, setOrderStatus } from '../../db/order';
import { handle, reject } from '../../server/handle';
import { idList, text } from '../../server/request';
import { beijingTime } from '../../clock';
import { ownOrder, requireStatus, restock, visibleOrder } from './helpers';

/* Order service after-sales: refund and return applications, confirming the refund, withdrawing, the return waybill. */

const afterSaleNo = (order: OrderRecord) => `AS${beijingTime().replace(/\D/g, '')}${order.orderId.replace(/\D/g, '').padStart(6, '0')}`;

/** Opens a refund (type 1) or return (type 2) for the whole paid amount: the order goes to 售后中. */
function openAfterSale(order: OrderRecord, request: { type: 1 | 2; reason: string; description: string; images: string[] }) {
  order.afterSale = {
    afterSaleNo: afterSaleNo(order),
    type: request.type,
    status: 1,
    reason: request.reason,
    description: request.description.slice(0, 200),
    images: request.images,
    refundAmount: order.payAmount,
    applyTime: beijingTime(),
    previousStatus: order.status,
    returnLogistics: null,
    finishTime: '',
  };
  setOrderStatus(order, 5);
  return orderView(order);
}

const LOGISTICS_SN = /^[A-Za-z0-9]{8,20}$/;

export const afterSaleHandlers = [
  handle(catalogue.orderRefund, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [1], '只有待发货的订单可以申请退款');
    const reason = text(body.reason);
    if (!reason) reject(0, '请选择退款原因', {});
    return openAfterSale(order, { type: 1, reason, description: text(body.description), images: [] });
  }),
  handle(catalogue.orderReturn, ({ db, member, body }) => {
    const order = ownOrder(db, member, body);
    requireStatus(order, [2, 3], '只有已发货或已完成的订单可以申请退货');
    const reason = text(body.reason);
    if (!reason) reject(0, '请选择退货原因', {});
    const images = idList(body.images);
    if (images.length > 6) reject(0, '最多上传 6 张凭证图片', {});
    return openAfterSale(order, { type: 2, reason, description: text(body.description), images });
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
];
