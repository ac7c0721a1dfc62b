/**
 * Tea shops (shop service): twelve stores around Fuzhou, Xiamen, Quanzhou, Wuyishan and Hangzhou
 * with GCJ-02 coordinates, plus goods evaluations. Fixed dates around the mock clock
 * (2026-11-20 10:00 +08:00); images are local SVGs under mocks/public/images/shops.
 */
import type { Evaluation, Shop } from '@/api/types/shop';

type ShopSeed = Omit<Shop, 'provinceName' | 'cityName' | 'regionName' | 'photos' | 'tags' | 'ownerMemberId'> & {
  photos?: string[];
  tags?: string[];
  ownerMemberId?: string;
};

const names: Record<number, string> = {
  350000: '福建省', 350100: '福州市', 350102: '鼓楼区', 350103: '台江区', 350104: '仓山区', 350111: '晋安区',
  350200: '厦门市', 350203: '思明区', 350206: '湖里区', 350211: '集美区',
  350500: '泉州市', 350524: '安溪县', 350700: '南平市', 350782: '武夷山市',
  330000: '浙江省', 330100: '杭州市', 330106: '西湖区', 330108: '滨江区',
};

const PHOTOS = ['shops/front.svg', 'shops/interior.svg', 'shops/tea-table.svg'];

function shop(seed: ShopSeed): Shop {
  return {
    ...seed,
    provinceName: names[seed.provinceId] ?? '',
    cityName: names[seed.cityId] ?? '',
    regionName: names[seed.regionId] ?? '',
    photos: seed.photos ?? PHOTOS,
    tags: seed.tags ?? [],
    // shops not run by a seeded member belong to franchisees outside the mock's member table
    ownerMemberId: seed.ownerMemberId ?? `m-9${seed.shopId.slice(2)}`,
  };
}

const FUZHOU = { provinceId: 350000, cityId: 350100 };
const XIAMEN = { provinceId: 350000, cityId: 350200 };
const HANGZHOU = { provinceId: 330000, cityId: 330100 };

