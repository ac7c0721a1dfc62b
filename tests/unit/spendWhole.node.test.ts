import { describe, expect, it } from 'vitest';
import { fen } from '@/lib/money';
import { spendWhole } from '@/lib/spendWhole';

const coupon = (id: string, amount: number, expireDate: string, createTime = '2026-11-01 09:00:00') => ({ id, amount, expireDate, createTime });

describe('spending cash coupons whole', () => {
  const held = [coupon('late', 10, '2027-01-31'), coupon('soon', 5, '2026-12-15'), coupon('soon-later-received', 5, '2026-12-15', '2026-11-10 09:00:00'), coupon('mid', 5, '2026-12-31')];

  it('spends the earliest expiry first, then the earliest received, until the need is met', () => {
    const result = spendWhole(held, fen(10));
    expect(result.spend.map((item) => item.id)).toEqual(['soon', 'soon-later-received']);
    expect(result).toMatchObject({ held: fen(25), spent: fen(10) });
  });

  it('spends a coupon whole and gives no change', () => {
    const result = spendWhole(held, fen(12));
    expect(result.spend.map((item) => item.id)).toEqual(['soon', 'soon-later-received', 'mid']);
    expect(result.spent).toBe(fen(15));
  });

  it('spends nothing when all of them fall short', () => {
    expect(spendWhole(held, fen(30))).toEqual({ held: fen(25), spend: [], spent: fen(0) });
  });

  it('adds yuan amounts in fen, without float drift', () => {
    const result = spendWhole([coupon('a', 0.1, '2026-12-01'), coupon('b', 0.2, '2026-12-02')], fen(0.3));
    expect(result.spent).toBe(30);
    expect(result.spend).toHaveLength(2);
  });
});
