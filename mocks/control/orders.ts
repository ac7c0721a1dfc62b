import type { MessageNotification } from '@/api/types/member';
import { addMinutes, beijingTime } from '../clock';
import type { OrderRecord } from '../data/order';
import type { Db } from '../db';
import { setOrderStatus } from '../db/order';
import { MockFailure } from '../server/handle';
import { agreeRefund } from '../handlers/order/afterSale';
import { CARRIERS, type AgreeRefundResult, type Carrier, type ShipOrderResult } from './api';

/*
 * The order control calls' work (see ./handlers.ts): shipping an order the way the mall's warehouse
 * would, and the mall's service desk agreeing a refund. Pure functions of the db, so unit tests call
 * them through the same HTTP handlers the worker registers.
 */

/** A control call refused: the HTTP status and why. */
export class ControlRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlRefusal';
  }
}

const CARRIER_CODE: Record<Carrier, string> = { 顺丰速运: 'SF', 中通快递: 'ZT', 圆通速递: 'YT', 韵达快递: 'YD', 京东物流: 'JDX', EMS: 'EM' };

/** The warehouse every express order of the mall leaves from. */
const WAREHOUSE = '武夷山集散中心';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The order a control call names: by id, by number, or the newest of a member's orders in `status`. */
function targetOrder(db: Db, body: Record<string, unknown>, status: OrderRecord['status']): OrderRecord {
  const orderId = text(body.orderId);
  const orderNo = text(body.orderNo);
  const mobile = text(body.mobile);
  if (orderId || orderNo) {
    const order = db.orders.find((candidate) => (orderId && candidate.orderId === orderId) || (orderNo && candidate.orderNo === orderNo));
    if (!order || order.deleteFlag === 1) throw new ControlRefusal(404, `no order ${orderId || orderNo}`);
    return order;
  }
  if (!mobile) throw new ControlRefusal(400, 'name the order (orderId or orderNo) or the buyer (mobile)');
  const member = db.members.find((candidate) => candidate.mobile === mobile);
  if (!member) throw new ControlRefusal(404, `no member with mobile ${mobile}`);
  const newest = db.orders
    .filter((order) => order.memberId === member.memberId && order.deleteFlag === 0 && order.status === status)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
  if (!newest) throw new ControlRefusal(404, `member ${mobile} has no order in status ${status}`);
  return newest;
}

/** Minutes between two 'YYYY-MM-DD HH:mm:ss' times of the same clock. */
function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 60_000);
}

/**
 * Ships a 待发货 express order: a waybill number from the carrier's code and the order number, and a
 * timeline that starts after the payment (at most half an hour before now) and ends now: packed,
 * picked up, left the warehouse for the buyer's city. The buyer gets a 已发货 message.
 */
export function shipOrder(db: Db, body: Record<string, unknown>): ShipOrderResult {
  const companyName = text(body.company) || '顺丰速运';
  const company = CARRIERS.find((carrier) => carrier === companyName);
  if (!company) throw new ControlRefusal(400, `unknown carrier ${companyName}; one of ${CARRIERS.join(', ')}`);
  const order = targetOrder(db, body, 1);
  if (order.status !== 1) throw new ControlRefusal(409, `order ${order.orderId} is ${order.statusText}, not 待发货`);
  if (order.deliveryType !== 1) throw new ControlRefusal(409, `order ${order.orderId} is delivered by its tea house (deliveryConfirm), not shipped`);

  const now = beijingTime();
  const span = Math.max(0, Math.min(30, order.payTime ? minutesBetween(order.payTime, now) - 2 : 30));
  const packed = addMinutes(now, -span);
  const pickedUp = addMinutes(now, -Math.round((span * 2) / 3));
  const logisticsSn = `${CARRIER_CODE[company]}${order.orderNo.replace(/\D/g, '').slice(-13)}`;
  const traces = [
    { time: now, content: `快件已从【${WAREHOUSE}】发出，下一站【${order.address.cityName}转运中心】` },
    { time: pickedUp, content: `商家已发货，${company}已揽收，运单号 ${logisticsSn}` },
    { time: packed, content: '茶叶已真空封装，商家正在打包' },
  ];
  order.logistics = { company, logisticsSn, traces };
  order.deliveryTime = pickedUp;
  setOrderStatus(order, 2);

  const buyer = db.members.find((member) => member.memberId === order.memberId);
  db.messageSeq += 1;
  const notice: MessageNotification = {
    id: `msg-${db.messageSeq}`,
    businessId: order.orderId,
    businessNo: order.orderNo,
    content: `您的订单 ${order.orderNo} 已发货，${company} ${logisticsSn}，请注意查收。`,
    createTime: now,
    deleteFlag: 0,
    memberId: order.memberId,
    memberMobile: buyer?.mobile ?? '',
    readFlag: 0,
    type: 2,
    updateTime: now,
  };
  db.messages.push(notice);
  return { orderId: order.orderId, orderNo: order.orderNo, company, logisticsSn, traces: structuredClone(traces) };
}

/** The mall's service desk agrees the refund of one of its own orders (a tea house's is agreed in /sendOrder). */
export function agreeMallRefund(db: Db, body: Record<string, unknown>): AgreeRefundResult {
  const order = targetOrder(db, body, 5);
  if (order.sellerId) throw new ControlRefusal(409, `order ${order.orderId} is a tea house's: it agrees the refund (confirmRefund)`);
  try {
    agreeRefund(db, order);
  } catch (failure) {
    if (failure instanceof MockFailure) throw new ControlRefusal(409, failure.message);
    throw failure;
  }
  return { orderId: order.orderId, status: order.status, refundAmount: order.afterSale?.refundAmount ?? order.payAmount };
}
