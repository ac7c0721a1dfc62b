/** Cart seed: the buyer's lines (one off shelf, one sold out) and the agent's. Addresses live in the member domain (`db.addresses`). */
import type { Flag } from '@/api/types/common';

export interface CartRecord {
  cartId: string;
  memberId: string;
  goodsId: string;
  skuId: string;
  quantity: number;
  selected: Flag;
  createTime: string;
}

export const cartLines: CartRecord[] = [
  { cartId: 'cart-3001', memberId: 'm-10086', goodsId: 'g-1001', skuId: 'sku-1001-1', quantity: 1, selected: 1, createTime: '2026-11-20 09:06:00' },
  { cartId: 'cart-3002', memberId: 'm-10086', goodsId: 'g-1201', skuId: 'sku-1201-2', quantity: 2, selected: 1, createTime: '2026-11-19 21:12:00' },
  { cartId: 'cart-3003', memberId: 'm-10086', goodsId: 'g-1104', skuId: 'sku-1104-1', quantity: 1, selected: 0, createTime: '2026-11-02 14:30:00' },
  { cartId: 'cart-3004', memberId: 'm-10086', goodsId: 'g-1001', skuId: 'sku-1001-3', quantity: 1, selected: 0, createTime: '2026-11-12 19:45:00' },
  { cartId: 'cart-3005', memberId: 'm-10086', goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 3, selected: 0, createTime: '2026-11-18 08:20:00' },
  { cartId: 'cart-3101', memberId: 'm-20488', goodsId: 'g-1702', skuId: 'sku-1702-1', quantity: 1, selected: 1, createTime: '2026-11-17 16:00:00' },
];
