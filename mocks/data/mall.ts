/**
 * Mall seed: agent applications (tea room / tea house, every status), agent and activity gift
 * packages, and the leave-messages buyers write to a shop. Fixed dates around the mock clock.
 */
import type { AgentApplication, GiftPackage, LeaveMessage } from '@/api/types/mall';

/** Yearly fees of the two agent kinds (renewal costs the same). */
export const APPLY_FEES = { teaRoom: 9800, teaHouse: 19800 } as const;

/** Stored with the full id card number; the handlers mask it on the way out. */
export type ApplicationRecord = AgentApplication;

export const APPLY_STATUS_TEXT: Record<AgentApplication['status'], string> = {
  0: '待支付',
  1: '审核中',
  2: '已通过',
  3: '已驳回',
  4: '已过期',
};

const fujian = { provinceId: 350000, provinceName: '福建省' };

export const applications: ApplicationRecord[] = [
  {
    applyId: 'ap-20241120001', memberId: 'm-20488', applyType: 'teaHouse', name: '陈志明', mobile: '13900139000', idCard: '350782198509091234',
    ...fujian, cityId: 350700, cityName: '南平市', regionId: 350782, regionName: '武夷山市',
    shopName: '大红袍茶院·武夷山店', shopAddress: '三菇度假区大王峰路 18 号', fee: APPLY_FEES.teaHouse, status: 2, statusText: APPLY_STATUS_TEXT[2],
    createTime: '2024-11-20 15:35:00', examineTime: '2024-11-22 10:00:00', expireTime: '2026-12-31 23:59:59', renewOf: null,
    remark: '2025 年已续费一年',
  },
  {
    applyId: 'ap-20260210001', memberId: 'm-91001', applyType: 'teaHouse', name: '郑雅琴', mobile: '13559101001', idCard: '350102198803152468',
    ...fujian, cityId: 350100, cityName: '福州市', regionId: 350102, regionName: '鼓楼区',
    shopName: '茶语轩·鼓楼店', shopAddress: '五四路 128 号恒力城 1 层', fee: APPLY_FEES.teaHouse, status: 2, statusText: APPLY_STATUS_TEXT[2],
    createTime: '2026-02-10 09:30:00', examineTime: '2026-02-15 11:00:00', expireTime: '2027-02-14 23:59:59', renewOf: null, remark: '',
  },
  {
    applyId: 'ap-20260401001', memberId: 'm-91006', applyType: 'teaHouse', name: '黄志鹏', mobile: '13606001006', idCard: '350203199001017777',
    ...fujian, cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区',
    shopName: '鼓浪茶事·思明店', shopAddress: '中山路 168 号', fee: APPLY_FEES.teaHouse, status: 2, statusText: APPLY_STATUS_TEXT[2],
    createTime: '2026-04-01 14:00:00', examineTime: '2026-04-06 10:30:00', expireTime: '2027-04-05 23:59:59', renewOf: null, remark: '',
  },
  {
    applyId: 'ap-20261012001', memberId: 'm-10086', applyType: 'teaRoom', name: '林清', mobile: '13800138000', idCard: '350102199206181357',
    ...fujian, cityId: 350500, cityName: '泉州市', regionId: 350503, regionName: '丰泽区',
    shopName: '清茶小室', shopAddress: '丰泽街 301 号 1 层', fee: APPLY_FEES.teaRoom, status: 3, statusText: APPLY_STATUS_TEXT[3],
    createTime: '2026-10-12 14:20:00', examineTime: '2026-10-14 10:00:00', expireTime: null, renewOf: null,
    remark: '身份证照片不清晰，请重新提交申请',
  },
  {
    applyId: 'ap-20261119001', memberId: 'm-10086', applyType: 'teaRoom', name: '林清', mobile: '13800138000', idCard: '350102199206181357',
    ...fujian, cityId: 350500, cityName: '泉州市', regionId: 350503, regionName: '丰泽区',
    shopName: '清茶小室', shopAddress: '丰泽街 301 号 1 层', fee: APPLY_FEES.teaRoom, status: 0, statusText: APPLY_STATUS_TEXT[0],
    createTime: '2026-11-19 20:00:00', examineTime: null, expireTime: null, renewOf: null, remark: '已重新提交，待支付入驻费',
  },
  {
    applyId: 'ap-20261118001', memberId: 'm-91009', applyType: 'teaHouse', name: '周晓岚', mobile: '13757109009', idCard: '330106199107076543',
    provinceId: 330000, provinceName: '浙江省', cityId: 330100, cityName: '杭州市', regionId: 330106, regionName: '西湖区',
    shopName: '龙井人家·西湖店', shopAddress: '龙井路 88 号', fee: APPLY_FEES.teaHouse, status: 1, statusText: APPLY_STATUS_TEXT[1],
    createTime: '2026-11-18 16:45:00', examineTime: null, expireTime: null, renewOf: null, remark: '',
  },
  {
    applyId: 'ap-20260302001', memberId: 'm-20566', applyType: 'teaRoom', name: '王清心', mobile: '13700137000', idCard: '350502199004121234',
    ...fujian, cityId: 350500, cityName: '泉州市', regionId: 350502, regionName: '鲤城区',
    shopName: '清心茶室', shopAddress: '中山中路 66 号', fee: APPLY_FEES.teaRoom, status: 2, statusText: APPLY_STATUS_TEXT[2],
    createTime: '2026-03-01 09:10:00', examineTime: '2026-03-02 10:00:00', expireTime: '2027-03-01 23:59:59', renewOf: null, remark: '',
  },
];