export const shops: Shop[] = [
  shop({
    shopId: 's-1001', shopName: '茶语轩·鼓楼店', logo: 'shops/logo-chayuxuan.svg', ...FUZHOU, regionId: 350102,
    address: '五四路 128 号恒力城 1 层', longitude: 119.3031, latitude: 26.0878, phone: '0591-8766 2018',
    businessHours: '09:00-22:00', rating: 4.9, sales: 12860, monthSales: 836,
    description: '福州老字号茶空间，主营武夷岩茶与福鼎白茶，提供茶艺课与包厢品鉴。',
    tags: ['可自提', '包厢', '茶艺课'],
    photos: ['shops/front.svg', 'shops/interior.svg', 'shops/tea-table.svg', 'shops/garden.svg'],
  }),
  shop({
    shopId: 's-1002', shopName: '茶语轩·台江店', logo: 'shops/logo-chayuxuan.svg', ...FUZHOU, regionId: 350103,
    address: '江滨中大道 363 号万象城 L2', longitude: 119.3185, latitude: 26.0561, phone: '0591-8388 6620',
    businessHours: '10:00-22:00', rating: 4.8, sales: 9420, monthSales: 702,
    description: '商场店，外带茶饮与整饼茶并售，周末有普洱品鉴会。', tags: ['可自提', '外带'],
  }),
  shop({
    shopId: 's-1003', shopName: '闽茶坊·仓山万达店', logo: 'shops/logo-mincha.svg', ...FUZHOU, regionId: 350104,
    address: '浦上大道 272 号万达广场 1 层', longitude: 119.2712, latitude: 26.0402, phone: '0591-8752 3301',
    businessHours: '09:30-21:30', rating: 4.7, sales: 7315, monthSales: 515,
    description: '安溪铁观音与茉莉花茶专营，支持同城配送。', tags: ['同城配送'],
  }),
  shop({
    shopId: 's-1004', shopName: '清源茶舍·晋安店', logo: 'shops/logo-qingyuan.svg', ...FUZHOU, regionId: 350111,
    address: '福新中路 99 号融侨外滩 3 号楼', longitude: 119.3306, latitude: 26.0853, phone: '0591-8711 0909',
    businessHours: '09:00-21:00', rating: 4.6, sales: 5120, monthSales: 388,
    description: '社区茶舍，老白茶与普洱熟茶存茶服务。', tags: ['存茶服务'],
  }),
  shop({
    shopId: 's-1005', shopName: '茉莉花茶馆·三坊七巷店', logo: 'shops/logo-mincha.svg', ...FUZHOU, regionId: 350102,
    address: '南后街 76 号（三坊七巷）', longitude: 119.2972, latitude: 26.0853, phone: '0591-8761 7788',
    businessHours: '08:30-22:30', rating: 4.9, sales: 15230, monthSales: 1204,
    description: '百年街区里的花茶馆，福州茉莉花茶非遗窨制体验。', tags: ['非遗体验', '可自提', '包厢'],
  }),
  shop({
    shopId: 's-1006', shopName: '鼓浪茶事·思明店', logo: 'shops/logo-gulang.svg', ...XIAMEN, regionId: 350203,
    address: '中山路 168 号', longitude: 118.0812, latitude: 24.4561, phone: '0592-2021 168',
    businessHours: '09:00-22:00', rating: 4.8, sales: 11040, monthSales: 910,
    description: '中山路骑楼里的茶铺，主营凤凰单丛与铁观音。', tags: ['可自提', '外带'],
  }),
  shop({
    shopId: 's-1007', shopName: '岩韵茶庄·湖里店', logo: 'shops/logo-yanyun.svg', ...XIAMEN, regionId: 350206,
    address: '湖里大道 45 号联发华美空间', longitude: 118.1483, latitude: 24.5079, phone: '0592-5712 245',
    businessHours: '10:00-21:00', rating: 4.7, sales: 6630, monthSales: 472,
    description: '正岩产区直采，肉桂、水仙、大红袍品鉴。', tags: ['岩茶专营'],
  }),
  shop({
    shopId: 's-1008', shopName: '集美学村茶铺', logo: 'shops/logo-gulang.svg', ...XIAMEN, regionId: 350211,
    address: '嘉庚路 12 号', longitude: 118.1051, latitude: 24.5832, phone: '0592-6068 012',
    businessHours: '09:00-21:30', rating: 4.5, sales: 3980, monthSales: 296,
    description: '学村里的小茶铺，平价口粮茶与冷泡茶。', tags: ['学生优惠'],
  }),
  shop({
    shopId: 's-1009', shopName: '龙井人家·西湖店', logo: 'shops/logo-qingyuan.svg', ...HANGZHOU, regionId: 330106,
    address: '龙井路 88 号', longitude: 120.1263, latitude: 30.2324, phone: '0571-8796 0088',
    businessHours: '08:00-20:00', rating: 4.9, sales: 13870, monthSales: 1088,
    description: '龙井村口的茶农之家，明前狮峰龙井现炒现卖。', tags: ['产地直营', '炒茶体验'],
  }),
  shop({
    shopId: 's-1010', shopName: '茶语轩·滨江店', logo: 'shops/logo-chayuxuan.svg', ...HANGZHOU, regionId: 330108,
    address: '江南大道 228 号星光大道 2 期', longitude: 120.2101, latitude: 30.2062, phone: '0571-8668 2280',
    businessHours: '10:00-22:00', rating: 4.6, sales: 4720, monthSales: 355,
    description: '写字楼商圈店，午间茶歇与企业团购。', tags: ['企业团购', '外带'],
  }),
  shop({
    shopId: 's-1011', shopName: '铁观音之家·安溪店', logo: 'shops/logo-yanyun.svg', provinceId: 350000, cityId: 350500, regionId: 350524,
    address: '凤城镇茶都大道 1 号中国茶都 A 区', longitude: 118.1873, latitude: 25.0584, phone: '0595-2322 1101',
    businessHours: '07:30-19:00', rating: 4.8, sales: 8850, monthSales: 640,
    description: '茶都源头店，清香型与浓香型铁观音按斤称。', tags: ['产地直营'],
  }),
  shop({
    shopId: 's-1012', shopName: '大红袍茶院·武夷山店', logo: 'shops/logo-yanyun.svg', provinceId: 350000, cityId: 350700, regionId: 350782,
    address: '三菇度假区大王峰路 18 号', longitude: 118.0184, latitude: 27.7451, phone: '0599-5252 018',
    businessHours: '08:00-21:00', rating: 4.9, sales: 10460, monthSales: 766,
    description: '陈记茶馆主理的武夷山茶院，传统炭焙岩茶，可预约茶园游。', tags: ['茶园游', '可自提'], ownerMemberId: 'm-20488',
    photos: ['shops/garden.svg', 'shops/front.svg', 'shops/tea-table.svg'],
  }),
];

