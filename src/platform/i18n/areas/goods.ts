import type { Widen } from '../widen';

/** Goods: cards, category, search, detail, SKU selector: zh-CN source strings. */
export const goodsZhCN = {
  sales: '已售 {count}',
  tags: '商品标签',
};

/** Goods: cards, category, search, detail, SKU selector: en-US, the same keys (checked by the type). */
export const goodsEnUS: Widen<typeof goodsZhCN> = {
  sales: '{count} sold',
  tags: 'Goods tags',
};
