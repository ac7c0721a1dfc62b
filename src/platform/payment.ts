/**
 * Paying through the host app: the shapes `bridge.pay()` takes and answers, and the event the
 * browser's stand-in cashier sends. No runtime imports: the mock backend reads the event too.
 */

/** The payment channel the host's SDK pays through. */
export type PayChannel = 'wechat' | 'alipay';

/** What the host (or the stand-in cashier) says about a payment. */
export type PayOutcome = 'paid' | 'cancelled' | 'failed';

export interface PayRequest {
  channel: PayChannel;
  /** what the channel's SDK takes: WeChat's prepay parameters, or Alipay's `{ orderString }` */
  payload: unknown;
  /** the amount in yuan, shown by the stand-in cashier (the host shows its own) */
  amount?: number;
}

/**
 * Outside the host app a cashier sheet stands in for the channel's SDK. When the user picks an
 * outcome it dispatches this event on `window` with a `CashierResultDetail`: what the channel would
 * tell the shop's server (the embedded mock backend settles the payment from it; a real server
 * learns it from the channel itself).
 */
export const CASHIER_RESULT_EVENT = 'teamall:cashier-result';

export interface CashierResultDetail extends PayRequest {
  outcome: PayOutcome;
}
