import { baseApi } from './baseApi';
import { callPages, callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type { PageResult } from './types/common';
import type {
  GoodsBrief,
  GoodsCategory,
  GoodsCategoryPageArg,
  GoodsDetail,
  GoodsDetailArg,
  GoodsPageArg,
  SaveBrowseHistoryArg,
} from './types/goods';

/** Category page (the screen asks with pageSize 50), goods pages, detail, browse history. */
export const goodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCategoryPage: build.query<PageResult<GoodsCategory>, GoodsCategoryPageArg | void>({
      query: callQuery<GoodsCategoryPageArg | void>(catalogue.goodsCategoryPage),
      providesTags: ['Category'],
    }),
    goodsPage: build.query<PageResult<GoodsBrief>, GoodsPageArg>({
      query: callQuery<GoodsPageArg>(catalogue.goodsPage),
      providesTags: ['Goods'],
    }),
    /** goodsPage for infinite scroll: one cache entry per filter, pages appended as the user scrolls */
    goodsPages: build.infiniteQuery<PageResult<GoodsBrief>, GoodsPageArg, number>({
      ...callPages<GoodsPageArg>(catalogue.goodsPage),
      providesTags: ['Goods'],
    }),
    goodsDetail: build.query<GoodsDetail, GoodsDetailArg>({
      query: callQuery<GoodsDetailArg>(catalogue.goodsDetail),
      providesTags: (_result, _error, { goodsId }) => [{ type: 'Goods', id: goodsId }],
    }),
    saveBrowseHistory: build.mutation<null, SaveBrowseHistoryArg>({
      query: callQuery<SaveBrowseHistoryArg>(catalogue.saveBrowseHistory),
      invalidatesTags: ['BrowseHistory'],
    }),
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
