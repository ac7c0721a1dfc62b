/** Shop domain (shop service, source `seller`; the visitor's detail via `sightseer`). */
import type { PageArg, PageResult } from './common';
import type { RegionPlace } from './region';

export interface Shop extends RegionPlace {
  shopId: string;
  shopName: string;
  logo: string;
  photos: string[];
  address: string;
  /** GCJ-02 coordinates */
  longitude: number;
  latitude: number;
  phone: string;
  businessHours: string;
  /** 0-5, one decimal */
  rating: number;
  /** orders served in total */
  sales: number;
  monthSales: number;
  description: string;
  tags: string[];
  ownerMemberId: string;
}

export interface ShopListItem extends Shop {
  /** kilometres from the given coordinates (two decimals), null without coordinates */
  distance: number | null;
}

/** A page of shops, optionally within a province, city or region; with coordinates each shop comes with its distance. */
export type ShopListArg = PageArg & {
  provinceId?: number;
  cityId?: number;
  regionId?: number;
  longitude?: number;
  latitude?: number;
};

export type ShopDetailArg = { shopId: string; longitude?: number; latitude?: number };

/** The owner (agent) edits the shop's card and address. */
export type UpdateShopAndAddressArg = {
  shopId: string;
  shopName?: string;
  phone?: string;
  businessHours?: string;
  provinceId?: number;
  cityId?: number;
  regionId?: number;
  address?: string;
  longitude?: number;
  latitude?: number;
};

export interface LastShoppedShop {
  shop: Shop;
  lastShoppedTime: string;
}

export interface Evaluation {
  id: string;
  goodsId: string;
  goodsName: string;
  shopId: string;
  orderId: string;
  memberId: string;
  /** masked when anonymous */
  nickname: string;
  avatar: string;
  /** 1-5 stars */
  rating: number;
  content: string;
  images: string[];
  anonymous: 0 | 1;
  specName: string;
  createTime: string;
  reply: string | null;
}

export type SaveGoodsEvaluationArg = {
  goodsId: string;
  goodsName?: string;
  orderId?: string;
  shopId?: string;
  rating: number;
  content: string;
  images?: string[];
  anonymous?: 0 | 1;
  specName?: string;
};
export type SaveGoodsEvaluationResult = { evaluationId: string };

/** rating filter: good 4-5, medium 3, bad 1-2 */
export type EvaluationPageArg = PageArg & { goodsId: string; level?: 'good' | 'medium' | 'bad'; hasImage?: 0 | 1 };
export type EvaluationPage = PageResult<Evaluation> & { averageRating: number; goodRate: number };

export interface SalesRank {
  rank: number;
  shopId: string;
  shopName: string;
  logo: string;
  cityName: string;
  sales: number;
  monthSales: number;
  rating: number;
}
export type SalesRankingArg = { cityId?: number; limit?: number };

export type SearchByAddressAndNameArg = PageArg & { keyword: string; longitude?: number; latitude?: number };

export type DistanceRankingArg = { longitude: number; latitude: number; limit?: number };

export type ReverseGeocodeArg = { longitude: number; latitude: number };
export interface GeoPlace extends RegionPlace {
  formattedAddress: string;
  /** kilometres from the district centre */
  distance: number;
}

/** bd09 = Baidu, gcj02 = the national (Amap / Tencent) system */
export type CoordinateSystem = 'bd09' | 'gcj02';
export type MapCoordinateConversionArg = { longitude: number; latitude: number; from?: CoordinateSystem };
export interface ConvertedCoordinate {
  longitude: number;
  latitude: number;
  coordinateType: CoordinateSystem;
}
