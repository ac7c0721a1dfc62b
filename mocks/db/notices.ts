import type { ActivityZone, Banner, ImagePopup } from '@/api/types/home';
import { activityZones, banners, imagePopups } from '../data/home';
import { notices, type NoticeRecord } from '../data/notices';

/** Home page tables: notices, carousel banners, activity zones, image popups. */
export interface NoticesTables {
  notices: NoticeRecord[];
  banners: Banner[];
  activityZones: ActivityZone[];
  imagePopups: ImagePopup[];
}

export function seedNotices(): NoticesTables {
  return {
    notices: notices.map((notice) => ({ ...notice })),
    banners: structuredClone(banners),
    activityZones: structuredClone(activityZones),
    imagePopups: structuredClone(imagePopups),
  };
}
