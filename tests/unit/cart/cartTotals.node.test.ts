import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/api/types/cart';
import { cartTotals } from '@/screens/cart/cartTotals';

function line(price: number, originalPrice: number, quantity: number): CartLine {
  return {
    cartId: `cart-${price}-${originalPrice}`,
    goodsId: 'g-1',
    skuId: 's-1',
    goodsName: 'tea',
    mainImage: '',
    specText: '',
    price,
    originalPrice,
    quantity,
    stock: 99,
    selected: 1,
    invalid: 0,
    invalidReason: '',
    createTime: '2026-11-20 10:00:00',
  };
}

describe('cart bar totals', () => {
  it('adds the ticked lines in fen, and what they save against their struck prices', () => {
    // 0.1 + 0.2 in yuan floats is 0.30000000000000004; in fen it is 30
    const totals = cartTotals([line(0.1, 0.3, 1), line(0.2, 0.2, 1), line(188, 219.5, 3)]);
    expect(totals).toEqual({ total: 56430, pieces: 5, saved: 20 + 9450 });
  });

  it('saves nothing when no ticked line is below its original price (equal, higher, or unknown as 0)', () => {
    expect(cartTotals([line(128, 128, 2), line(99, 0, 1), line(50, 40, 1)]).saved).toBe(0);
    expect(cartTotals([])).toEqual({ total: 0, pieces: 0, saved: 0 });
  });
});
