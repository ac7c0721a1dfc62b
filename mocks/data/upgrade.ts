/**
 * Membership seed: the packages a buyer upgrades to premium with (the gift package page with
 * `packageType: 'upgrade'`) and the benefits table of the two levels. Prices in yuan, as the servers send them.
 */
import type { GiftPackage } from '@/api/types/mall';
import type { MemberBenefitTable } from '@/api/types/member';

export const upgradePackages: GiftPackage[] = [
  {
    packageId: 'up-01', title: '高级会员·品鉴礼包', subtitle: '岩茶、白茶双拼 + 便携茶具，开启会员权益', image: 'member/upgrade-taste.svg',
    price: 399, originalPrice: 528, applyType: null, activityId: null, stock: 500, sales: 1268,
    goods: [
      { goodsName: '武夷山大红袍 特级', image: 'goods/yancha-dahongpao.svg', specName: '50克 / 罐', quantity: 2 },
      { goodsName: '白牡丹茶饼', image: 'goods/white-mudan.svg', specName: '100克', quantity: 1 },
      { goodsName: '便携旅行茶具套装', image: 'goods/ware-travel.svg', specName: '一壶三杯', quantity: 1 },
    ],
  },
  {
    packageId: 'up-02', title: '高级会员·典藏礼包', subtitle: '古树普洱 + 牛栏坑肉桂 + 青花盖碗', image: 'member/upgrade-collect.svg',
    price: 699, originalPrice: 958, applyType: null, activityId: null, stock: 300, sales: 642,
    goods: [
      { goodsName: '勐海古树普洱生茶饼', image: 'goods/puer-menghai.svg', specName: '357克 / 2019', quantity: 1 },
      { goodsName: '牛栏坑肉桂', image: 'goods/yancha-rougui.svg', specName: '50克 / 罐', quantity: 2 },
      { goodsName: '青花瓷三才盖碗', image: 'goods/ware-gaiwan.svg', specName: '150毫升', quantity: 1 },
    ],
  },
  {
    packageId: 'up-03', title: '高级会员·臻享礼包', subtitle: '金骏眉、白毫银针、老枞水仙 + 朱泥西施壶', image: 'member/upgrade-luxe.svg',
    price: 1299, originalPrice: 1788, applyType: null, activityId: null, stock: 100, sales: 187,
    goods: [
      { goodsName: '金骏眉 特级', image: 'goods/black-jinjunmei.svg', specName: '125克', quantity: 1 },
      { goodsName: '福鼎白毫银针', image: 'goods/white-yinzhen.svg', specName: '100克', quantity: 1 },
      { goodsName: '老枞水仙', image: 'goods/yancha-shuixian.svg', specName: '50克 / 罐', quantity: 2 },
      { goodsName: '宜兴朱泥西施壶', image: 'goods/ware-teapot.svg', specName: '200毫升', quantity: 1 },
    ],
  },
];

/** The benefits of each level; an empty text means the level does not have that benefit. */
export const memberBenefitTable: MemberBenefitTable = {
  levels: [
    { level: 0, name: '普通会员', howToJoin: '注册即享' },
    { level: 1, name: '高级会员', howToJoin: '购买任一升级礼包' },
  ],
  benefits: [
    { benefitId: 'price', name: '会员价', values: ['', '全场茶品会员价'] },
    { benefitId: 'zone', name: '会员专区', values: ['', '专区好茶抢先购'] },
    { benefitId: 'points', name: '消费积分', values: ['每 1 元积 1 分', '每 1 元积 2 分'] },
    { benefitId: 'freight', name: '运费', values: ['满 99 元包邮', '全场包邮'] },
    { benefitId: 'coupons', name: '优惠券', values: ['新人券包', '每月 50 元券包'] },
    { benefitId: 'birthday', name: '生日礼', values: ['', '生日当月赠茶礼'] },
    { benefitId: 'advisor', name: '专属顾问', values: ['', '一对一茶艺顾问'] },
  ],
};
