import { baseApi } from './baseApi';
import { shop } from './catalogue/shop';
import { mutation, queries, query } from './endpoints';

/** Shop service (source `seller`): regions, shops, evaluations, rankings and map helpers. */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...queries(build, shop, ['regionsIncludingForbidden', 'regionsByParent', 'cityRegions'], { providesTags: ['Region'] }),
    ...queries(build, shop, ['shopList', 'shopDetail', 'shopDetailNoLogin', 'salesRanking', 'salesTopThree', 'searchByAddressAndName', 'distanceRanking'], { providesTags: ['Shop'] }),
    updateShopAndAddress: mutation(build, shop.updateShopAndAddress, { invalidatesTags: ['Shop'] }),
    lastShoppedShop: query(build, shop.lastShoppedShop, { providesTags: ['Shop', 'Order'] }),
    saveGoodsEvaluation: mutation(build, shop.saveGoodsEvaluation, { invalidatesTags: ['Evaluation'] }),
    goodsEvaluationPage: query(build, shop.goodsEvaluationPage, { providesTags: ['Evaluation'] }),
    ...queries(build, shop, ['reverseGeocode', 'mapCoordinateConversion']),
  }),
});
export const {
  useRegionsIncludingForbiddenQuery,
  useRegionsByParentQuery,
  useCityRegionsQuery,
  useShopListQuery,
  useShopDetailQuery,
  useShopDetailNoLoginQuery,
  useUpdateShopAndAddressMutation,
  useLastShoppedShopQuery,
  useSaveGoodsEvaluationMutation,
  useGoodsEvaluationPageQuery,
  useSalesRankingQuery,
  useSalesTopThreeQuery,
  useSearchByAddressAndNameQuery,
  useLazySearchByAddressAndNameQuery,
  useDistanceRankingQuery,
  useReverseGeocodeQuery,
  useLazyReverseGeocodeQuery,
  useMapCoordinateConversionQuery,
  useLazyMapCoordinateConversionQuery,
} = shopApi;
