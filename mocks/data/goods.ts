/**
 * Goods seed: 8 categories, 31 goods with spec groups, SKUs (a few sold out), local SVG images,
 * simple HTML descriptions and the repurchase / members zone flags. Deterministic: fixed dates
 * around the mock clock (2026-11-20 10:00 +08:00), no random values.
 */
import type { GoodsCategory, GoodsDetail, Sku, SpecGroup } from '@/api/types/goods';
import { fen, multiplyFen, toYuan } from '@/lib/money';

export type CategoryRecord = Omit<GoodsCategory, 'goodsCount'>;

/**
 * A stored goods: what the detail shows of it, less what is worked out when it is served (prices
 * and stock from the SKUs, the category's name, the freight text).
 */
export type GoodsRecord = Pick<
  GoodsDetail,
  | 'goodsId'
  | 'categoryId'
  | 'goodsName'
  | 'subtitle'
  | 'originalPrice'
  | 'sales'
  | 'images'
  | 'specs'
  | 'skus'
  | 'description'
  | 'origin'
  | 'unit'
  | 'repurchaseFlag'
  | 'memberFlag'
  | 'status'
  | 'tags'
  | 'createTime'
>;

export const categories: CategoryRecord[] = [
  { categoryId: 'c-01', categoryName: '普洱茶', icon: 'home/cat-puer.svg', sort: 1 },
  { categoryId: 'c-02', categoryName: '岩茶', icon: 'home/cat-yancha.svg', sort: 2 },
  { categoryId: 'c-03', categoryName: '绿茶', icon: 'home/cat-green.svg', sort: 3 },
  { categoryId: 'c-04', categoryName: '红茶', icon: 'home/cat-black.svg', sort: 4 },
  { categoryId: 'c-05', categoryName: '白茶', icon: 'home/cat-white.svg', sort: 5 },
  { categoryId: 'c-06', categoryName: '乌龙茶', icon: 'home/cat-oolong.svg', sort: 6 },
  { categoryId: 'c-07', categoryName: '花茶', icon: 'home/cat-flower.svg', sort: 7 },
  { categoryId: 'c-08', categoryName: '茶具', icon: 'home/cat-teaware.svg', sort: 8 },
];

/** Per category: the shared detail image and the brewing advice of the description. */
const categoryDetail: Record<string, { image: string; brewing: string }> = {
  'c-01': { image: 'goods/detail-puer.svg', brewing: '建议 100℃ 沸水，投茶 8 克，洗茶一遍后快出汤，可冲泡 10 泡以上。' },
  'c-02': { image: 'goods/detail-yancha.svg', brewing: '建议 100℃ 沸水，盖碗投茶 8 克，前四泡快出汤，岩韵回甘明显。' },
  'c-03': { image: 'goods/detail-green.svg', brewing: '建议 80-85℃ 水温，玻璃杯上投法，茶水比 1:50，不宜久闷。' },
  'c-04': { image: 'goods/detail-black.svg', brewing: '建议 90℃ 水温，投茶 5 克，前三泡 10 秒内出汤，汤色红亮。' },
  'c-05': { image: 'goods/detail-white.svg', brewing: '新茶 90℃ 冲泡，老白茶可煮饮，枣香药香随年份渐显。' },
  'c-06': { image: 'goods/detail-oolong.svg', brewing: '建议 100℃ 沸水，高冲低斟，投茶 7 克，花香馥郁。' },
  'c-07': { image: 'goods/detail-flower.svg', brewing: '建议 85-90℃ 水温，投茶 3 克，焖泡 1 分钟，花香清雅。' },
  'c-08': { image: 'goods/detail-teaware.svg', brewing: '初次使用请用温水清洗，再以沸水烫洗一遍；避免骤冷骤热。' },
};

const BREWING_IMAGE = 'goods/detail-brewing.svg';


type SkuRow = [specValues: string[], price: number, stock: number];

interface GoodsSeed {
  goodsId: string;
  categoryId: string;
  goodsName: string;
  subtitle: string;
  originalPrice: number;
  sales: number;
  image: string;
  /** adds the shared brewing picture as a third image */
  brewingImage?: boolean;
  specs: SpecGroup[];
  skus: SkuRow[];
  origin: string;
  unit: string;
  repurchase?: boolean;
  member?: boolean;
  offShelf?: boolean;
  tags?: string[];
  createTime: string;
}

