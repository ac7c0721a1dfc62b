import { registerArea } from '../registry';

/** Company intro (/mall/detail): zh-CN source strings. */
export const mallZhCN = {
  tabsLabel: '公司介绍分类',
  tabs: {
    about: '关于我们',
    honor: '荣誉证书',
    report: '检测报告',
    certification: '资质认证',
  },
  about: {
    title: '茗源茶业',
    slogan: '一片闽山好茶，从茶园到茶杯',
    p1: '福建茗源茶业科技有限公司创立于 2009 年，总部位于福建福州，在漳州诏安与南平武夷山拥有两处自营茶园及加工基地，种植面积 3200 亩，是一家集茶叶种植、加工、研发与销售于一体的全产业链茶企。',
    p2: '诏安茶园地处北纬 23° 的闽南丘陵，土壤天然富含硒元素。经第三方检测机构抽检，我们的诏安富硒乌龙茶成品茶硒含量为 0.52 mg/kg，符合 NY/T 600《富硒茶》规定的 0.25–4.00 mg/kg 范围。',
    p3: '武夷山工坊的茯砖茶沿用传统“筑制、发花”工艺，茶体内生长的冠突散囊菌（俗称“金花”）颗粒饱满、分布均匀。经检测，冠突散囊菌数量达 120×10⁴ CFU/g，远高于 GB/T 9833.3《紧压茶 第 3 部分：茯砖茶》规定的不低于 20×10⁴ CFU/g。',
    note: '以上数据来自 2026 年送检批次，不同批次略有差异，具体以随货检测报告为准。茶叶为日常饮品，不能代替药物治疗疾病。',
    statSelenium: '硒含量',
    statSeleniumValue: '0.52 mg/kg',
    statFungus: '金花菌数',
    statFungusValue: '120×10⁴ CFU/g',
    statGarden: '自营茶园',
    statGardenValue: '3200 亩',
    garden: '诏安富硒茶园',
    workshop: '武夷山茯茶工坊',
    tasting: '福州品鉴中心',
  },
  honor: {
    title: '荣誉证书',
    intro: '十余年来，我们坚持以品质立身，先后获得以下荣誉。',
    leading: '农业产业化重点龙头企业',
    gold: '海峡茶业博览会金奖',
    brand: '消费者信赖茶叶品牌',
  },
  report: {
    title: '检测报告',
    intro: '每批茶叶出厂前均委托具备 CMA 资质的第三方检测机构检测，以下为 2026 年送检报告。',
    selenium: '富硒乌龙茶硒含量检测报告',
    fungus: '茯砖茶冠突散囊菌（金花）检测报告',
    pesticide: '农药残留检测报告',
  },
  certification: {
    title: '资质认证',
    intro: '从种植、生产到销售，我们均依法持证经营，资质证书如下。',
    license: '食品生产许可证',
    organic: '有机产品认证证书',
    iso: 'ISO 22000 食品安全管理体系认证',
  },
  image: '{title}（第 {index} 张）',
  viewImage: '查看大图：{title}',
  viewerHint: '左右滑动查看更多，点击图片关闭',
};

registerArea('mall', mallZhCN);

declare module '../registry' {
  interface AreaMessages {
    mall: typeof mallZhCN;
  }
}
