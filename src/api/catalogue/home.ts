import type { PageResult } from '../types/common';
import type { GoodsBrief } from '../types/goods';
import type { ActivityZone, Banner, HomeCategory, ImagePopup, NewestGoods, Notice, ZoneGoodsArg } from '../types/home';
import { call, domain } from './define';

/** Buyer service, home page: banners, goods blocks, zones, the launch popup (documented paths). */
export const home = /* @__PURE__ */ domain('home', {}, {
  topImageCarousel: call<void, Banner[]>('/teamall-buyer/client/home/topImageCarousel', { list: true, token: false }),
  newestGoods: call<void, NewestGoods>('/teamall-buyer/client/home/newestGoods', { token: false }),
  hotNews: call<void, Notice[]>('/teamall-buyer/client/home/hotNews', { list: true, token: false }),
  recommendGoods: call<void, GoodsBrief[]>('/teamall-buyer/client/home/recommendGoods', { list: true, token: false }),
  activityTheZoneCategory: call<void, ActivityZone[]>('/teamall-buyer/client/home/activityTheZoneCategory', { list: true, token: false }),
  goodsCategory: call<void, HomeCategory[]>('/teamall-buyer/client/home/goodsCategory', { list: true, token: false }),
  repurchaseAreaGoods: call<ZoneGoodsArg | void, PageResult<GoodsBrief>>('/teamall-buyer/client/home/repurchaseAreaGoods', { signed: false }),
  membersAreaGoods: call<ZoneGoodsArg | void, PageResult<GoodsBrief>>('/teamall-buyer/client/home/membersAreaGoods', { signed: false }),
  getImagePopup: call<void, ImagePopup | null>('/teamall-buyer/imagePopup/getImagePopup', { token: false }),
});
