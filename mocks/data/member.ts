/**
 * Member-side seed: profile fields of the two seeded members, the settlement service's own users,
 * message notifications, addresses, coupons and activities, the coupon zones,
 * favourites and the property configs. Fixed dates around the mock clock (2026-11-20 10:00 +08:00).
 */
import { categories } from './goods';
import type {
  Activity,
  Address,
  Coupon,
  Favourite,
  Gender,
  MemberLevel,
  MessageNotification,
  MyCouponStatus,
  PropertyConfig,
} from '@/api/types/member';

/**
 * The verification code every mock SMS "sends" (buyer sendMessage / verificationCode and the
 * settlement sendMessage). The login, register and reset-password stories show it as a hint.
 */
export const MOCK_SMS_CODE = '246810';
/** A code may be requested again after this many seconds (per mobile). */
export const SMS_RESEND_SECONDS = 60;
/** A sent code is valid this long. */
export const SMS_EXPIRE_SECONDS = 300;

/** Profile fields of the member table beyond the login basics (mocks/db/members.ts). */
export interface MemberProfile {
  inviteCode: string;
  /** six-digit payment password */
  payPassword: string;
  gender: Gender;
  birthday: string;
  realName: string;
  memberLevel: MemberLevel;
  perfectInfoRemindCount: number;
  upgradeTime: string | null;
}

export const memberProfiles: Record<'buyer' | 'agent' | 'teaRoomAgent' | 'shopOwner' | 'partner' | 'legionAgent', MemberProfile> = {
  buyer: {
    inviteCode: 'LQC086',
    payPassword: '123456',
    gender: 1,
    birthday: '1992-06-18',
    realName: '林清',
    memberLevel: 0,
    perfectInfoRemindCount: 1,
    upgradeTime: null,
  },
  agent: {
    inviteCode: 'CJCG88',
    payPassword: '888888',
    gender: 1,
    birthday: '1985-09-09',
    realName: '陈志明',
    memberLevel: 1,
    perfectInfoRemindCount: 0,
    upgradeTime: '2025-01-05 10:00:00',
  },
  // a tea-room franchisee in 泉州 (the session toolbar's tea-room agent)
  teaRoomAgent: {
    inviteCode: 'QXCS66',
    payPassword: '666666',
    gender: 2,
    birthday: '1990-04-12',
    realName: '王清心',
    memberLevel: 1,
    perfectInfoRemindCount: 0,
    upgradeTime: '2026-03-02 10:00:00',
  },
  // a same-city shop in 福州仓山 that also receives distribution orders
  shopOwner: {
    inviteCode: 'ZJCZ18',
    payPassword: '181818',
    gender: 1,
    birthday: '1979-02-26',
    realName: '周文山',
    memberLevel: 1,
    perfectInfoRemindCount: 0,
    upgradeTime: '2025-06-18 10:00:00',
  },
  // a partner sharing the partner bonus, in 厦门
  partner: {
    inviteCode: 'HJH325',
    payPassword: '325325',
    gender: 1,
    birthday: '1982-11-03',
    realName: '黄建华',
    memberLevel: 1,
    perfectInfoRemindCount: 0,
    upgradeTime: '2025-02-14 10:00:00',
  },
  // the leader of 闽东茶业军团, who runs a tea house in 福州鼓楼
  legionAgent: {
    inviteCode: 'ZYQ001',
    payPassword: '200101',
    gender: 2,
    birthday: '1987-07-21',
    realName: '郑雅琴',
    memberLevel: 1,
    perfectInfoRemindCount: 0,
    upgradeTime: '2024-08-08 10:00:00',
  },
};

/** Fee of the member upgrade (upgradeToken -> pay -> upgrade). */
export const UPGRADE_FEE = 199;

export interface SettlementUserRecord {
  userId: string;
  mobile: string;
  password: string;
  createTime: string;
}

export const settlementUsers: SettlementUserRecord[] = [
  { userId: 'su-5001', mobile: '13800138000', password: 'Tea123456', createTime: '2025-03-08 09:20:00' },
  { userId: 'su-5002', mobile: '13900139000', password: 'Tea123456', createTime: '2024-11-20 15:40:00' },
];

