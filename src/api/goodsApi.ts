import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, pages, query } from './endpoints';

/** Category page (the screen asks with pageSize 50), goods pages, detail, browse history. */
export const goodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCategoryPage: query(build, catalogue.goodsCategoryPage, { providesTags: ['Category'] }),
    goodsPage: query(build, catalogue.goodsPage, { providesTags: ['Goods'] }),
    /** goodsPage for infinite scroll: one cache entry per filter, pages appended as the user scrolls */
    goodsPages: pages(build, catalogue.goodsPage, { providesTags: ['Goods'] }),
    goodsDetail: query(build, catalogue.goodsDetail, {
      providesTags: (_result, _error, { goodsId }) => [{ type: 'Goods', id: goodsId }],
    }),
    saveBrowseHistory: mutation(build, catalogue.saveBrowseHistory, { invalidatesTags: ['BrowseHistory'] }),
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
