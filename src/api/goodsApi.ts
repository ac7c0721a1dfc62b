import { baseApi } from './baseApi';
import { goods } from './catalogue/goods';
import { mutation, pages, query } from './endpoints';

/** Category page (the screen asks with pageSize 50), goods pages, detail, browse history. */
export const goodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCategoryPage: query(build, goods.goodsCategoryPage, { providesTags: ['Category'] }),
    goodsPage: query(build, goods.goodsPage, { providesTags: ['Goods'] }),
    /** goodsPage for infinite scroll: one cache entry per filter, pages appended as the user scrolls */
    goodsPages: pages(build, goods.goodsPage, { providesTags: ['Goods'] }),
    goodsDetail: query(build, goods.goodsDetail, {
      providesTags: (_result, _error, { goodsId }) => [{ type: 'Goods', id: goodsId }],
    }),
    saveBrowseHistory: mutation(build, goods.saveBrowseHistory, { invalidatesTags: ['BrowseHistory'] }),
  }),
});

export const {
  useGoodsCategoryPageQuery,
  useGoodsPageQuery,
  useLazyGoodsPageQuery,
  useGoodsPagesInfiniteQuery,
  useGoodsDetailQuery,
  useSaveBrowseHistoryMutation,
} = goodsApi;
