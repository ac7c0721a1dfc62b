import type { Sku } from '@/api/types/goods';
import type { GoodsBrief, GoodsCategory, GoodsDetail } from '@/api/types/goods';
import {
  browseHistory,
  categories,
  goods,
  shareCommands,
  type BrowseRecord,
  type CategoryRecord,
  type GoodsRecord,
  type ShareCommandRecord,
} from '../data/goods';

export interface GoodsTables {
  goodsCategories: CategoryRecord[];
  goods: GoodsRecord[];
  browseHistory: BrowseRecord[];
  /** share command codes (common domain: generateCommand / parseCommand) */
  shareCommands: ShareCommandRecord[];
}

export function seedGoods(): GoodsTables {
  return {
    goodsCategories: structuredClone(categories),
    goods: structuredClone(goods),
    browseHistory: structuredClone(browseHistory),
    shareCommands: structuredClone(shareCommands),
  };
}

export function findGoods(tables: GoodsTables, goodsId: unknown): GoodsRecord | undefined {
  return tables.goods.find((record) => record.goodsId === goodsId);
}

export function findSku(tables: GoodsTables, skuId: unknown): { goods: GoodsRecord; sku: Sku } | undefined {
  for (const record of tables.goods) {
    const sku = record.skus.find((candidate) => candidate.skuId === skuId);
    if (sku) return { goods: record, sku };
  }
  return undefined;
}

export function goodsStock(record: GoodsRecord): number {
  return record.skus.reduce((sum, sku) => sum + sku.stock, 0);
}

/** Card view: price = the cheapest SKU. */
export function goodsBrief(record: GoodsRecord): GoodsBrief {
  const prices = record.skus.map((sku) => sku.price);
  const memberPrices = record.skus.map((sku) => sku.memberPrice);
  const cheapest = record.skus.reduce<(typeof record.skus)[number] | undefined>((low, sku) => (!low || sku.price < low.price ? sku : low), undefined);
  return {
    goodsId: record.goodsId,
    categoryId: record.categoryId,
    goodsName: record.goodsName,
    subtitle: record.subtitle,
    mainImage: record.images[0] ?? '',
    price: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    originalPrice: cheapest ? cheapest.originalPrice : record.originalPrice,
    memberPrice: memberPrices.length ? Math.min(...memberPrices) : 0,
    sales: record.sales,
    stock: goodsStock(record),
    status: record.status,
    repurchaseFlag: record.repurchaseFlag,
    memberFlag: record.memberFlag,
    tags: [...record.tags],
    createTime: record.createTime,
  };
}

export function goodsDetail(tables: GoodsTables, record: GoodsRecord): GoodsDetail {
  const category = tables.goodsCategories.find((candidate) => candidate.categoryId === record.categoryId);
  return {
    ...goodsBrief(record),
    categoryName: category?.categoryName ?? '',
    images: [...record.images],
    specs: structuredClone(record.specs),
    skus: structuredClone(record.skus),
    description: record.description,
    origin: record.origin,
    unit: record.unit,
    freightText: '满 99 元包邮',
  };
}

export function categoryView(tables: GoodsTables, category: CategoryRecord): GoodsCategory {
  const goodsCount = tables.goods.filter((record) => record.categoryId === category.categoryId && record.status === 1).length;
  return { ...category, goodsCount };
}

/** Goods the shop sells now (on shelf), in seed order. */
export function onShelf(tables: GoodsTables): GoodsRecord[] {
  return tables.goods.filter((record) => record.status === 1);
}