type MessageSeed = Omit<MessageNotification, 'deleteFlag' | 'updateTime' | 'memberMobile'> & { deleteFlag?: 0 | 1; updateTime?: string };

const mobiles: Record<string, string> = { 'm-10086': '13800138000', 'm-20488': '13900139000' };

const message = (seed: MessageSeed): MessageNotification => ({
  ...seed,
  deleteFlag: seed.deleteFlag ?? 0,
  memberMobile: mobiles[seed.memberId] ?? '',
  updateTime: seed.updateTime ?? seed.createTime,
});

export const messages: MessageNotification[] = [
  message({
    id: 'msg-7001', memberId: 'm-10086', type: 1, readFlag: 0, businessId: 'o-2001', businessNo: 'TM202611200912000001',
    content: '您的订单 TM202611200912000001 已提交，请在 24 小时内完成支付，超时订单将自动取消。', createTime: '2026-11-20 09:12:30',
  }),
  message({
    id: 'msg-7002', memberId: 'm-10086', type: 2, readFlag: 0, businessId: 'o-2003', businessNo: 'TM202611171015000003',
    content: '您的订单 TM202611171015000003 已发货，顺丰速运 SF1428 3360 2291，请注意查收。', createTime: '2026-11-18 14:05:00',
  }),
  message({
    id: 'msg-7003', memberId: 'm-10086', type: 0, readFlag: 0, businessId: 'act-2026-winter', businessNo: '',
    content: '冬季暖茶节开幕：领券满 199 减 30，暖茶礼包 5 折起，活动至 12 月 15 日。', createTime: '2026-11-15 10:00:00',
  }),
  message({
    id: 'msg-7004', memberId: 'm-10086', type: 2, readFlag: 1, businessId: 'o-2009', businessNo: 'TM202611191100000009',
    content: '您的订单 TM202611191100000009 已发货，中通快递 7531 0086 2291，请注意查收。', createTime: '2026-11-19 16:30:00',
    updateTime: '2026-11-19 18:02:00',
  }),
  message({
    id: 'msg-7005', memberId: 'm-10086', type: 1, readFlag: 1, businessId: 'o-2002', businessNo: 'TM202611192030000002',
    content: '您的订单 TM202611192030000002 支付成功，商家将尽快为您发货。', createTime: '2026-11-19 20:31:10',
    updateTime: '2026-11-19 20:40:00',
  }),
  message({
    id: 'msg-7006', memberId: 'm-10086', type: 0, readFlag: 1, businessId: '', businessNo: '',
    content: '支付密码设置成功，您的账户安全等级已提升。', createTime: '2026-11-10 12:00:00', updateTime: '2026-11-10 12:05:00',
  }),
  message({
    id: 'msg-7007', memberId: 'm-10086', type: 0, readFlag: 1, deleteFlag: 1, businessId: '', businessNo: '',
    content: '国庆茶礼限时特惠已结束，感谢您的参与。', createTime: '2026-10-08 09:00:00',
  }),
  message({
    id: 'msg-7101', memberId: 'm-20488', type: 1, readFlag: 0, businessId: 'o-2101', businessNo: 'TM202611160900000101',
    content: '您的进货订单 TM202611160900000101 已提交，仓库正在备货。', createTime: '2026-11-16 09:00:30',
  }),
  message({
    id: 'msg-7102', memberId: 'm-20488', type: 0, readFlag: 0, businessId: 'ap-20241120001', businessNo: '',
    content: '您的茶馆代理资格将于 2026-12-31 到期，请在到期前完成续费。', createTime: '2026-11-20 08:00:00',
  }),
];

