import { catalogue } from '@/api/catalogue';
import { fen, subtractFen, toYuan } from '@/lib/money';
import type {
  AgentAlipayPrepay,
  AgentPayArg,
  AgentWechatPrepay,
  OrderPrepay,
  PayResult,
  PayType,
  RefundResult,
  WechatPayResult,
  WechatPrepay,
} from '@/api/types/payment';
import { beijing, MOCK_NOW } from '../../clock';
import { APPLY_STATUS_TEXT } from '../../data/mall';
import type { OrderRecord } from '../../data/order';
import { AGENT_LEVEL_NAMES, type AgentApplyPaymentRecord, incomeRecord, type OrderPaymentRecord, payNow } from '../../data/pay';
import { setOrderStatus } from '../../db/order';
import type { MemberRecord } from '../../db/members';
import { listenToCashier, WECHAT_PREPAY_PREFIX } from '../../control/cashier';
import { completeRefund } from '../order/helpers';
import { upgradeOnPaid } from '../member/upgrade';
import { handle, reject, type ContextOf, type ResolverContext } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { nextId } from './helpers';
import { payAccountOf } from '../../db/pay';

/* Payment service: order payments and refunds, and the payments of agent applications. */

/** Shared by the calls that name an order (payOrder, payOrderV2, wechatPay, payReturnOrder). */
type OrderContext = ResolverContext<{ orderId: string }>;

function findOrder(ctx: OrderContext, memberId: string) {
  const orderId = text(ctx.arg.orderId);
  if (!orderId) reject(0, '订单编号不能为空', {});
  const order = ctx.db.orders.find((candidate) => (candidate.orderId === orderId || candidate.orderNo === orderId) && candidate.memberId === memberId);
  if (!order || order.deleteFlag === 1) return reject(0, '订单不存在', {});
  return order;
}

/** The buyer's order still waiting for payment, or the refusal the cashier shows. */
function payableOrder(ctx: OrderContext): { member: MemberRecord; order: OrderRecord } {
  const member = signedIn(ctx.member);
  const order = findOrder(ctx, member.memberId);
  if (order.status === 4) reject(0, '订单已取消，无法支付', {});
  if (order.status !== 0) reject(0, '订单已支付，请勿重复支付', {});
  return { member, order };
}

/** A payment settled: 待付款 -> 待发货. */
function markPaid(order: OrderRecord, payTime: string): void {
  setOrderStatus(order, 1);
  order.payTime = payTime;
  order.payExpireTime = '';
}

/** payOrder: pays from the balance at once. */
function payFromBalance(ctx: ContextOf<typeof catalogue.payOrder>): PayResult {
  const payType = text(ctx.arg.payType) || 'BALANCE';
  if (payType !== 'BALANCE') reject(0, '微信、支付宝支付请使用新版收银台', {});
  const { member, order } = payableOrder(ctx);
  const account = payAccountOf(ctx.db, member.memberId);
  if (account.balance < order.payAmount) reject(0, '账户余额不足，请选择其他支付方式', {});
  account.balance = toYuan(subtractFen(fen(account.balance), fen(order.payAmount)));
  ctx.db.payIncomeRecords.unshift(incomeRecord(nextId(ctx.db, 'i-'), member.memberId, 7, order.payAmount, `余额支付 订单${order.orderNo}`, order.orderNo, payNow));
  const payNo = nextId(ctx.db, 'P');
  markPaid(order, payNow);
  upgradeOnPaid(ctx.db, order);
  ctx.db.orderPayments.push(paymentRecord(payNo, order, 'BALANCE', 'SUCCESS', payNow));
  return { payNo, orderId: order.orderId, status: 'SUCCESS', payAmount: order.payAmount, payType: 'BALANCE', payTime: payNow };
}

function paymentRecord(payNo: string, order: OrderRecord, payType: PayType, status: OrderPaymentRecord['status'], payTime = ''): OrderPaymentRecord {
  return { payNo, orderId: order.orderId, memberId: order.memberId, payType, payAmount: order.payAmount, payTime, status, refundNo: null, refundAmount: 0, refundTime: null };
}

/**
 * A WeChat or Alipay payment under way: the order stays 待付款 until the channel says the buyer
 * paid (`settleChannelPayment`). A newer prepay of the same order closes the older one.
 */
function prepay(ctx: OrderContext, payType: 'WECHAT' | 'ALIPAY'): { order: OrderRecord; payNo: string } {
  const { order } = payableOrder(ctx);
  for (const payment of ctx.db.orderPayments) {
    if (payment.orderId === order.orderId && payment.status === 'PENDING') payment.status = 'CLOSED';
  }
  const payNo = nextId(ctx.db, 'P');
  ctx.db.orderPayments.push(paymentRecord(payNo, order, payType, 'PENDING'));
  listenToCashier();
  return { order, payNo };
}

/** Fixed fake WeChat JSAPI parameters: a mock never reaches WeChat. */
function wechatPrepay(payNo: string): WechatPrepay {
  return {
    appId: 'wx5c2e8a17d43b90f6',
    timeStamp: String(beijing(MOCK_NOW).unix()),
    nonceStr: 'Tm20261120Nonce8f3a',
    package: `prepay_id=${WECHAT_PREPAY_PREFIX}${payNo}`,
    signType: 'RSA',
    paySign: 'bW9jay1wYXktc2lnbi10ZWFtYWxsLTIwMjYxMTIw',
  };
}

