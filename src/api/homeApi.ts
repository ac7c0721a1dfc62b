import { baseApi } from './baseApi';
import { callPages, callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type { PageResult } from './types/common';
import type { GoodsBrief } from './types/goods';
import type { ActivityZone, Banner, HomeCategory, ImagePopup, NewestGoods, Notice, ZoneGoodsArg } from './types/home';

export type { Notice } from './types/home';

/** Home page: banners, newest, notices, recommended, activity zones, categories, the two zones, popup. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    topImageCarousel: build.query<Banner[], void>({
      query: callQuery(catalogue.topImageCarousel),
      providesTags: ['Banner'],
    }),
    newestGoods: build.query<NewestGoods, void>({
      query: callQuery(catalogue.newestGoods),
      providesTags: ['Goods'],
    }),
    hotNews: build.query<Notice[], void>({
      query: callQuery(catalogue.hotNews),
      providesTags: ['Notice'],
    }),
    recommendGoods: build.query<GoodsBrief[], void>({
      query: callQuery(catalogue.recommendGoods),
      providesTags: ['Goods'],
    }),
    activityTheZoneCategory: build.query<ActivityZone[], void>({
      query: callQuery(catalogue.activityTheZoneCategory),
      providesTags: ['Activity'],
    }),
    goodsCategory: build.query<HomeCategory[], void>({
      query: callQuery(catalogue.goodsCategory),
      providesTags: ['Category'],
    }),
    /** member token, unsigned (spec section 7) */
    repurchaseAreaGoods: build.query<PageResult<GoodsBrief>, ZoneGoodsArg | void>({
      query: callQuery<ZoneGoodsArg | void>(catalogue.repurchaseAreaGoods),
      providesTags: ['Goods'],
    }),
    /** member token, unsigned (spec section 7) */
    membersAreaGoods: build.query<PageResult<GoodsBrief>, ZoneGoodsArg | void>({
      query: callQuery<ZoneGoodsArg | void>(catalogue.membersAreaGoods),
      providesTags: ['Goods'],
    }),
    /** repurchaseAreaGoods for infinite scroll (the zone screen) */
    repurchaseAreaGoodsPages: build.infiniteQuery<PageResult<GoodsBrief>, ZoneGoodsArg, number>({
      ...callPages<ZoneGoodsArg>(catalogue.repurchaseAreaGoods),
      providesTags: ['Goods'],
    }),
    /** membersAreaGoods for infinite scroll (the zone screen) */
    membersAreaGoodsPages: build.infiniteQuery<PageResult<GoodsBrief>, ZoneGoodsArg, number>({
      ...callPages<ZoneGoodsArg>(catalogue.membersAreaGoods),
      providesTags: ['Goods'],
    }),
    /** the new-user popup, or null when none is running */
    getImagePopup: build.query<ImagePopup | null, void>({
      query: callQuery(catalogue.getImagePopup),
      providesTags: ['Popup'],
    }),
  }),
});

export const {
  useTopImageCarouselQuery,
  useNewestGoodsQuery,
  useHotNewsQuery,
  useRecommendGoodsQuery,
  useActivityTheZoneCategoryQuery,
  useGoodsCategoryQuery,
  useRepurchaseAreaGoodsQuery,
  useMembersAreaGoodsQuery,
  useRepurchaseAreaGoodsPagesInfiniteQuery,
  useMembersAreaGoodsPagesInfiniteQuery,
  useGetImagePopupQuery,
} = homeApi;
