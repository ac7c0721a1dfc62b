import type { PageResult } from '../types/common';
import type { GoodsBrief, GoodsCategory, GoodsCategoryPageArg, GoodsDetail, GoodsDetailArg, GoodsPageArg, SaveBrowseHistoryArg } from '../types/goods';
import { call, domain } from './define';

/** Buyer service, goods: categories, lists, detail, browse history (documented paths). */
export const goods = /* @__PURE__ */ domain('goods', { token: false }, {
  goodsCategoryPage: call<GoodsCategoryPageArg | void, PageResult<GoodsCategory>>('/teamall-buyer/client/goodsCategory/page'),
  goodsPage: call<GoodsPageArg, PageResult<GoodsBrief>>('/teamall-buyer/client/goods/page'),
  // null: no such goods (the screen shows its not-found state)
  goodsDetail: call<GoodsDetailArg, GoodsDetail | null>('/teamall-buyer/client/goods/detail'),
  saveBrowseHistory: call<SaveBrowseHistoryArg, null>('/teamall-buyer/client/goods/saveBrowseHistory', { token: true }),
});
