import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation, query } from './endpoints';

/** Shop service (source `seller`): regions, shops, evaluations, rankings and map helpers. */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    regionsIncludingForbidden: query(build, catalogue.regionsIncludingForbidden, { providesTags: ['Region'] }),
    regionsByParent: query(build, catalogue.regionsByParent, { providesTags: ['Region'] }),
    cityRegions: query(build, catalogue.cityRegions, { providesTags: ['Region'] }),
    shopList: query(build, catalogue.shopList, { providesTags: ['Shop'] }),
    shopDetail: query(build, catalogue.shopDetail, { providesTags: ['Shop'] }),
    shopDetailNoLogin: query(build, catalogue.shopDetailNoLogin, { providesTags: ['Shop'] }),
    updateShopAndAddress: mutation(build, catalogue.updateShopAndAddress, { invalidatesTags: ['Shop'] }),
    lastShoppedShop: query(build, catalogue.lastShoppedShop, { providesTags: ['Shop', 'Order'] }),
    saveGoodsEvaluation: mutation(build, catalogue.saveGoodsEvaluation, { invalidatesTags: ['Evaluation'] }),
    goodsEvaluationPage: query(build, catalogue.goodsEvaluationPage, { providesTags: ['Evaluation'] }),
    salesRanking: query(build, catalogue.salesRanking, { providesTags: ['Shop'] }),
    salesTopThree: query(build, catalogue.salesTopThree, { providesTags: ['Shop'] }),
    searchByAddressAndName: query(build, catalogue.searchByAddressAndName, { providesTags: ['Shop'] }),
    distanceRanking: query(build, catalogue.distanceRanking, { providesTags: ['Shop'] }),
    reverseGeocode: query(build, catalogue.reverseGeocode),
    mapCoordinateConversion: query(build, catalogue.mapCoordinateConversion),
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
