import { catalogue } from '@/api/catalogue';
import { addFen, fen, subtractFen, toYuan } from '@/lib/money';
import type { AgentAlipayPrepay, AgentWechatPrepay, PayResult, PayType, RefundResult, WechatPayResult, WechatPrepay } from '@/api/types/pay';
import { beijing, MOCK_NOW } from '../../clock';
import { APPLY_STATUS_TEXT } from '../../data/mall';
import { AGENT_LEVEL_NAMES, type AgentApplyPaymentRecord, incomeRecord, payNow } from '../../data/pay';
import { handle, reject, type ResolverContext } from '../../server/handle';
import { signedIn, text } from '../../server/request';
import { nextId } from './helpers';
import { payAccountOf } from '../../db/pay';

/* Payment service: order payments and refunds, and the payments of agent applications. */

function findOrder(ctx: ResolverContext, memberId: string) {
  const orderId = text(ctx.body.orderId);
  if (!orderId) reject(0, '订单编号不能为空', {});
  const order = ctx.db.orders.find((candidate) => (candidate.orderId === orderId || candidate.orderNo === orderId) && candidate.memberId === memberId);
  if (!order || order.deleteFlag === 1) return reject(0, '订单不存在', {});
  return order;
}

/** Pays a pending order: 待付款 -> 待发货; a balance payment is taken from the account. */
function payOrder(ctx: ResolverContext, payType: PayType): PayResult {
  const member = signedIn(ctx.member);
  const order = findOrder(ctx, member.memberId);
  if (order.status === 4) reject(0, '订单已取消，无法支付', {});
  if (order.status !== 0) reject(0, '订单已支付，请勿重复支付', {});
  if (payType === 'BALANCE') {
    const account = payAccountOf(ctx.db, member.memberId);
    if (account.balance < order.payAmount) reject(0, '账户余额不足，请选择其他支付方式', {});
    account.balance = toYuan(subtractFen(fen(account.balance), fen(order.payAmount)));
    ctx.db.payIncomeRecords.unshift(incomeRecord(nextId(ctx.db, 'i-'), member.memberId, 7, order.payAmount, `余额支付 订单${order.orderNo}`, order.orderNo, payNow));
  }
  const payNo = nextId(ctx.db, 'P');
  order.status = 1;
  order.statusText = '待发货';
  order.payTime = payNow;
  ctx.db.orderPayments.push({
    payNo,
    orderId: order.orderId,
    memberId: member.memberId,
    payType,
    payAmount: order.payAmount,
    payTime: payNow,
    status: 'SUCCESS',
    refundNo: null,
    refundAmount: 0,
    refundTime: null,
  });
  return { payNo, orderId: order.orderId, status: 'SUCCESS', payAmount: order.payAmount, payType, payTime: payNow };
}

function payTypeOf(body: Record<string, unknown>, fallback: PayType): PayType {
  const payType = text(body.payType) || fallback;
  if (payType !== 'BALANCE' && payType !== 'WECHAT' && payType !== 'ALIPAY') return reject(0, '不支持的支付方式', {});
  return payType;
}

/** Fixed fake WeChat JSAPI parameters: a mock never reaches WeChat. */
function wechatPrepay(payNo: string): WechatPrepay {
  return {
    appId: 'wx5c2e8a17d43b90f6',
    timeStamp: String(beijing(MOCK_NOW).unix()),
    nonceStr: 'Tm20261120Nonce8f3a',
    package: `prepay_id=wx20261120100000${payNo}`,
    signType: 'RSA',
    paySign: 'bW9jay1wYXktc2lnbi10ZWFtYWxsLTIwMjYxMTIw',
  };
}

function refund(ctx: ResolverContext): RefundResult {
  const member = signedIn(ctx.member);
  const order = findOrder(ctx, member.memberId);
  if (order.status === 6) reject(0, '该订单已退款，请勿重复操作', {});
  if (order.status !== 5 || !order.afterSale || order.afterSale.status > 2) reject(0, '订单未申请售后，无法退款', {});
  const refundAmount = order.afterSale?.refundAmount ?? order.payAmount;
  const requested = ctx.body.refundAmount === undefined ? refundAmount : Number(ctx.body.refundAmount);
  if (!Number.isFinite(requested) || requested <= 0 || requested > order.payAmount) reject(0, '退款金额不能超过实付金额', {});
  const refundNo = nextId(ctx.db, 'R');
  order.status = 6;
  order.statusText = '已退款';
  if (order.afterSale) {
    order.afterSale.status = 3;
    order.afterSale.finishTime = payNow;
  }
  const payment = ctx.db.orderPayments.find((candidate) => candidate.orderId === order.orderId && candidate.status === 'SUCCESS');
  if (payment) {
    payment.status = 'REFUNDED';
    payment.refundNo = refundNo;
    payment.refundAmount = requested;
    payment.refundTime = payNow;
    // a balance payment is refunded to the balance, other channels to the original account
    if (payment.payType === 'BALANCE') {
      const account = payAccountOf(ctx.db, member.memberId);
      account.balance = toYuan(addFen(fen(account.balance), fen(requested)));
    }
  }
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
function payApplication(ctx: ResolverContext, channel: 'WECHAT' | 'ALIPAY'): AgentApplyPaymentRecord {
  const member = signedIn(ctx.member);
  const applyId = text(ctx.body.applyId);
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
    orderString: `app_id=2021004136612345&method=alipay.trade.app.pay&out_trade_no=${payNo}&subject=${encodeURIComponent(subject)}&total_amount=${record.payAmount.toFixed(2)}&sign_type=RSA2&sign=bW9jay1hbGlwYXktc2lnbg`,
  };
}

export const paymentHandlers = [
  handle(catalogue.payOrder, (ctx) => payOrder(ctx, payTypeOf(ctx.body, 'WECHAT'))),
  handle(catalogue.payOrderV2, (ctx) => payOrder(ctx, payTypeOf(ctx.body, 'WECHAT'))),
  handle(catalogue.wechatPay, (ctx): WechatPayResult => {
    const result = payOrder(ctx, 'WECHAT');
    return { payNo: result.payNo, orderId: result.orderId, payAmount: result.payAmount, ...wechatPrepay(result.payNo) };
  }),
  handle(catalogue.payReturnOrder, refund),

  handle(catalogue.agentWechatPay, (ctx) => wechatApplyPrepay(payApplication(ctx, 'WECHAT'))),
  handle(catalogue.agentAlipayPay, (ctx) => alipayApplyPrepay(payApplication(ctx, 'ALIPAY'))),
  handle(catalogue.agentWechatPayContinue, (ctx) => wechatApplyPrepay(payApplication(ctx, 'WECHAT'))),
  handle(catalogue.agentAlipayPayContinue, (ctx) => alipayApplyPrepay(payApplication(ctx, 'ALIPAY'))),
];
