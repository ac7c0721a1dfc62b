import type { PageResult } from '../types/common';
import type { CityRegion, Region, RegionNode, RegionsByParentArg } from '../types/region';
import type { ConvertedCoordinate, DistanceRankingArg, EvaluationPage, EvaluationPageArg, GeoPlace, LastShoppedShop, MapCoordinateConversionArg, ReverseGeocodeArg, SalesRank, SalesRankingArg, SaveGoodsEvaluationArg, SaveGoodsEvaluationResult, SearchByAddressAndNameArg, Shop, ShopDetailArg, ShopListArg, ShopListItem, UpdateShopAndAddressArg } from '../types/shop';
import { call, domain } from './define';

/** Shop service (source `seller`), plus the visitor's shop detail (source `sightseer`, no token). */
export const shop = /* @__PURE__ */ domain('shop', { source: 'seller', assumed: true }, {
  regionsIncludingForbidden: call<void, RegionNode[]>('/teamall-seller/client/region/includingForbidden', { list: true, token: false }),
  regionsByParent: call<RegionsByParentArg, Region[]>('/teamall-seller/client/region/byParent', { method: 'GET', list: true, token: false }),
  cityRegions: call<void, CityRegion[]>('/teamall-seller/client/region/city', { list: true, token: false }),
  shopList: call<ShopListArg, PageResult<ShopListItem>>('/teamall-seller/client/shop/list', { token: false }),
  shopDetail: call<ShopDetailArg, ShopListItem>('/teamall-seller/client/shop/detail'),
  shopDetailNoLogin: call<ShopDetailArg, ShopListItem>('/teamall-seller/visitor/shop/detail', { source: 'sightseer', token: false }),
  updateShopAndAddress: call<UpdateShopAndAddressArg, Shop>('/teamall-seller/client/shop/updateShopAndAddress'),
  lastShoppedShop: call<void, LastShoppedShop | null>('/teamall-seller/client/shop/lastShopped'),
  saveGoodsEvaluation: call<SaveGoodsEvaluationArg, SaveGoodsEvaluationResult>('/teamall-seller/client/evaluation/save'),
  goodsEvaluationPage: call<EvaluationPageArg, EvaluationPage>('/teamall-seller/client/evaluation/page', { token: false }),
  salesRanking: call<SalesRankingArg, SalesRank[]>('/teamall-seller/client/ranking/sales', { list: true, token: false }),
  salesTopThree: call<SalesRankingArg, SalesRank[]>('/teamall-seller/client/ranking/topThree', { list: true, token: false }),
  searchByAddressAndName: call<SearchByAddressAndNameArg, PageResult<ShopListItem>>('/teamall-seller/client/shop/searchByAddressAndName', { token: false }),
  distanceRanking: call<DistanceRankingArg, ShopListItem[]>('/teamall-seller/client/shop/distanceRanking', { list: true, token: false }),
  reverseGeocode: call<ReverseGeocodeArg, GeoPlace>('/teamall-seller/client/map/reverseGeocode', { token: false }),
  mapCoordinateConversion: call<MapCoordinateConversionArg, ConvertedCoordinate>('/teamall-seller/client/map/coordinateConversion', { token: false }),
});
