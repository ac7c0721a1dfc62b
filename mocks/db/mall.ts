import type { GiftPackage, LeaveMessage } from '@/api/types/mall';
import { applications, giftPackages, leaveMessages, type ApplicationRecord } from '../data/mall';

export interface MallTables {
  /** agent applications (tea room / tea house), with the full id card number */
  applications: ApplicationRecord[];
  giftPackages: GiftPackage[];
  leaveMessages: LeaveMessage[];
  applySeq: number;
  leaveMessageSeq: number;
}

export function seedMall(): MallTables {
  return {
    applications: structuredClone(applications),
    giftPackages: structuredClone(giftPackages),
    leaveMessages: structuredClone(leaveMessages),
    applySeq: 6100,
    leaveMessageSeq: 100,
  };
}
