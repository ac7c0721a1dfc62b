/**
 * Administrative divisions (region domain and the shop service's region calls).
 * Ids are the national administrative codes (GB/T 2260), as numbers.
 */

/** 1 province, 2 city, 3 district / county */
export type RegionLevel = 1 | 2 | 3;

export interface Region {
  id: number;
  /** 0 for provinces */
  parentId: number;
  name: string;
  level: RegionLevel;
  /** pinyin initial of the name, for the city picker's index bar */
  initial: string;
  /** centre of the division (GCJ-02) */
  longitude: number;
  latitude: number;
  /** 1 = not open for business yet (listed only by regionsIncludingForbidden) */
  forbidden: 0 | 1;
}

/** Where a record stands: its province, city and district, each by id and name. */
export interface RegionPlace {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  regionId: number;
  regionName: string;
}

export interface RegionNode extends Region {
  children: RegionNode[];
}

/** A city of the city picker, with its province. */
export interface CityRegion {
  id: number;
  name: string;
  initial: string;
  provinceId: number;
  provinceName: string;
  longitude: number;
  latitude: number;
}

export type RegionsByParentArg = { parentId: number };