export const giftPackages: GiftPackage[] = [
  {
    packageId: 'gp-01', title: '茶室入驻礼包', subtitle: '开店首批货品 + 茶具，随茶室入驻赠送', image: 'mall/gift-tearoom.svg',
    price: 9800, originalPrice: 11800, applyType: 'teaRoom', activityId: null, stock: 200, sales: 86,
    goods: [
      { goodsName: '武夷山大红袍 特级', image: 'goods/yancha-dahongpao.svg', specName: '125克 / 简装', quantity: 4 },
      { goodsName: '白牡丹茶饼', image: 'goods/white-mudan.svg', specName: '300克', quantity: 2 },
      { goodsName: '青花瓷三才盖碗', image: 'goods/ware-gaiwan.svg', specName: '150毫升', quantity: 2 },
    ],
  },
  {
    packageId: 'gp-02', title: '茶馆代理礼包', subtitle: '区域独家代理 · 首批进货 + 全套茶席', image: 'mall/gift-teahouse.svg',
    price: 19800, originalPrice: 23800, applyType: 'teaHouse', activityId: null, stock: 50, sales: 23,
    goods: [
      { goodsName: '武夷山大红袍 特级', image: 'goods/yancha-dahongpao.svg', specName: '250克 / 礼盒装', quantity: 10 },
      { goodsName: '勐海古树普洱生茶饼', image: 'goods/puer-menghai.svg', specName: '357克 / 2019', quantity: 6 },
      { goodsName: '宜兴朱泥西施壶', image: 'goods/ware-teapot.svg', specName: '200毫升', quantity: 1 },
      { goodsName: '便携旅行茶具套装', image: 'goods/ware-travel.svg', specName: '一壶三杯', quantity: 4 },
    ],
  },
  {
    packageId: 'gp-03', title: '围炉煮茶礼包', subtitle: '暖茶节 5 折：老寿眉 + 小青柑 + 旅行茶具', image: 'mall/gift-winter.svg',
    price: 299, originalPrice: 598, applyType: null, activityId: 'act-2026-winter', stock: 120, sales: 341,
    goods: [
      { goodsName: '老寿眉茶饼', image: 'goods/white-shoumei.svg', specName: '350克', quantity: 1 },
      { goodsName: '新会小青柑普洱', image: 'goods/puer-citrus.svg', specName: '250克 / 罐装', quantity: 1 },
      { goodsName: '便携旅行茶具套装', image: 'goods/ware-travel.svg', specName: '一壶三杯', quantity: 1 },
    ],
  },
  {
    packageId: 'gp-04', title: '岩茶品鉴礼盒', subtitle: '大红袍、肉桂、老枞水仙各一罐', image: 'mall/gift-yancha.svg',
    price: 399, originalPrice: 699, applyType: null, activityId: 'act-2026-winter', stock: 60, sales: 128,
    goods: [
      { goodsName: '武夷山大红袍 特级', image: 'goods/yancha-dahongpao.svg', specName: '50克 / 罐', quantity: 1 },
      { goodsName: '牛栏坑肉桂', image: 'goods/yancha-rougui.svg', specName: '50克 / 罐', quantity: 1 },
      { goodsName: '老枞水仙', image: 'goods/yancha-shuixian.svg', specName: '50克 / 罐', quantity: 1 },
    ],
  },
  {
    packageId: 'gp-05', title: '新春茶礼·福字礼盒', subtitle: '预售：金骏眉 + 白毫银针双拼', image: 'mall/gift-spring.svg',
    price: 599, originalPrice: 899, applyType: null, activityId: 'act-2027-spring', stock: 300, sales: 0,
    goods: [
      { goodsName: '金骏眉 特级', image: 'goods/black-jinjunmei.svg', specName: '125克', quantity: 1 },
      { goodsName: '福鼎白毫银针', image: 'goods/white-yinzhen.svg', specName: '100克', quantity: 1 },
    ],
  },
];

export const leaveMessages: LeaveMessage[] = [
  {
    id: 'lm-1', shopId: 's-1012', toMemberId: 'm-20488', fromMemberId: 'm-10086', fromNickname: '林清茶', fromAvatar: 'avatars/lin.svg',
    mobile: '13800138000', content: '请问大红袍 125 克装周末能到店自提吗？', readFlag: 0, createTime: '2026-11-19 21:05:00', replyContent: null,
  },
  {
    id: 'lm-2', shopId: 's-1012', toMemberId: 'm-20488', fromMemberId: 'm-40211', fromNickname: '闽茶客', fromAvatar: 'avatars/guest.svg',
    mobile: '13705910211', content: '想预约本周六下午的茶园游，一共 4 人。', readFlag: 0, createTime: '2026-11-20 08:40:00', replyContent: null,
  },
  {
    id: 'lm-3', shopId: 's-1012', toMemberId: 'm-20488', fromMemberId: 'm-40356', fromNickname: '普洱爱好者', fromAvatar: 'avatars/puer.svg',
    mobile: '13905920356', content: '上次买的牛栏坑肉桂很好喝，还有货吗？', readFlag: 1, createTime: '2026-11-15 19:30:00',
    replyContent: '有的，已为您预留两盒，到店报手机号即可。',
  },
  {
    id: 'lm-4', shopId: 's-1005', toMemberId: 'm-91005', fromMemberId: 'm-10086', fromNickname: '林清茶', fromAvatar: 'avatars/lin.svg',
    mobile: '13800138000', content: '茉莉花茶窨制体验每天几点开始？', readFlag: 1, createTime: '2026-11-12 12:10:00',
    replyContent: '每天上午 10 点和下午 3 点各一场，欢迎预约。',
  },
];
