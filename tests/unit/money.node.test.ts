import { describe, expect, it } from 'vitest';
import { addFen, clampFen, fen, fenOf, formatFen, formatYuan, isWholeFen, maxFen, minFen, multiplyFen, subtractFen, sumYuan, toYuan, ZERO_FEN } from '@/lib/money';

describe('money in integer fen', () => {
  it('converts yuan floats to whole fen and back exactly', () => {
    expect(fen(0.1) + fen(0.2)).toBe(30);
    expect(fen(19.99)).toBe(1999);
    expect(fen(128.5)).toBe(12850);
    expect(toYuan(addFen(fen(0.1), fen(0.2)))).toBe(0.3);
    expect(toYuan(fen(1.15))).toBe(1.15);
  });

  it('sums line amounts without float drift', () => {
    const lines = [{ price: 0.1 }, { price: 0.2 }, { price: 19.99 }];
    expect(sumYuan(lines, (line) => line.price)).toBe(2029);
    expect(formatFen(sumYuan(lines, (line) => line.price))).toBe('20.29');
    expect(sumYuan([], () => 1)).toBe(ZERO_FEN);
  });

  it('multiplies by a quantity or a rate, rounding to the nearest fen', () => {
    expect(multiplyFen(fen(33.33), 3)).toBe(9999);
    expect(multiplyFen(fen(99), 0.85)).toBe(8415);
    expect(multiplyFen(fen(0.05), 0.5)).toBe(3);
    expect(subtractFen(fen(10), fen(10.01))).toBe(-1);
    expect(clampFen(fen(12), ZERO_FEN, fen(10))).toBe(1000);
    expect(minFen(fen(30), fen(7.14))).toBe(714);
    expect(maxFen(ZERO_FEN, subtractFen(fen(5), fen(8)))).toBe(0);
  });

  it('formats with two decimals, negatives included', () => {
    expect(formatFen(fenOf(0))).toBe('0.00');
    expect(formatFen(fenOf(5))).toBe('0.05');
    expect(formatFen(fenOf(-350))).toBe('-3.50');
    expect(formatYuan(428)).toBe('428.00');
    expect(formatYuan(0.3 - 0.1)).toBe('0.20');
  });

  it('rejects fractional fen and tells whole-fen yuan from finer ones', () => {
    expect(() => fenOf(1.5)).toThrow(RangeError);
    expect(isWholeFen(12.34)).toBe(true);
    expect(isWholeFen(12.345)).toBe(false);
    expect(isWholeFen(Number.NaN)).toBe(false);
  });
});