function build(seed: GoodsSeed): GoodsRecord {
  const detail = categoryDetail[seed.categoryId] ?? { image: BREWING_IMAGE, brewing: '' };
  const images = [seed.image, detail.image, ...(seed.brewingImage ? [BREWING_IMAGE] : [])];
  // the seed's original price is the dearest SKU's; each SKU's is in the same proportion, whole yuan
  const top = Math.max(...seed.skus.map(([, price]) => price));
  const skus = seed.skus.map(([specValues, price, stock], index): Sku => ({
    skuId: `sku-${seed.goodsId.slice(2)}-${index + 1}`,
    specValues,
    specText: specValues.join(' / '),
    price,
    originalPrice: price === top ? seed.originalPrice : Math.round((seed.originalPrice * price) / top),
    memberPrice: toYuan(multiplyFen(fen(price), 0.9)),
    stock,
    image: seed.image,
  }));
  const description = [
    `<p>${seed.goodsName}：${seed.subtitle}。</p>`,
    `<p>产地：${seed.origin}。${detail.brewing}</p>`,
    `<img src="/images/${detail.image}" alt="${seed.goodsName}详情" />`,
    '<p>储存：常温、干燥、避光、无异味处保存。</p>',
  ].join('');
  return {
    goodsId: seed.goodsId,
    categoryId: seed.categoryId,
    goodsName: seed.goodsName,
    subtitle: seed.subtitle,
    originalPrice: seed.originalPrice,
    sales: seed.sales,
    images,
    specs: seed.specs,
    skus,
    description,
    origin: seed.origin,
    unit: seed.unit,
    repurchaseFlag: seed.repurchase ? 1 : 0,
    memberFlag: seed.member ? 1 : 0,
    status: seed.offShelf ? 0 : 1,
    tags: seed.tags ?? [],
    createTime: seed.createTime,
  };
}

const weight = (...values: string[]): SpecGroup => ({ name: '规格', values });
const group = (name: string, ...values: string[]): SpecGroup => ({ name, values });