/** Same ids as the cart seed's checkout addresses (addr-1..3), plus a third for the buyer. */
export const addresses: Address[] = [
  {
    id: 'addr-1', memberId: 'm-10086', receiver: '林清茶', mobile: '13800138000',
    provinceId: 350000, provinceName: '福建省', cityId: 350100, cityName: '福州市', regionId: 350102, regionName: '鼓楼区',
    detail: '五四路 128 号茶香苑 3 栋 502 室', isDefault: 1, createTime: '2025-03-08 09:30:00', updateTime: '2025-03-08 09:30:00',
  },
  {
    id: 'addr-2', memberId: 'm-10086', receiver: '林清茶', mobile: '13800138000',
    provinceId: 330000, provinceName: '浙江省', cityId: 330100, cityName: '杭州市', regionId: 330106, regionName: '西湖区',
    detail: '龙井路 66 号茶博园写字楼 4 层', isDefault: 0, createTime: '2026-06-12 18:00:00', updateTime: '2026-06-12 18:00:00',
  },
  {
    id: 'addr-4', memberId: 'm-10086', receiver: '林母', mobile: '13705918866',
    provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区',
    detail: '鹭江道 8 号海景公寓 12 楼 1203 室', isDefault: 0, createTime: '2026-09-01 20:15:00', updateTime: '2026-09-01 20:15:00',
  },
  {
    id: 'addr-3', memberId: 'm-20488', receiver: '陈记茶馆', mobile: '13900139000',
    provinceId: 350000, provinceName: '福建省', cityId: 350700, cityName: '南平市', regionId: 350782, regionName: '武夷山市',
    detail: '三菇度假区大王峰路 18 号陈记茶馆', isDefault: 1, createTime: '2024-11-20 16:00:00', updateTime: '2024-11-20 16:00:00',
  },
];

const YEAR_2026 = { startTime: '2026-01-01 00:00:00', endTime: '2026-12-31 23:59:59' };
const WINTER = { startTime: '2026-11-15 00:00:00', endTime: '2026-12-15 23:59:59' };

/** a shop-wide coupon: every goods */
const SHOP_WIDE = { scope: 1, categoryId: null } as const;
/** a goods coupon of one category (mocks/data/goods.ts), with the category's name */
const category = (categoryId: string) => ({ scope: 2, categoryId, categoryName: categories.find((entry) => entry.categoryId === categoryId)?.categoryName ?? null }) as const;

