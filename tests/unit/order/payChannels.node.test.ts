import { describe, expect, it } from 'vitest';
import { fen } from '@/lib/money';
import { balanceState, DEFAULT_PAY_CHANNEL, effectiveChannel, ORDER_PAY_CHANNELS } from '@/screens/order/actions/payChannels';

describe('the channels of 选择支付方式', () => {
  it('offers WeChat Pay first and chosen, then Alipay and the balance', () => {
    expect(ORDER_PAY_CHANNELS).toEqual(['wechat', 'alipay', 'balance']);
    expect(DEFAULT_PAY_CHANNEL).toBe('wechat');
  });

  it('compares the balance with the amount in fen', () => {
    expect(balanceState(56.8, 376)).toEqual({ available: fen(56.8), short: true });
    expect(balanceState(376, 376)).toEqual({ available: fen(376), short: false });
    expect(balanceState(375.99, 376)).toEqual({ available: fen(375.99), short: true });
    // 0.1 + 0.2 is 0.30000000000000004 in floats: as fen the balance covers ¥0.30 exactly
    expect(balanceState(0.1 + 0.2, 0.3).short).toBe(false);
    expect(balanceState(0.3, 0.1 + 0.2).short).toBe(false);
  });

  it('offers the balance while it is unknown (asked, or the call failed): a short one is then the server refusal', () => {
    expect(balanceState(undefined, 376)).toEqual({ available: null, short: false });
    expect(balanceState(Number.NaN, 376)).toEqual({ available: null, short: false });
  });

  it('pays with the channel chosen, but never with a balance known to be short', () => {
    const enough = balanceState(500, 376);
    const short = balanceState(56.8, 376);
    const unknown = balanceState(undefined, 376);
    expect(effectiveChannel('alipay', short)).toBe('alipay');
    expect(effectiveChannel('balance', enough)).toBe('balance');
    expect(effectiveChannel('balance', unknown)).toBe('balance');
    expect(effectiveChannel('balance', short)).toBe('wechat');
  });
});
