import { catalogue } from '@/api/catalogue';
import { MAX_AFTER_SALE_IMAGES, type AfterSaleType, type AfterSaleRequestArg } from '@/api/types/order';
import { fen, isWholeFen } from '@/lib/money';
import type { OrderRecord } from '../../data/order';
import type { Db } from '../../db';
import { orderView, setOrderStatus } from '../../db/order';
import { handle, reject, type Received } from '../../server/handle';
import { numeric, signedIn, stringList, text } from '../../server/request';
import { beijingTime } from '../../clock';
import { completeRefund, openAfterSaleOf, ownOrder, requireStatus } from './helpers';

/*
 * Order service after-sales: refund (仅退款, before shipping) and return (退货退款, after shipping)
 * requests, the seller agreeing the refund, the buyer withdrawing the request (the order goes back
 * to the status it had), and the return waybill.
 *
 * After-sale states: 1 待处理 -> (return only) 2 待退款 once the buyer sent the goods back ->
 * 3 退款成功 when the seller (or, for the mall's own orders, its service desk) agrees; 4 已撤销.
 */

const afterSaleNo = (order: OrderRecord) => `AS${beijingTime().replace(/\D/g, '')}${order.orderId.replace(/\D/g, '').padStart(6, '0')}`;

/** The amount asked for: all of what was paid when omitted, else 0 < amount <= paid, in whole fen. */
function refundAmountOf(order: OrderRecord, value: unknown): number {
  if (value === undefined || value === null || value === '') return order.payAmount;
  const amount = numeric(value);
  if (amount === undefined || amount <= 0 || !isWholeFen(amount)) return reject(0, '请输入正确的退款金额', {});
  if (fen(amount) > fen(order.payAmount)) reject(0, `退款金额不能超过实付金额 ${order.payAmount.toFixed(2)} 元`, {});
  return amount;
}

/** Checks the request and opens it for the amount asked: the order goes to 售后中, remembering its status. */
function openAfterSale(order: OrderRecord, type: AfterSaleType, arg: Received<AfterSaleRequestArg>) {
  const reason = text(arg.reason);
  if (!reason) reject(0, type === 1 ? '请选择退款原因' : '请选择退货原因', {});
  const description = text(arg.description);
  if (description.length > 200) reject(0, '问题描述不能超过 200 个字', {});
  const images = stringList(arg.images);
  if (images.length > MAX_AFTER_SALE_IMAGES) reject(0, `最多上传 ${MAX_AFTER_SALE_IMAGES} 张凭证图片`, {});
  const refundAmount = refundAmountOf(order, arg.refundAmount);
  order.afterSale = {
    afterSaleNo: afterSaleNo(order),
    type,
    status: 1,
    reason,
    description,
    images,
    refundAmount,
    applyTime: beijingTime(),
    previousStatus: order.status,
    returnLogistics: null,
    finishTime: '',
  };
  setOrderStatus(order, 5);
  return orderView(order);
}

/**
 * Agreeing a refund: only once a return's goods are on their way back. Exported for the mock's
 * control call that acts as the mall's service desk on the mall's own orders (no seller).
 */
export function agreeRefund(db: Db, order: OrderRecord): OrderRecord {
  const afterSale = openAfterSaleOf(order, '售后申请已处理');
  if (afterSale.type === 2 && afterSale.status === 1) reject(0, '请等待买家寄回商品后再确认退款', {});
  completeRefund(db, order);
  return order;
}

const LOGISTICS_SN = /^[A-Za-z0-9]{8,20}$/;

export const afterSaleHandlers = [
  handle(catalogue.orderRefund, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    requireStatus(order, [1], '只有待发货的订单可以申请退款');
    return openAfterSale(order, 1, arg);
  }),
  handle(catalogue.orderReturn, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    requireStatus(order, [2, 3], '只有已发货或已完成的订单可以申请退货');
    return openAfterSale(order, 2, arg);
  }),
  // the seller (the tea house delivering the order) agrees; the buyer cannot agree their own refund
  handle(catalogue.confirmRefund, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const order = db.orders.find((candidate) => candidate.orderId === text(arg.orderId) && candidate.sellerId !== '' && candidate.sellerId === memberId);
    if (!order) return reject(0, '配送订单不存在', {});
    return orderView(agreeRefund(db, order));
  }),
  handle(catalogue.afterSaleRemove, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    const afterSale = openAfterSaleOf(order, '售后申请已处理，无法撤销');
    afterSale.status = 4;
    afterSale.finishTime = beijingTime();
    setOrderStatus(order, afterSale.previousStatus);
    return orderView(order);
  }),
  handle(catalogue.logisticsSn, ({ db, member, arg }) => {
    const order = ownOrder(db, member, arg);
    const afterSale = openAfterSaleOf(order, '售后申请已处理');
    if (afterSale.type !== 2) reject(0, '仅退款的售后无需填写退货物流', {});
    const company = text(arg.company);
    const logisticsSn = text(arg.logisticsSn);
    if (!company) reject(0, '请选择物流公司', {});
    if (!LOGISTICS_SN.test(logisticsSn)) reject(0, '请输入正确的物流单号（8-20 位字母或数字）', {});
    afterSale.returnLogistics = { company, logisticsSn };
    afterSale.status = 2;
    return orderView(order);
  }),
];
