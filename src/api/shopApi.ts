import { baseApi } from './baseApi';
import { shop } from './catalogue/shop';
import { mutation, query } from './endpoints';

/** Shop service (source `seller`): regions, shops, evaluations, rankings and map helpers. */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    regionsIncludingForbidden: query(build, shop.regionsIncludingForbidden, { providesTags: ['Region'] }),
    regionsByParent: query(build, shop.regionsByParent, { providesTags: ['Region'] }),
    cityRegions: query(build, shop.cityRegions, { providesTags: ['Region'] }),
    shopList: query(build, shop.shopList, { providesTags: ['Shop'] }),
    shopDetail: query(build, shop.shopDetail, { providesTags: ['Shop'] }),
    shopDetailNoLogin: query(build, shop.shopDetailNoLogin, { providesTags: ['Shop'] }),
    updateShopAndAddress: mutation(build, shop.updateShopAndAddress, { invalidatesTags: ['Shop'] }),
    lastShoppedShop: query(build, shop.lastShoppedShop, { providesTags: ['Shop', 'Order'] }),
    saveGoodsEvaluation: mutation(build, shop.saveGoodsEvaluation, { invalidatesTags: ['Evaluation'] }),
    goodsEvaluationPage: query(build, shop.goodsEvaluationPage, { providesTags: ['Evaluation'] }),
    salesRanking: query(build, shop.salesRanking, { providesTags: ['Shop'] }),
    salesTopThree: query(build, shop.salesTopThree, { providesTags: ['Shop'] }),
    searchByAddressAndName: query(build, shop.searchByAddressAndName, { providesTags: ['Shop'] }),
    distanceRanking: query(build, shop.distanceRanking, { providesTags: ['Shop'] }),
    reverseGeocode: query(build, shop.reverseGeocode),
    mapCoordinateConversion: query(build, shop.mapCoordinateConversion),
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
