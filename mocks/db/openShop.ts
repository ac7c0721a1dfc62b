import { openShopApplications, type OpenShopRecord } from '../data/openShop';

export interface OpenShopTables {
  openShopApplications: OpenShopRecord[];
  /** next application number */
  openShopSeq: number;
}

export function seedOpenShop(): OpenShopTables {
  return { openShopApplications: structuredClone(openShopApplications), openShopSeq: 100 };
}
