import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { pages, query } from './endpoints';

export type { Notice } from './types/home';

/** Home page: banners, newest, notices, recommended, activity zones, categories, the two zones, popup. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    topImageCarousel: query(build, catalogue.topImageCarousel, { providesTags: ['Banner'] }),
    newestGoods: query(build, catalogue.newestGoods, { providesTags: ['Goods'] }),
    hotNews: query(build, catalogue.hotNews, { providesTags: ['Notice'] }),
    recommendGoods: query(build, catalogue.recommendGoods, { providesTags: ['Goods'] }),
    activityTheZoneCategory: query(build, catalogue.activityTheZoneCategory, { providesTags: ['Activity'] }),
    goodsCategory: query(build, catalogue.goodsCategory, { providesTags: ['Category'] }),
    /** member token, unsigned */
    repurchaseAreaGoods: query(build, catalogue.repurchaseAreaGoods, { providesTags: ['Goods'] }),
    /** member token, unsigned */
    membersAreaGoods: query(build, catalogue.membersAreaGoods, { providesTags: ['Goods'] }),
    /** repurchaseAreaGoods for infinite scroll (the zone screen) */
    repurchaseAreaGoodsPages: pages(build, catalogue.repurchaseAreaGoods, { providesTags: ['Goods'] }),
    /** membersAreaGoods for infinite scroll (the zone screen) */
    membersAreaGoodsPages: pages(build, catalogue.membersAreaGoods, { providesTags: ['Goods'] }),
    /** the new-user popup, or null when none is running */
    getImagePopup: query(build, catalogue.getImagePopup, { providesTags: ['Popup'] }),
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