function alipayOrderString(payNo: string, subject: string, amount: number): string {
  return `app_id=2021004136612345&method=alipay.trade.app.pay&out_trade_no=${payNo}&subject=${encodeURIComponent(subject)}&total_amount=${amount.toFixed(2)}&sign_type=RSA2&sign=bW9jay1hbGlwYXktc2lnbg`;
}

function refund(ctx: ContextOf<typeof catalogue.payReturnOrder>): RefundResult {
  const member = signedIn(ctx.member);
  const order = findOrder(ctx, member.memberId);
  if (order.status === 6) reject(0, '该订单已退款，请勿重复操作', {});
  if (order.status !== 5 || !order.afterSale || order.afterSale.status > 2) reject(0, '订单未申请售后，无法退款', {});
  const refundAmount = order.afterSale?.refundAmount ?? order.payAmount;
  const requested = ctx.arg.refundAmount === undefined ? refundAmount : Number(ctx.arg.refundAmount);
  if (!Number.isFinite(requested) || requested <= 0 || requested > order.payAmount) reject(0, '退款金额不能超过实付金额', {});
  if (order.afterSale) order.afterSale.refundAmount = requested;
  completeRefund(ctx.db, order, payNow);
  const refundNo = ctx.db.orderPayments.find((payment) => payment.orderId === order.orderId && payment.status === 'REFUNDED')?.refundNo ?? nextId(ctx.db, 'R');
  return { refundNo, orderId: order.orderId, status: 'SUCCESS', refundAmount: requested, refundTime: payNow };
}

// ---- agent application payments ---------------------------------------------------------------

const APPLICATION_STATE: Record<number, string> = {
  1: '该申请已支付，请勿重复支付',
  2: '该申请已支付，请勿重复支付',
  3: '申请已被驳回，请重新提交申请',
  4: '申请已过期，请重新提交申请',
};

/**
 * Pays an agent application fee (the mall's `applications` table, status 0 awaiting payment).
 * The first payment comes right after applying, a "continue" payment later from the apply records;
 * both need the member's own application still awaiting payment. The mock completes the payment at
 * once (there is no WeChat / Alipay callback): the application goes under review (status 1).
 */
function payApplication(ctx: ResolverContext<AgentPayArg>, channel: 'WECHAT' | 'ALIPAY'): AgentApplyPaymentRecord {
  const member = signedIn(ctx.member);
  const applyId = text(ctx.arg.applyId);
  if (!applyId) reject(0, '申请编号不能为空', {});
  const application = ctx.db.applications.find((candidate) => candidate.applyId === applyId && candidate.memberId === member.memberId);
  if (!application) return reject(0, '未找到待支付的申请', {});
  const refused = APPLICATION_STATE[application.status];
  if (refused) reject(0, refused, {});
  const record: AgentApplyPaymentRecord = {
    applyId,
    memberId: member.memberId,
    agentLevel: application.applyType === 'teaHouse' ? 2 : 1,
    payAmount: application.fee,
    status: 'PAID',
    channel,
    payNo: nextId(ctx.db, 'P'),
    payTime: payNow,
  };
  ctx.db.agentApplyPayments.push(record);
  application.status = 1;
  application.statusText = APPLY_STATUS_TEXT[1];
  return record;
}

function wechatApplyPrepay(record: AgentApplyPaymentRecord): AgentWechatPrepay {
  const { payNo } = record;
  return { channel: 'WECHAT', applyId: record.applyId, payNo, payAmount: record.payAmount, agentLevel: record.agentLevel, ...wechatPrepay(payNo) };
}

function alipayApplyPrepay(record: AgentApplyPaymentRecord): AgentAlipayPrepay {
  const { payNo } = record;
  const subject = `${AGENT_LEVEL_NAMES[record.agentLevel]}代理加盟费`;
  return {
    channel: 'ALIPAY',
    applyId: record.applyId,
    payNo,
    payAmount: record.payAmount,
    agentLevel: record.agentLevel,
    orderString: alipayOrderString(payNo, subject, record.payAmount),
  };
}

export const paymentHandlers = [
  handle(catalogue.payOrder, payFromBalance),
  handle(catalogue.payOrderV2, (ctx): OrderPrepay => {
    const payType = text(ctx.arg.payType);
    if (payType !== 'WECHAT' && payType !== 'ALIPAY') return reject(0, '不支持的支付方式', {});
    const { order, payNo } = prepay(ctx, payType);
    const sdkPayload = payType === 'WECHAT' ? wechatPrepay(payNo) : { orderString: alipayOrderString(payNo, `茶商城订单 ${order.orderNo}`, order.payAmount) };
    return { payNo, orderId: order.orderId, payAmount: order.payAmount, payType, status: 'PENDING', sdkPayload };
  }),
  handle(catalogue.wechatPay, (ctx): WechatPayResult => {
    const { order, payNo } = prepay(ctx, 'WECHAT');
    return { payNo, orderId: order.orderId, payAmount: order.payAmount, ...wechatPrepay(payNo) };
  }),
  handle(catalogue.payReturnOrder, refund),

  handle(catalogue.agentWechatPay, (ctx) => wechatApplyPrepay(payApplication(ctx, 'WECHAT'))),
  handle(catalogue.agentAlipayPay, (ctx) => alipayApplyPrepay(payApplication(ctx, 'ALIPAY'))),
  handle(catalogue.agentWechatPayContinue, (ctx) => wechatApplyPrepay(payApplication(ctx, 'WECHAT'))),
  handle(catalogue.agentAlipayPayContinue, (ctx) => alipayApplyPrepay(payApplication(ctx, 'ALIPAY'))),
];
