import type { PayOrderRequest } from '@/hooks/usePayOrder';
import { fen, type Fen } from '@/lib/money';

/** A way to pay for an order: WeChat Pay or Alipay through the host (or the stand-in cashier), or the account balance. */
export type OrderPayChannel = PayOrderRequest['channel'];

/** The channels of the 选择支付方式 sheet, in the order shown; the first is chosen when it opens. */
export const ORDER_PAY_CHANNELS: readonly OrderPayChannel[] = ['wechat', 'alipay', 'balance'];

export const DEFAULT_PAY_CHANNEL: OrderPayChannel = 'wechat';

/**
 * What the sheet knows of the buyer's balance: `available` in fen once the server said it (null
 * while it is asked, or when it could not be read: the balance is then offered and a short balance
 * is the server's refusal), `short` when it is known not to cover the amount.
 */
export interface BalanceState {
  available: Fen | null;
  short: boolean;
}

/** The balance against the amount to pay, both yuan as the server sends them; compared in fen. */
export function balanceState(balanceYuan: number | undefined, amountYuan: number): BalanceState {
  if (balanceYuan === undefined || !Number.isFinite(balanceYuan)) return { available: null, short: false };
  const available = fen(balanceYuan);
  return { available, short: available < fen(amountYuan) };
}

/** The channel the confirm button pays with: the one chosen, unless it is the balance and that is known to be short. */
export function effectiveChannel(chosen: OrderPayChannel, balance: BalanceState): OrderPayChannel {
  return chosen === 'balance' && balance.short ? DEFAULT_PAY_CHANNEL : chosen;
}
