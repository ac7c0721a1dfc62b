import type { CartLine } from '@/api/types/cart';
import { cartLineView } from '@mocks/db/cart';
import { seedGoods } from '@mocks/db/goods';
import { cartLines, type CartRecord } from '@mocks/data/cart';

const goods = seedGoods();

/** A line of the buyer's seeded cart (mocks/data/cart), joined with its goods as cartList answers it. */
export function seedLine(cartId: string): CartLine {
  const record = cartLines.find((line) => line.cartId === cartId);
  if (!record) throw new Error(`no seed cart line ${cartId}`);
  return cartLineView(goods, record);
}

/** A line for a seed SKU that is not in the seeded cart (e.g. one with little stock left). */
export function lineFor(record: Omit<CartRecord, 'memberId' | 'createTime'>): CartLine {
  return cartLineView(goods, { ...record, memberId: 'm-10086', createTime: '2026-11-20 09:30:00' });
}