export const goods: GoodsRecord[] = [
  // 普洱茶
  build({
    goodsId: 'g-1001', categoryId: 'c-01', goodsName: '勐海古树普洱生茶饼', subtitle: '勐海古树春料，石磨压制，越陈越香',
    originalPrice: 428, sales: 1286, image: 'goods/puer-menghai.svg', brewingImage: true,
    specs: [weight('357克', '200克'), group('年份', '2019', '2021')],
    skus: [[['357克', '2019'], 368, 42], [['357克', '2021'], 298, 60], [['200克', '2019'], 228, 0], [['200克', '2021'], 188, 35]],
    origin: '云南西双版纳勐海', unit: '饼', repurchase: true, member: true, tags: ['热销', '古树'], createTime: '2026-03-12 10:00:00',
  }),
  build({
    goodsId: 'g-1002', categoryId: 'c-01', goodsName: '宫廷普洱熟茶砖', subtitle: '宫廷级芽头发酵，汤色红浓，糯香顺滑',
    originalPrice: 158, sales: 2360, image: 'goods/puer-brick.svg',
    specs: [weight('250克', '500克')],
    skus: [[['250克'], 128, 120], [['500克'], 238, 80]],
    origin: '云南普洱', unit: '砖', repurchase: true, tags: ['口粮茶'], createTime: '2026-05-20 10:00:00',
  }),
  build({
    goodsId: 'g-1003', categoryId: 'c-01', goodsName: '冰岛老寨古树生普', subtitle: '冰岛老寨单株春茶，冰糖甜，喉韵悠长',
    originalPrice: 1580, sales: 168, image: 'goods/puer-bingdao.svg', brewingImage: true,
    specs: [weight('357克', '100克'), group('年份', '2020', '2022')],
    skus: [[['357克', '2020'], 1280, 8], [['357克', '2022'], 980, 15], [['100克', '2020'], 420, 0], [['100克', '2022'], 360, 22]],
    origin: '云南临沧双江', unit: '饼', member: true, tags: ['收藏级'], createTime: '2026-04-02 10:00:00',
  }),
  build({
    goodsId: 'g-1004', categoryId: 'c-01', goodsName: '新会小青柑普洱', subtitle: '新会二红柑皮配宫廷熟普，柑香清新',
    originalPrice: 98, sales: 3520, image: 'goods/puer-citrus.svg',
    specs: [weight('10颗装', '20颗装')],
    skus: [[['10颗装'], 69, 200], [['20颗装'], 128, 150]],
    origin: '广东江门新会', unit: '罐', repurchase: true, tags: ['爆款'], createTime: '2026-10-28 10:00:00',
  }),
  build({
    goodsId: 'g-1005', categoryId: 'c-01', goodsName: '布朗山普洱熟茶沱', subtitle: '布朗山大树料，厚重醇和，一沱一泡',
    originalPrice: 118, sales: 860, image: 'goods/puer-tuo.svg',
    specs: [weight('5沱装', '10沱装')],
    skus: [[['5沱装'], 88, 90], [['10沱装'], 168, 40]],
    origin: '云南西双版纳布朗山', unit: '盒', createTime: '2026-06-15 10:00:00',
  }),
  // 岩茶
  build({
    goodsId: 'g-1101', categoryId: 'c-02', goodsName: '武夷山大红袍 特级', subtitle: '正岩产区，传统炭焙，岩骨花香',
    originalPrice: 328, sales: 1540, image: 'goods/yancha-dahongpao.svg', brewingImage: true,
    specs: [weight('125克', '250克'), group('焙火', '中火', '足火')],
    skus: [[['125克', '中火'], 268, 66], [['125克', '足火'], 268, 30], [['250克', '中火'], 498, 24], [['250克', '足火'], 498, 0]],
    origin: '福建武夷山', unit: '盒', member: true, tags: ['新品', '会员9折'], createTime: '2026-11-18 09:00:00',
  }),
  build({
    goodsId: 'g-1102', categoryId: 'c-02', goodsName: '牛栏坑肉桂', subtitle: '牛栏坑核心山场，桂皮辛香，霸气醇厚',
    originalPrice: 880, sales: 420, image: 'goods/yancha-rougui.svg',
    specs: [weight('8克×10泡', '8克×20泡')],
    skus: [[['8克×10泡'], 398, 36], [['8克×20泡'], 758, 12]],
    origin: '福建武夷山牛栏坑', unit: '盒', repurchase: true, tags: ['名丛'], createTime: '2026-09-10 10:00:00',
  }),
  build({
    goodsId: 'g-1103', categoryId: 'c-02', goodsName: '老枞水仙', subtitle: '六十年以上老枞，粽叶香与木质香交融',
    originalPrice: 198, sales: 980, image: 'goods/yancha-shuixian.svg',
    specs: [weight('250克'), group('年份', '2023', '2024')],
    skus: [[['250克', '2023'], 158, 48], [['250克', '2024'], 138, 70]],
    origin: '福建武夷山', unit: '罐', createTime: '2026-07-01 10:00:00',
  }),
  build({
    goodsId: 'g-1104', categoryId: 'c-02', goodsName: '正岩铁罗汉', subtitle: '四大名丛之一，药香浓郁，回甘持久',
    originalPrice: 288, sales: 312, image: 'goods/yancha-tieluohan.svg',
    specs: [weight('100克', '200克')],
    skus: [[['100克'], 238, 20], [['200克'], 448, 10]],
    origin: '福建武夷山慧苑坑', unit: '盒', offShelf: true, createTime: '2026-02-20 10:00:00',
  }),
  // 绿茶
  build({
    goodsId: 'g-1201', categoryId: 'c-03', goodsName: '明前西湖龙井', subtitle: '狮峰山明前头采，豆花香，鲜爽甘醇',
    originalPrice: 398, sales: 2150, image: 'goods/green-longjing.svg', brewingImage: true,
    specs: [weight('100克', '250克'), group('等级', '特级', '一级')],
    skus: [[['100克', '特级'], 298, 55], [['100克', '一级'], 198, 80], [['250克', '特级'], 698, 18], [['250克', '一级'], 468, 26]],
    origin: '浙江杭州西湖狮峰', unit: '罐', repurchase: true, member: true, tags: ['明前'], createTime: '2026-04-05 10:00:00',
  }),
  build({
    goodsId: 'g-1202', categoryId: 'c-03', goodsName: '洞庭山碧螺春', subtitle: '卷曲如螺，满身披毫，花果香浓',
    originalPrice: 198, sales: 1320, image: 'goods/green-biluochun.svg',
    specs: [weight('125克', '250克')],
    skus: [[['125克'], 168, 60], [['250克'], 318, 30]],
    origin: '江苏苏州洞庭东山', unit: '罐', createTime: '2026-04-10 10:00:00',
  }),
  build({
    goodsId: 'g-1203', categoryId: 'c-03', goodsName: '黄山毛峰', subtitle: '黄山高山云雾，芽叶肥壮，兰香清幽',
    originalPrice: 128, sales: 1760, image: 'goods/green-maofeng.svg',
    specs: [weight('100克', '200克')],
    skus: [[['100克'], 98, 140], [['200克'], 188, 65]],
    origin: '安徽黄山', unit: '袋', repurchase: true, createTime: '2026-04-18 10:00:00',
  }),
  build({
    goodsId: 'g-1204', categoryId: 'c-03', goodsName: '六安瓜片', subtitle: '无芽无梗单片叶，栗香浓郁，耐冲泡',
    originalPrice: 168, sales: 640, image: 'goods/green-guapian.svg',
    specs: [weight('150克', '300克')],
    skus: [[['150克'], 138, 45], [['300克'], 258, 0]],
    origin: '安徽六安', unit: '罐', createTime: '2026-05-02 10:00:00',
  }),
  // 红茶
  build({
    goodsId: 'g-1301', categoryId: 'c-04', goodsName: '桐木关正山小种', subtitle: '松烟香桂圆汤，传统青楼熏焙',
    originalPrice: 168, sales: 1890, image: 'goods/black-xiaozhong.svg',
    specs: [weight('150克', '300克')],
    skus: [[['150克'], 128, 100], [['300克'], 238, 45]],
    origin: '福建武夷山桐木关', unit: '罐', repurchase: true, createTime: '2026-06-01 10:00:00',
  }),
  build({
    goodsId: 'g-1302', categoryId: 'c-04', goodsName: '金骏眉 特级', subtitle: '全芽头制作，蜜香花香，汤色金黄',
    originalPrice: 458, sales: 760, image: 'goods/black-jinjunmei.svg', brewingImage: true,
    specs: [weight('50克', '100克'), group('包装', '罐装', '礼盒')],
    skus: [[['50克', '罐装'], 198, 70], [['50克', '礼盒'], 238, 40], [['100克', '罐装'], 368, 25], [['100克', '礼盒'], 408, 6]],
    origin: '福建武夷山', unit: '罐', member: true, tags: ['礼盒'], createTime: '2026-11-10 10:00:00',
  }),
  build({
    goodsId: 'g-1303', categoryId: 'c-04', goodsName: '滇红金芽', subtitle: '凤庆大叶种金芽，甜香馥郁，汤色红艳',
    originalPrice: 148, sales: 1120, image: 'goods/black-dianhong.svg',
    specs: [weight('200克', '400克')],
    skus: [[['200克'], 118, 85], [['400克'], 216, 40]],
    origin: '云南临沧凤庆', unit: '袋', createTime: '2026-08-08 10:00:00',
  }),
  build({
    goodsId: 'g-1304', categoryId: 'c-04', goodsName: '祁门红茶 工夫', subtitle: '祁门香享誉世界，似花似果似蜜',
    originalPrice: 118, sales: 930, image: 'goods/black-qimen.svg',
    specs: [weight('100克', '250克')],
    skus: [[['100克'], 88, 95], [['250克'], 198, 50]],
    origin: '安徽黄山祁门', unit: '罐', repurchase: true, createTime: '2026-05-25 10:00:00',
  }),
  // 白茶
  build({
    goodsId: 'g-1401', categoryId: 'c-05', goodsName: '福鼎白毫银针', subtitle: '头春单芽，毫香蜜韵，清鲜甘甜',
    originalPrice: 588, sales: 520, image: 'goods/white-yinzhen.svg', brewingImage: true,
    specs: [weight('100克', '200克'), group('年份', '2020', '2023')],
    skus: [[['100克', '2020'], 458, 30], [['100克', '2023'], 368, 48], [['200克', '2020'], 868, 0], [['200克', '2023'], 698, 16]],
    origin: '福建福鼎太姥山', unit: '罐', member: true, tags: ['头春'], createTime: '2026-03-28 10:00:00',
  }),
  build({
    goodsId: 'g-1402', categoryId: 'c-05', goodsName: '白牡丹茶饼', subtitle: '一芽一二叶，花香与毫香并存',
    originalPrice: 328, sales: 690, image: 'goods/white-mudan.svg',
    specs: [weight('350克'), group('年份', '2018', '2021')],
    skus: [[['350克', '2018'], 298, 26], [['350克', '2021'], 218, 58]],
    origin: '福建福鼎', unit: '饼', createTime: '2026-06-20 10:00:00',
  }),
  build({
    goodsId: 'g-1403', categoryId: 'c-05', goodsName: '老寿眉茶饼', subtitle: '七年陈寿眉，枣香药香，可煮可泡',
    originalPrice: 198, sales: 1480, image: 'goods/white-shoumei.svg',
    specs: [weight('350克', '700克')],
    skus: [[['350克'], 158, 110], [['700克'], 298, 38]],
    origin: '福建福鼎', unit: '饼', repurchase: true, tags: ['可煮饮'], createTime: '2026-07-15 10:00:00',
  }),
  build({
    goodsId: 'g-1404', categoryId: 'c-05', goodsName: '白茶便携小方片', subtitle: '一片一泡，出差旅行随手一杯',
    originalPrice: 99, sales: 2680, image: 'goods/white-square.svg',
    specs: [weight('30片', '60片')],
    skus: [[['30片'], 79, 160], [['60片'], 148, 90]],
    origin: '福建福鼎', unit: '盒', createTime: '2026-11-15 10:00:00',
  }),
  // 乌龙茶
  build({
    goodsId: 'g-1501', categoryId: 'c-06', goodsName: '安溪铁观音 秋茶', subtitle: '兰花香音韵显，秋茶限量上架',
    originalPrice: 258, sales: 1180, image: 'goods/oolong-tieguanyin.svg', brewingImage: true,
    specs: [weight('250克', '500克'), group('香型', '清香型', '浓香型')],
    skus: [[['250克', '清香型'], 198, 80], [['250克', '浓香型'], 178, 60], [['500克', '清香型'], 368, 40], [['500克', '浓香型'], 328, 0]],
    origin: '福建泉州安溪', unit: '盒', repurchase: true, tags: ['新品', '限量'], createTime: '2026-11-18 10:15:00',
  }),
  build({
    goodsId: 'g-1502', categoryId: 'c-06', goodsName: '凤凰单丛 蜜兰香', subtitle: '乌岽山单丛，蜜韵兰香，高香耐泡',
    originalPrice: 238, sales: 560, image: 'goods/oolong-dancong.svg',
    specs: [weight('100克', '200克')],
    skus: [[['100克'], 198, 50], [['200克'], 368, 20]],
    origin: '广东潮州凤凰山', unit: '罐', createTime: '2026-10-12 10:00:00',
  }),
  build({
    goodsId: 'g-1503', categoryId: 'c-06', goodsName: '冻顶乌龙', subtitle: '焙火熟香，喉韵甘润，半球形紧结',
    originalPrice: 198, sales: 410, image: 'goods/oolong-dongding.svg',
    specs: [weight('150克', '300克')],
    skus: [[['150克'], 168, 44], [['300克'], 318, 18]],
    origin: '台湾南投鹿谷', unit: '罐', member: true, createTime: '2026-08-20 10:00:00',
  }),
  // 花茶
  build({
    goodsId: 'g-1601', categoryId: 'c-07', goodsName: '福州茉莉花茶 飘雪', subtitle: '七窨一提，茉莉鲜灵，汤清香远',
    originalPrice: 78, sales: 4210, image: 'goods/flower-jasmine.svg',
    specs: [weight('100克', '250克')],
    skus: [[['100克'], 58, 300], [['250克'], 128, 120]],
    origin: '福建福州', unit: '罐', repurchase: true, tags: ['口粮茶'], createTime: '2026-05-08 10:00:00',
  }),
  build({
    goodsId: 'g-1602', categoryId: 'c-07', goodsName: '平阴玫瑰花冠茶', subtitle: '重瓣玫瑰整朵低温烘干，一朵一杯',
    originalPrice: 68, sales: 1950, image: 'goods/flower-rose.svg',
    specs: [weight('50克', '100克')],
    skus: [[['50克'], 49, 180], [['100克'], 88, 95]],
    origin: '山东济南平阴', unit: '罐', createTime: '2026-09-01 10:00:00',
  }),
  build({
    goodsId: 'g-1603', categoryId: 'c-07', goodsName: '桂花乌龙三角袋泡茶', subtitle: '金桂窨制乌龙，冷泡热泡皆宜',
    originalPrice: 49, sales: 3080, image: 'goods/flower-osmanthus.svg',
    specs: [weight('12袋', '24袋')],
    skus: [[['12袋'], 39, 260], [['24袋'], 72, 140]],
    origin: '广西桂林', unit: '盒', createTime: '2026-11-12 10:00:00',
  }),
  // 茶具
  build({
    goodsId: 'g-1701', categoryId: 'c-08', goodsName: '青花瓷三才盖碗', subtitle: '景德镇手绘青花，薄胎不烫手',
    originalPrice: 128, sales: 1380, image: 'goods/ware-gaiwan.svg',
    specs: [weight('150毫升', '180毫升')],
    skus: [[['150毫升'], 88, 75], [['180毫升'], 98, 60]],
    origin: '江西景德镇', unit: '只', createTime: '2026-03-01 10:00:00',
  }),
  build({
    goodsId: 'g-1702', categoryId: 'c-08', goodsName: '宜兴朱泥西施壶', subtitle: '原矿朱泥全手工，出水爽利',
    originalPrice: 880, sales: 96, image: 'goods/ware-teapot.svg', brewingImage: true,
    specs: [weight('200毫升')],
    skus: [[['200毫升'], 680, 5]],
    origin: '江苏宜兴', unit: '把', member: true, tags: ['手工'], createTime: '2026-10-01 10:00:00',
  }),
  build({
    goodsId: 'g-1703', categoryId: 'c-08', goodsName: '便携旅行茶具套装', subtitle: '快客杯收纳包，出行露营一壶泡好茶',
    originalPrice: 228, sales: 870, image: 'goods/ware-travel.svg',
    specs: [weight('一壶三杯', '一壶四杯')],
    skus: [[['一壶三杯'], 168, 58], [['一壶四杯'], 198, 34]],
    origin: '福建德化', unit: '套', createTime: '2026-11-05 10:00:00',
  }),
  build({
    goodsId: 'g-1704', categoryId: 'c-08', goodsName: '建阳兔毫建盏', subtitle: '柴烧兔毫纹，聚香保温',
    originalPrice: 238, sales: 450, image: 'goods/ware-jianzhan.svg',
    specs: [weight('单只', '对杯')],
    skus: [[['单只'], 168, 40], [['对杯'], 298, 15]],
    origin: '福建南平建阳', unit: '只', createTime: '2026-07-22 10:00:00',
  }),
];