/** The shop a member last bought from (lastShoppedShop). */
export const lastShopped: { memberId: string; shopId: string; time: string }[] = [
  { memberId: 'm-10086', shopId: 's-1005', time: '2026-11-19 20:30:00' },
  { memberId: 'm-20488', shopId: 's-1012', time: '2026-11-16 09:00:00' },
];

export const evaluations: Evaluation[] = [
  {
    id: 'ev-5001', goodsId: 'g-1101', goodsName: '武夷山大红袍 特级', shopId: 's-1012', orderId: 'o-2004', memberId: 'm-10086',
    nickname: '林清茶', avatar: 'avatars/lin.svg', rating: 5, content: '岩韵明显，炭焙火功到位，第五泡还有花香，回购第三次了。',
    images: ['shops/tea-table.svg'], anonymous: 0, specName: '250克 / 礼盒装', createTime: '2026-11-08 21:15:00',
    reply: '感谢林先生长期支持，新一批正岩茶已到店，欢迎来品鉴。',
  },
  {
    id: 'ev-5002', goodsId: 'g-1101', goodsName: '武夷山大红袍 特级', shopId: 's-1001', orderId: 'o-1871', memberId: 'm-40211',
    nickname: '闽***客', avatar: 'avatars/guest.svg', rating: 4, content: '口感醇厚，就是包装有点压痕，茶叶本身没问题。',
    images: [], anonymous: 1, specName: '125克 / 简装', createTime: '2026-11-02 12:40:00', reply: null,
  },
  {
    id: 'ev-5003', goodsId: 'g-1001', goodsName: '勐海古树普洱生茶饼', shopId: 's-1005', orderId: 'o-1766', memberId: 'm-40356',
    nickname: '普洱爱好者', avatar: 'avatars/puer.svg', rating: 5, content: '2019 年的料，苦底化得快，喉韵足，适合存着慢慢喝。',
    images: ['shops/tea-table.svg', 'shops/interior.svg'], anonymous: 0, specName: '357克 / 2019', createTime: '2026-10-28 19:05:00',
    reply: null,
  },
  {
    id: 'ev-5004', goodsId: 'g-1001', goodsName: '勐海古树普洱生茶饼', shopId: 's-1002', orderId: 'o-1702', memberId: 'm-40412',
    nickname: '茶***人', avatar: 'avatars/guest.svg', rating: 3, content: '茶是好茶，物流慢了两天。',
    images: [], anonymous: 1, specName: '357克 / 2021', createTime: '2026-10-20 08:30:00', reply: '抱歉让您久等，已反馈仓库加快发货。',
  },
  {
    id: 'ev-5005', goodsId: 'g-1201', goodsName: '明前西湖龙井', shopId: 's-1009', orderId: 'o-1650', memberId: 'm-40518',
    nickname: '西湖边的茶', avatar: 'avatars/longjing.svg', rating: 5, content: '豆花香很正，芽叶匀整，玻璃杯冲泡颜值很高。',
    images: ['shops/garden.svg'], anonymous: 0, specName: '100克 / 特级', createTime: '2026-10-15 16:20:00', reply: null,
  },
  {
    id: 'ev-5006', goodsId: 'g-1601', goodsName: '福州茉莉花茶 飘雪', shopId: 's-1005', orderId: 'o-1599', memberId: 'm-40620',
    nickname: '榕城小茉', avatar: 'avatars/jasmine.svg', rating: 2, content: '这次的花香比上次淡，可能批次不同。',
    images: [], anonymous: 0, specName: '200克', createTime: '2026-10-09 10:10:00', reply: '已为您登记，下次购买赠送一份试饮装。',
  },
];
