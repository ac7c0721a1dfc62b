import { baseApi } from './baseApi';
import { home } from './catalogue/home';
import { pages, queries, query } from './endpoints';

export type { Notice } from './types/home';

/** Home page: banners, newest, notices, recommended, activity zones, categories, the two zones, popup. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    topImageCarousel: query(build, home.topImageCarousel, { providesTags: ['Banner'] }),
    // repurchaseAreaGoods and membersAreaGoods: member token, unsigned
    ...queries(build, home, ['newestGoods', 'recommendGoods', 'repurchaseAreaGoods', 'membersAreaGoods'], { providesTags: ['Goods'] }),
    hotNews: query(build, home.hotNews, { providesTags: ['Notice'] }),
    activityTheZoneCategory: query(build, home.activityTheZoneCategory, { providesTags: ['Activity'] }),
    goodsCategory: query(build, home.goodsCategory, { providesTags: ['Category'] }),
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
