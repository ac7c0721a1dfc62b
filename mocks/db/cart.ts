import type { Address, CartLine } from '@/api/types/cart';
import { cartLines, type CartRecord } from '../data/cart';
import type { AddressTables } from './address';
import { findGoods, type GoodsTables } from './goods';

export interface CartTables {
  cartLines: CartRecord[];
  /** next cart id number */
  cartSeq: number;
}

export function seedCart(): CartTables {
  return { cartLines: structuredClone(cartLines), cartSeq: 3200 };
}

/** A stored line joined with its goods: current price, stock, and whether it can still be bought. */
export function cartLineView(tables: GoodsTables, line: CartRecord): CartLine {
  const record = findGoods(tables, line.goodsId);
  const sku = record?.skus.find((candidate) => candidate.skuId === line.skuId);
  const offShelf = !record || !sku || record.status === 0;
  const soldOut = !offShelf && (sku?.stock ?? 0) === 0;
  return {
    cartId: line.cartId,
    goodsId: line.goodsId,
    skuId: line.skuId,
    goodsName: record?.goodsName ?? '商品已删除',
    mainImage: sku?.image ?? record?.images[0] ?? '',
    specText: sku?.specText ?? '',
    price: sku?.price ?? 0,
    originalPrice: sku?.originalPrice ?? record?.originalPrice ?? 0,
    quantity: line.quantity,
    stock: sku?.stock ?? 0,
    selected: line.selected,
    invalid: offShelf || soldOut ? 1 : 0,
    invalidReason: offShelf ? '已下架' : soldOut ? '已售罄' : '',
    createTime: line.createTime,
  };
}

/** The member's addresses, from the member domain's address book (default first). */
export function memberAddresses(database: AddressTables, memberId: string): Address[] {
  return database.addresses.filter((address) => address.memberId === memberId).sort((a, b) => b.isDefault - a.isDefault);
}

/** The address an order ships to: the one asked for, else the member's default, else the first. */
export function chooseAddress(database: AddressTables, memberId: string, addressId?: string): Address | null {
  const addresses = memberAddresses(database, memberId);
  if (addressId) return addresses.find((address) => address.id === addressId) ?? null;
  return addresses[0] ?? null;
}
