import type { Widen } from '../widen';

/** Goods: category, search, detail, SKU selector: zh-CN source strings. */
export const goodsZhCN = {};

/** Goods: category, search, detail, SKU selector: en-US, the same keys (checked by the type). */
export const goodsEnUS: Widen<typeof goodsZhCN> = {};
