import { CASHIER_RESULT_EVENT, type CashierResultDetail, type PayOutcome } from '@/platform/payment';
import { beijingTime } from '../clock';
import { db, type Db } from '../db';
import { setOrderStatus } from '../db/order';
import { upgradeOnPaid } from '../handlers/member/upgrade';

/*
 * The payment channel's notice to the shop's server, for the embedded backend. A real server learns
 * from WeChat or Alipay that a prepay was paid; here the browser's stand-in cashier (src/platform)
 * tells the page (CASHIER_RESULT_EVENT), and the mock, which runs in the same page, settles the
 * payment as the server would on the channel's notice. Nothing settles a prepay otherwise, so a
 * story or test that never picks "paid" keeps the order 待付款.
 */

/** WeChat prepay ids of the mock: this prefix, then the pay number. */
export const WECHAT_PREPAY_PREFIX = 'wx20261120100000';

/** The pay number a channel payload carries (WeChat's prepay id, Alipay's out_trade_no). */
export function payNoOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { package: prepayPackage, orderString } = payload as { package?: unknown; orderString?: unknown };
  if (typeof prepayPackage === 'string') {
    const prepayId = prepayPackage.replace(/^prepay_id=/, '');
    return prepayId.startsWith(WECHAT_PREPAY_PREFIX) ? prepayId.slice(WECHAT_PREPAY_PREFIX.length) : null;
  }
  if (typeof orderString === 'string') return new URLSearchParams(orderString).get('out_trade_no');
  return null;
}

/**
 * Settles a pending channel payment: paid -> the order 待发货 (unless it was cancelled meanwhile:
 * the payment is then closed, as a real server refunds it); failed -> the payment failed, the order
 * still 待付款; cancelled -> nothing changes (the prepay can still be paid). Returns whether a
 * pending payment was found.
 */
export function settleChannelPayment(target: Db, payNo: string, outcome: PayOutcome): boolean {
  const payment = target.orderPayments.find((candidate) => candidate.payNo === payNo && candidate.status === 'PENDING');
  if (!payment) return false;
  if (outcome === 'cancelled') return true;
  if (outcome === 'failed') {
    payment.status = 'FAILED';
    return true;
  }
  const order = target.orders.find((candidate) => candidate.orderId === payment.orderId);
  if (!order || order.status !== 0) {
    payment.status = 'CLOSED';
    return true;
  }
  const now = beijingTime();
  payment.status = 'SUCCESS';
  payment.payTime = now;
  setOrderStatus(order, 1);
  order.payTime = now;
  order.payExpireTime = '';
  upgradeOnPaid(target, order);
  return true;
}

function onCashierResult(event: Event): void {
  const { detail } = event as CustomEvent<CashierResultDetail | undefined>;
  const payNo = payNoOf(detail?.payload);
  if (detail && payNo) settleChannelPayment(db, payNo, detail.outcome);
}

let listening = false;

/** Listens (once per page) to the stand-in cashier; the first prepay calls it. */
export function listenToCashier(): void {
  if (listening || typeof window === 'undefined') return;
  window.addEventListener(CASHIER_RESULT_EVENT, onCashierResult);
  listening = true;
}
