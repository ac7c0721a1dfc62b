/** Home page seed: banners, activity zones, the new-user popup, the newest / recommended selections. */
import type { ActivityZone, Banner, ImagePopup } from '@/api/types/home';

export const banners: Banner[] = [
  { id: 'b-01', title: '冬季暖茶节 满299减50', imageUrl: 'banners/winter-festival.svg', linkType: 'activity', linkValue: 'act-2026-winter', sort: 1 },
  { id: 'b-02', title: '武夷山大红袍新品到店', imageUrl: 'banners/dahongpao.svg', linkType: 'goods', linkValue: 'g-1101', sort: 2 },
  { id: 'b-03', title: '安溪铁观音秋茶限量上架', imageUrl: 'banners/tieguanyin.svg', linkType: 'goods', linkValue: 'g-1501', sort: 3 },
  { id: 'b-04', title: '同城门店自提 周末免配送费', imageUrl: 'banners/pickup.svg', linkType: 'page', linkValue: '/shop/index', sort: 4 },
];

export const activityZones: ActivityZone[] = [
  { id: 'z-01', name: '暖茶节', subtitle: '满299减50', icon: 'home/zone-festival.svg', linkType: 'activity', linkValue: 'act-2026-winter', sort: 1 },
  { id: 'z-02', name: '领券中心', subtitle: '好券天天领', icon: 'home/zone-coupon.svg', linkType: 'page', linkValue: '/collectCoupons', sort: 2 },
  { id: 'z-03', name: '积分兑换', subtitle: '茶币换好茶', icon: 'home/zone-points.svg', linkType: 'page', linkValue: '/creditZone', sort: 3 },
  { id: 'z-04', name: '新人专享', subtitle: '首单立减20元', icon: 'home/zone-newcomer.svg', linkType: 'page', linkValue: '/activityArea', sort: 4 },
];

export const imagePopups: ImagePopup[] = [
  {
    id: 'p-01',
    title: '新人专享 首单立减20元',
    imageUrl: 'home/popup-new-user.svg',
    linkType: 'page',
    linkValue: '/collectCoupons',
    popupType: 1,
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
  },
];

/** newestGoods: the object the home page shows above its newest goods. */
export const newestSection = { title: '新品上市', subtitle: '当季新茶 鲜香到家', size: 6 };

/** recommendGoods: the editors' picks, in order. */
export const recommendGoodsIds = ['g-1001', 'g-1101', 'g-1201', 'g-1302', 'g-1401', 'g-1501', 'g-1601', 'g-1701'];
