/**
 * Payment-service domain (source `pay`), paying: order payments (balance, WeChat, Alipay), the refund
 * payout, and the agent application fee. Payloads are type aliases (not interfaces) so they satisfy
 * the catalogue's `Payload` type. Money is in yuan (two decimals).
 */

import type { AgentLevel } from './pay';

// ---- order payments -------------------------------------------------------------------------

export type PayType = 'BALANCE' | 'WECHAT' | 'ALIPAY';

/**
 * The three order-payment calls:
 * - `payOrder`: pays from the account balance (`payType` 'BALANCE', the default); settled at once.
 * - `payOrderV2`: a WeChat or Alipay prepay (`payType` 'WECHAT' | 'ALIPAY'): the order stays 待付款
 *   until the channel tells the server the buyer paid (the app polls the order after the host's pay).
 * - `wechatPay`: the WeChat-only prepay of older hosts (JSAPI parameters at the top level).
 */
export type PayOrderArg = {
  orderId: string;
  payType?: PayType;
};

export type PayOrderV2Arg = {
  orderId: string;
  payType: 'WECHAT' | 'ALIPAY';
};

export interface PayResult {
  payNo: string;
  orderId: string;
  status: 'SUCCESS';
  payAmount: number;
  payType: PayType;
  payTime: string;
}

/** WeChat JSAPI prepay parameters (fixed fake values in the mock). */
export interface WechatPrepay {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export interface WechatPayResult extends WechatPrepay {
  payNo: string;
  orderId: string;
  payAmount: number;
}

/** The signed order string the Alipay SDK takes. */
export interface AlipayPrepay {
  orderString: string;
}

/** payOrderV2: a channel payment under way; `sdkPayload` goes to the host's pay as it is. */
export interface OrderPrepay {
  payNo: string;
  orderId: string;
  payAmount: number;
  payType: 'WECHAT' | 'ALIPAY';
  status: 'PENDING';
  sdkPayload: WechatPrepay | AlipayPrepay;
}

export type PayReturnOrderArg = {
  orderId: string;
  refundAmount?: number;
  reason?: string;
};

export interface RefundResult {
  refundNo: string;
  orderId: string;
  status: 'SUCCESS';
  refundAmount: number;
  refundTime: string;
}

// ---- agent application payments ---------------------------------------------------------------

export type AgentPayArg = {
  applyId: string;
};

export interface AgentPayBase {
  applyId: string;
  payNo: string;
  payAmount: number;
  /** 1 tea room (茶室), 2 tea house (茶馆) */
  agentLevel: AgentLevel;
}

export interface AgentWechatPrepay extends AgentPayBase, WechatPrepay {
  channel: 'WECHAT';
}

export interface AgentAlipayPrepay extends AgentPayBase {
  channel: 'ALIPAY';
  /** signed order string handed to the Alipay SDK */
  orderString: string;
}
