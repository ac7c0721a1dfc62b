import type { Flag, PageArg } from './common';
import type { SkuLine } from './goods';

/** A cart line as the cart screen shows it: the stored line joined with its goods and SKU. */
export interface CartLine extends SkuLine {
  cartId: string;
  originalPrice: number;
  /** current SKU stock */
  stock: number;
  selected: Flag;
  /** 1 when the goods is off shelf or the SKU out of stock */
  invalid: Flag;
  /** '已下架' | '已售罄' | '' */
  invalidReason: string;
  createTime: string;
}

export type CartAddArg = {
  goodsId: string;
  skuId: string;
  quantity: number;
};

export interface CartAddResult {
  cartId: string;
  /** quantity of the line after merging */
  quantity: number;
};

/**
 * Change one line's quantity and/or selection (`cartId`), or the selection of several lines
 * at once (`cartIds` + `selected`, for select-all).
 */
export type CartUpdateArg = {
  cartId?: string;
  cartIds?: string[];
  quantity?: number;
  selected?: Flag;
};

export type CartDeleteArg = {
  cartIds: string[];
};

/** The member's address book entry (member domain), as the cart's address page and checkout read it. */
export type { Address } from './member';

export type CartAddressPageArg = PageArg;

/** cartUpdate answers the changed lines, as cartList shows them. */
export type CartUpdateResult = CartLine[];

export interface CartDeleteResult {
  deleted: number;
}