export const coupons: Coupon[] = [
  {
    couponId: 'cp-01', name: '新人专享券', type: 1, amount: 20, discount: 1, threshold: 99, description: '全场通用，满 99 元可用',
    ...YEAR_2026, totalStock: 5000, remainStock: 3216, image: 'coupons/newcomer.svg', activityId: null, ...SHOP_WIDE, limitPerMember: 1,
  },
  {
    couponId: 'cp-02', name: '岩茶专享满减券', type: 1, amount: 50, discount: 1, threshold: 299, description: '武夷岩茶类商品满 299 元可用',
    ...YEAR_2026, totalStock: 200, remainStock: 0, image: 'coupons/yancha.svg', activityId: null, ...category('c-02'), limitPerMember: 1,
  },
  {
    couponId: 'cp-03', name: '普洱九折券', type: 2, amount: 0, discount: 0.9, threshold: 0, description: '普洱茶类商品 9 折，无门槛',
    startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59', totalStock: 300, remainStock: 128, image: 'coupons/discount.svg',
    activityId: null, ...category('c-01'), limitPerMember: 1,
  },
  {
    couponId: 'cp-04', name: '暖茶节满 199 减 30', type: 1, amount: 30, discount: 1, threshold: 199, description: '冬季暖茶节专享，全场通用',
    ...WINTER, totalStock: 1000, remainStock: 452, image: 'coupons/winter.svg', activityId: 'act-2026-winter', ...SHOP_WIDE, limitPerMember: 1,
  },
  {
    couponId: 'cp-05', name: '暖茶节满 499 减 80', type: 1, amount: 80, discount: 1, threshold: 499, description: '冬季暖茶节专享，仅剩最后 1 张',
    ...WINTER, totalStock: 300, remainStock: 1, image: 'coupons/winter.svg', activityId: 'act-2026-winter', ...SHOP_WIDE, limitPerMember: 1,
  },
  {
    // a voucher of the deduction zone's goods: a goods coupon without a category
    couponId: 'cp-06', name: '会员抵扣券', type: 3, amount: 10, discount: 1, threshold: 0, description: '抵扣专区商品可直接抵扣 10 元',
    ...YEAR_2026, totalStock: 2000, remainStock: 1500, image: 'coupons/deduction.svg', activityId: null, scope: 2, categoryId: null, limitPerMember: 1,
  },
  {
    couponId: 'cp-07', name: '双十一满 399 减 60', type: 1, amount: 60, discount: 1, threshold: 399, description: '双十一限时券',
    startTime: '2026-11-01 00:00:00', endTime: '2026-11-12 23:59:59', totalStock: 800, remainStock: 80, image: 'coupons/newcomer.svg',
    activityId: null, ...SHOP_WIDE, limitPerMember: 1,
  },
  {
    couponId: 'cp-08', name: '新春茶礼满 599 减 100', type: 1, amount: 100, discount: 1, threshold: 599, description: '新春茶礼专享',
    startTime: '2027-01-10 00:00:00', endTime: '2027-02-10 23:59:59', totalStock: 500, remainStock: 500, image: 'coupons/winter.svg',
    activityId: 'act-2027-spring', ...SHOP_WIDE, limitPerMember: 1,
  },
  {
    couponId: 'cp-09', name: '冬藏满 299 减 40', type: 1, amount: 40, discount: 1, threshold: 299, description: '全场通用，每人限领 2 张',
    startTime: '2026-11-01 00:00:00', endTime: '2026-12-31 23:59:59', totalStock: 2000, remainStock: 1288, image: 'coupons/newcomer.svg',
    activityId: null, ...SHOP_WIDE, limitPerMember: 2,
  },
  {
    couponId: 'cp-10', name: '明前绿茶满 199 减 25', type: 1, amount: 25, discount: 1, threshold: 199, description: '绿茶类商品满 199 元可用',
    startTime: '2026-11-01 00:00:00', endTime: '2026-12-31 23:59:59', totalStock: 600, remainStock: 342, image: 'coupons/discount.svg',
    activityId: null, ...category('c-03'), limitPerMember: 1,
  },
];

export interface MemberCouponRecord {
  id: string;
  memberId: string;
  couponId: string;
  status: MyCouponStatus;
  receiveTime: string;
  useTime: string | null;
}

export const memberCoupons: MemberCouponRecord[] = [
  { id: 'mc-8001', memberId: 'm-10086', couponId: 'cp-01', status: 1, receiveTime: '2025-03-08 09:15:00', useTime: '2025-04-02 20:10:00' },
  { id: 'mc-8002', memberId: 'm-10086', couponId: 'cp-06', status: 0, receiveTime: '2026-11-01 10:00:00', useTime: null },
  { id: 'mc-8003', memberId: 'm-10086', couponId: 'cp-07', status: 2, receiveTime: '2026-11-05 21:30:00', useTime: null },
  { id: 'mc-8004', memberId: 'm-10086', couponId: 'cp-04', status: 0, receiveTime: '2026-11-15 10:20:00', useTime: null },
  { id: 'mc-8101', memberId: 'm-20488', couponId: 'cp-06', status: 0, receiveTime: '2026-11-02 09:00:00', useTime: null },
];

export const activities: Omit<Activity, 'status'>[] = [
  {
    activityId: 'act-2026-winter', title: '冬季暖茶节', subtitle: '领券满 199 减 30 · 暖茶礼包 5 折起', banner: 'coupons/winter-banner.svg',
    ...WINTER,
    rules: ['活动时间：2026-11-15 至 2026-12-15', '每位会员每种券限领 1 张', '优惠券不可与其他满减活动叠加', '礼包售完即止'],
    rulesHtml:
      '<ol><li>活动时间：<strong>2026-11-15 00:00 至 2026-12-15 23:59</strong></li><li>每位会员每种券限领 1 张，领取后 30 天内有效</li>' +
      '<li>优惠券不可与其他满减活动叠加使用</li><li>暖茶礼包每人限购 2 份，售完即止，付款后 48 小时内发货</li></ol><p>如有疑问请联系在线客服。</p>',
  },
  {
    activityId: 'act-2027-spring', title: '新春茶礼', subtitle: '福字礼盒预售 · 满 599 减 100', banner: 'coupons/spring-banner.svg',
    startTime: '2027-01-10 00:00:00', endTime: '2027-02-10 23:59:59',
    rules: ['活动时间：2027-01-10 至 2027-02-10', '预售礼盒 1 月 20 日起发货'],
  },
];

