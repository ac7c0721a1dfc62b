import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type { PageResult } from './types/common';
import type { CityRegion, Region, RegionNode, RegionsByParentArg } from './types/region';
import type {
  ConvertedCoordinate,
  DistanceRankingArg,
  EvaluationPage,
  EvaluationPageArg,
  GeoPlace,
  LastShoppedShop,
  MapCoordinateConversionArg,
  ReverseGeocodeArg,
  SalesRank,
  SalesRankingArg,
  SaveGoodsEvaluationArg,
  SaveGoodsEvaluationResult,
  SearchByAddressAndNameArg,
  Shop,
  ShopDetailArg,
  ShopListItem,
  ShopListArg,
  UpdateShopAndAddressArg,
} from './types/shop';

/** Shop service (source `seller`): regions, shops, evaluations, rankings and map helpers. */
export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    regionsIncludingForbidden: build.query<RegionNode[], void>({
      query: callQuery(catalogue.regionsIncludingForbidden),
      providesTags: ['Region'],
    }),
    regionsByParent: build.query<Region[], RegionsByParentArg>({
      query: callQuery<RegionsByParentArg>(catalogue.regionsByParent),
      providesTags: ['Region'],
    }),
    cityRegions: build.query<CityRegion[], void>({
      query: callQuery(catalogue.cityRegions),
      providesTags: ['Region'],
    }),
    shopList: build.query<PageResult<ShopListItem>, ShopListArg>({
      query: callQuery<ShopListArg>(catalogue.shopList),
      providesTags: ['Shop'],
    }),
    shopDetail: build.query<ShopListItem, ShopDetailArg>({
      query: callQuery<ShopDetailArg>(catalogue.shopDetail),
      providesTags: ['Shop'],
    }),
    shopDetailNoLogin: build.query<ShopListItem, ShopDetailArg>({
      query: callQuery<ShopDetailArg>(catalogue.shopDetailNoLogin),
      providesTags: ['Shop'],
    }),
    updateShopAndAddress: build.mutation<Shop, UpdateShopAndAddressArg>({
      query: callQuery<UpdateShopAndAddressArg>(catalogue.updateShopAndAddress),
      invalidatesTags: ['Shop'],
    }),
    lastShoppedShop: build.query<LastShoppedShop | null, void>({
      query: callQuery(catalogue.lastShoppedShop),
      providesTags: ['Shop', 'Order'],
    }),
    saveGoodsEvaluation: build.mutation<SaveGoodsEvaluationResult, SaveGoodsEvaluationArg>({
      query: callQuery<SaveGoodsEvaluationArg>(catalogue.saveGoodsEvaluation),
      invalidatesTags: ['Evaluation'],
    }),
    goodsEvaluationPage: build.query<EvaluationPage, EvaluationPageArg>({
      query: callQuery<EvaluationPageArg>(catalogue.goodsEvaluationPage),
      providesTags: ['Evaluation'],
    }),
    salesRanking: build.query<SalesRank[], SalesRankingArg>({
      query: callQuery<SalesRankingArg>(catalogue.salesRanking),
      providesTags: ['Shop'],
    }),
    salesTopThree: build.query<SalesRank[], SalesRankingArg>({
      query: callQuery<SalesRankingArg>(catalogue.salesTopThree),
      providesTags: ['Shop'],
    }),
    searchByAddressAndName: build.query<PageResult<ShopListItem>, SearchByAddressAndNameArg>({
      query: callQuery<SearchByAddressAndNameArg>(catalogue.searchByAddressAndName),
      providesTags: ['Shop'],
    }),
    distanceRanking: build.query<ShopListItem[], DistanceRankingArg>({
      query: callQuery<DistanceRankingArg>(catalogue.distanceRanking),
      providesTags: ['Shop'],
    }),
    reverseGeocode: build.query<GeoPlace, ReverseGeocodeArg>({
      query: callQuery<ReverseGeocodeArg>(catalogue.reverseGeocode),
    }),
    mapCoordinateConversion: build.query<ConvertedCoordinate, MapCoordinateConversionArg>({
      query: callQuery<MapCoordinateConversionArg>(catalogue.mapCoordinateConversion),
    }),
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
