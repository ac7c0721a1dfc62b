import type { Flag, PageArg } from './common';

/** Goods category (分类): 普洱茶, 岩茶, ... */
export interface GoodsCategory {
  categoryId: string;
  categoryName: string;
  icon: string;
  sort: number;
  goodsCount: number;
}

/** One spec group of a goods, e.g. 规格: 357克 / 200克. */
export interface SpecGroup {
  name: string;
  values: string[];
}

export interface Sku {
  skuId: string;
  /** one value per spec group, in group order */
  specValues: string[];
  /** e.g. '357克 / 2019' */
  specText: string;
  price: number;
  /** the struck-through price of this SKU (list price before the discount) */
  originalPrice: number;
  memberPrice: number;
  stock: number;
  image: string;
}

/** Goods as lists and cards show it. */
export interface GoodsBrief {
  goodsId: string;
  categoryId: string;
  goodsName: string;
  subtitle: string;
  mainImage: string;
  /** the lowest SKU price (what 起 / "From" refers to when `maxPrice` is higher) */
  price: number;
  /** the highest SKU price; equal to `price` when every SKU costs the same */
  maxPrice: number;
  /** the struck-through price of the lowest-priced SKU, so the pair shown in a list is one SKU's */
  originalPrice: number;
  /** the lowest SKU member price */
  memberPrice: number;
  sales: number;
  stock: number;
  /** 1 on shelf, 0 off shelf */
  status: Flag;
  /** shown in the repurchase zone (复购专区) */
  repurchaseFlag: Flag;
  /** shown in the members zone (会员专区) */
  memberFlag: Flag;
  tags: string[];
  createTime: string;
}

export interface GoodsDetail extends GoodsBrief {
  categoryName: string;
  images: string[];
  specs: SpecGroup[];
  skus: Sku[];
  /** simple HTML (<p>, <img>); the screen sanitises it */
  description: string;
  origin: string;
  unit: string;
  freightText: string;
}

/** A goods line of a cart or an order: the goods, the SKU chosen, its unit price and how many. */
export interface SkuLine {
  goodsId: string;
  skuId: string;
  goodsName: string;
  mainImage: string;
  specText: string;
  price: number;
  quantity: number;
}

export type GoodsCategoryPageArg = PageArg & {
  /** the category screen asks for 50 goods a page (`CATEGORY_PAGE_SIZE`) */
  pageSize?: number;
};

export type GoodsSort = 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest';

export type GoodsPageArg = PageArg & {
  categoryId?: string;
  keyword?: string;
  sort?: GoodsSort;
};

export type GoodsDetailArg = {
  goodsId: string;
};

export type SaveBrowseHistoryArg = {
  goodsId: string;
  memberId: string;
};