/** A share command for a goods link, seeded so stories can paste a known code. */
export interface ShareCommandRecord {
  command: string;
  type: 'goods' | 'lottery' | 'invite';
  businessId: string;
  memberId: string;
  createTime: string;
  expireTime: string;
}

export const shareCommands: ShareCommandRecord[] = [
  { command: 'TM8G2K6Q', type: 'goods', businessId: 'g-1001', memberId: 'm-20488', createTime: '2026-11-19 16:20:00', expireTime: '2026-11-26 16:20:00' },
  { command: 'TM5L7H3W', type: 'lottery', businessId: 'm-20488', memberId: 'm-20488', createTime: '2026-11-20 08:05:00', expireTime: '2026-11-27 08:05:00' },
  { command: 'TM3X9P1D', type: 'goods', businessId: 'g-1101', memberId: 'm-10086', createTime: '2026-11-01 12:00:00', expireTime: '2026-11-08 12:00:00' },
];

export interface BrowseRecord {
  id: string;
  memberId: string;
  goodsId: string;
  browseTime: string;
}

export const browseHistory: BrowseRecord[] = [
  { id: 'bh-1', memberId: 'm-10086', goodsId: 'g-1201', browseTime: '2026-11-19 21:10:00' },
  { id: 'bh-2', memberId: 'm-10086', goodsId: 'g-1001', browseTime: '2026-11-20 09:05:00' },
];
