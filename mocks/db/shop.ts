import type { Region } from '@/api/types/region';
import type { Evaluation, Shop } from '@/api/types/shop';
import { regions } from '../data/regions';
import { evaluations, lastShopped, shops } from '../data/shops';

export interface ShopTables {
  /** administrative divisions (region calls of the shop, region and member services) */
  regions: Region[];
  shops: Shop[];
  evaluations: Evaluation[];
  /** the shop each member last bought from */
  lastShopped: { memberId: string; shopId: string; time: string }[];
  evaluationSeq: number;
}

export function seedShops(): ShopTables {
  return {
    regions: structuredClone(regions),
    shops: structuredClone(shops),
    evaluations: structuredClone(evaluations),
    lastShopped: structuredClone(lastShopped),
    evaluationSeq: 5100,
  };
}
