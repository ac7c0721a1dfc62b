import { baseApi } from './baseApi';
import { home } from './catalogue/home';
import { pages, query } from './endpoints';

export type { Notice } from './types/home';

/** Home page: banners, newest, notices, recommended, activity zones, categories, the two zones, popup. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    topImageCarousel: query(build, home.topImageCarousel, { providesTags: ['Banner'] }),
    newestGoods: query(build, home.newestGoods, { providesTags: ['Goods'] }),
    hotNews: query(build, home.hotNews, { providesTags: ['Notice'] }),
    recommendGoods: query(build, home.recommendGoods, { providesTags: ['Goods'] }),
    activityTheZoneCategory: query(build, home.activityTheZoneCategory, { providesTags: ['Activity'] }),
    goodsCategory: query(build, home.goodsCategory, { providesTags: ['Category'] }),
    /** member token, unsigned */
    repurchaseAreaGoods: query(build, home.repurchaseAreaGoods, { providesTags: ['Goods'] }),
    /** member token, unsigned */
    membersAreaGoods: query(build, home.membersAreaGoods, { providesTags: ['Goods'] }),
    /** repurchaseAreaGoods for infinite scroll (the zone screen) */
    repurchaseAreaGoodsPages: pages(build, home.repurchaseAreaGoods, { providesTags: ['Goods'] }),
    /** membersAreaGoods for infinite scroll (the zone screen) */
    membersAreaGoodsPages: pages(build, home.membersAreaGoods, { providesTags: ['Goods'] }),
    /** the new-user popup, or null when none is running */
    getImagePopup: query(build, home.getImagePopup, { providesTags: ['Popup'] }),
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