/** Goods of the coupon zones: amounts usable per goods (the goods themselves live in the goods table). */
export interface ZoneRecord {
  goodsId: string;
  deductionAmount: number;
  cashCouponAmount: number;
}

export const zoneGoods: ZoneRecord[] = [
  { goodsId: 'g-1001', deductionAmount: 20, cashCouponAmount: 0 },
  { goodsId: 'g-1101', deductionAmount: 30, cashCouponAmount: 50 },
  { goodsId: 'g-1201', deductionAmount: 0, cashCouponAmount: 40 },
  { goodsId: 'g-1402', deductionAmount: 15, cashCouponAmount: 0 },
  { goodsId: 'g-1501', deductionAmount: 0, cashCouponAmount: 20 },
  { goodsId: 'g-1502', deductionAmount: 10, cashCouponAmount: 0 },
  { goodsId: 'g-1601', deductionAmount: 5, cashCouponAmount: 0 },
  { goodsId: 'g-1701', deductionAmount: 0, cashCouponAmount: 10 },
];

export type FavouriteRecord = Favourite & { memberId: string };

/** goodsName / image / price are the snapshot taken when collected (the goods table wins when it has the goods). */
export const favourites: FavouriteRecord[] = [
  {
    id: 'fav-9001', memberId: 'm-10086', goodsId: 'g-1101', goodsName: '武夷山大红袍 特级', image: 'goods/yancha-dahongpao.svg',
    price: 398, collectTime: '2026-11-18 21:00:00',
  },
  {
    id: 'fav-9002', memberId: 'm-10086', goodsId: 'g-1201', goodsName: '明前西湖龙井', image: 'goods/green-longjing.svg',
    price: 458, collectTime: '2026-11-10 08:45:00',
  },
  {
    id: 'fav-9003', memberId: 'm-10086', goodsId: 'g-1401', goodsName: '福鼎白毫银针', image: 'goods/white-yinzhen.svg',
    price: 328, collectTime: '2026-10-30 19:20:00',
  },
  {
    id: 'fav-9101', memberId: 'm-20488', goodsId: 'g-1701', goodsName: '青花瓷三才盖碗', image: 'goods/ware-gaiwan.svg',
    price: 168, collectTime: '2026-11-12 11:00:00',
  },
];

export const propertyConfigs: PropertyConfig[] = [
  { type: 'customerService', configKey: 'phone', configValue: '400-800-2026', remark: '客服热线，工作日 09:00-21:00' },
  { type: 'teaRoomApplyFee', configKey: 'fee', configValue: '9800.00', remark: '茶室入驻费（元/年）' },
  { type: 'teaHouseApplyFee', configKey: 'fee', configValue: '19800.00', remark: '茶馆区域独家代理费（元/年）' },
  { type: 'upgradeFee', configKey: 'fee', configValue: UPGRADE_FEE.toFixed(2), remark: '升级高级会员费用（元）' },
  {
    type: 'registerAgreement', configKey: 'content',
    configValue: '欢迎注册茶商城会员。注册即表示您同意遵守平台交易规则，妥善保管账号密码，不得将账号转借他人使用。',
    remark: '用户注册协议',
  },
  {
    type: 'privacyPolicy', configKey: 'content',
    configValue: '我们仅在提供下单、配送与售后服务所必需的范围内收集您的手机号与收货地址，不会向第三方出售您的个人信息。',
    remark: '隐私政策',
  },
];
