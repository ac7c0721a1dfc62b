import type {
  AgentLevel,
  CashCoupon,
  Fan,
  IncomeRecord,
  Proposal,
  SignInRecord,
  TransactionType,
  WithdrawRecord,
} from '@/api/types/pay';
import type { PayType } from '@/api/types/payment';
import { BUSINESS_MONTH, BUSINESS_NOW, BUSINESS_TODAY } from '../clock';
import { APPLY_FEES } from './mall';

/**
 * Payment-service seed: the agent m-20488 (陈记茶馆, a tea-house franchisee in 武夷山, legion leader) and the buyer
 * m-10086 (林清茶, the agent's direct fan). Every date is a fixed string around the mock clock
 * (2026-11-20 10:00 +08:00); records created at run time use the same clock (see `payNow`).
 */
export const PAY_TODAY = BUSINESS_TODAY;
export const PAY_MONTH = BUSINESS_MONTH;
/** 'YYYY-MM-DD HH:mm:ss' of the mock clock, for records created at run time. */
export const payNow = BUSINESS_NOW;

export const AGENT_ID = 'm-20488';
export const BUYER_ID = 'm-10086';
/** the tea-room franchisee of the session toolbar (mocks/data/sessions.ts) */
export const TEA_ROOM_AGENT_ID = 'm-20566';

export const WITHDRAW_MIN_AMOUNT = 10;
export const WITHDRAW_FEE_RATE = 0.006;
/** sales commission of a tea room / tea house: sales amount = income / rate */
export const SALES_COMMISSION_RATE = 0.2;
export const SIGN_IN_COINS = 5;
/** every 7th consecutive day earns this on top of the daily coins */
export const SIGN_IN_WEEK_BONUS = 10;
export const POINTS_PER_COIN = 10;
export const COINS_PER_CASH_COUPON = 100;
export const CASH_COUPON_AMOUNT = 5;
export const AGENT_LEVEL_NAMES: Record<AgentLevel, string> = { 0: '普通会员', 1: '茶室', 2: '茶馆' };

export const transactionTypes: TransactionType[] = [
  { type: 1, typeName: '销售收益', direction: 1 },
  { type: 2, typeName: '推荐奖励', direction: 1 },
  { type: 3, typeName: '月度分红', direction: 1 },
  { type: 4, typeName: '合伙人分红', direction: 1 },
  { type: 5, typeName: '提现', direction: 2 },
  { type: 6, typeName: '退款扣回', direction: 2 },
  { type: 7, typeName: '余额支付', direction: 2 },
];

type Row = [id: string, memberId: string, type: number, amount: number, title: string, orderNo: string | null, createTime: string];

const rows: Row[] = [
  ['i-9024', AGENT_ID, 1, 86.4, '大红袍特级礼盒 销售收益', 'TM202611200931', '2026-11-20 09:42:15'],
  ['i-9023', AGENT_ID, 2, 42.2, '粉丝 苏晚晴 首单推荐奖励', 'TM202611200802', '2026-11-20 08:15:03'],
  ['i-9022', AGENT_ID, 1, 156, '2019 勐海熟普 357g 销售收益', 'TM202611192018', '2026-11-19 20:31:44'],
  ['i-9021', AGENT_ID, 5, 500, '提现至中国建设银行(6218)', null, '2026-11-18 16:20:00'],
  ['i-9020', AGENT_ID, 1, 98.5, '安溪铁观音秋茶 销售收益', 'TM202611181049', '2026-11-18 11:05:12'],
  ['i-9019', AGENT_ID, 6, 23.8, '订单退款扣回收益', 'TM202611131522', '2026-11-16 14:40:09'],
  ['i-9018', AGENT_ID, 1, 268, '白毫银针 2023 紧压饼 销售收益', 'TM202611150958', '2026-11-15 10:12:33'],
  ['i-9017', AGENT_ID, 2, 35, '粉丝 王一壶 首单推荐奖励', 'TM202611121847', '2026-11-12 19:03:27'],
  ['i-9016', AGENT_ID, 3, 612.3, '10 月月度分红', null, '2026-11-10 09:00:00'],
  ['i-9015', AGENT_ID, 1, 188.8, '正山小种 罐装 销售收益', 'TM202611081507', '2026-11-08 15:22:41'],
  ['i-9014', AGENT_ID, 5, 1000, '提现至中国建设银行(6218)', null, '2026-11-05 10:30:00'],
  ['i-9013', AGENT_ID, 4, 320, '合伙人分红（10 月结算）', null, '2026-11-03 13:18:56'],
  ['i-9012', AGENT_ID, 1, 72.6, '西湖龙井 明前 销售收益', 'TM202611011733', '2026-11-01 17:45:10'],
  ['i-9011', AGENT_ID, 1, 358, '大红袍特级礼盒 ×2 销售收益', 'TM202610281156', '2026-10-28 12:11:09'],
  ['i-9010', AGENT_ID, 7, 128, '余额支付 茶具套装', 'TM202610250933', '2026-10-25 09:36:45'],
  ['i-9009', AGENT_ID, 1, 215.4, '凤凰单丛 蜜兰香 销售收益', 'TM202610211840', '2026-10-21 18:50:22'],
  ['i-9008', AGENT_ID, 2, 28.8, '粉丝 周慕云 首单推荐奖励', 'TM202610151118', '2026-10-15 11:27:33'],
  ['i-9007', AGENT_ID, 3, 486.9, '9 月月度分红', null, '2026-10-10 09:00:00'],
  ['i-9006', AGENT_ID, 1, 142, '滇红金芽 销售收益', 'TM202610061601', '2026-10-06 16:09:58'],
  ['i-9005', AGENT_ID, 4, 280, '合伙人分红（9 月结算）', null, '2026-10-02 10:48:17'],
  ['i-8006', BUYER_ID, 2, 12.8, '好友 林小满 首单推荐奖励', 'TM202611171412', '2026-11-17 14:20:31'],
  ['i-8005', BUYER_ID, 7, 40, '余额支付 茉莉花茶', 'TM202611091005', '2026-11-09 10:06:12'],
  ['i-8004', BUYER_ID, 2, 20, '好友 许小茶 首单推荐奖励', 'TM202610301930', '2026-10-30 19:35:48'],
  ['i-8003', BUYER_ID, 2, 64, '好友 许小茶 复购推荐奖励', 'TM202610121108', '2026-10-12 11:15:02'],
];

function transactionType(type: number): TransactionType {
  return transactionTypes.find((candidate) => candidate.type === type) ?? { type, typeName: '其他', direction: 1 };
}

export function incomeRecord(id: string, memberId: string, type: number, amount: number, title: string, orderNo: string | null, createTime: string): IncomeRecord {
  const { typeName, direction } = transactionType(type);
  return { id, memberId, type, typeName, direction, amount, title, orderNo, createTime };
}

export const incomeRecords: IncomeRecord[] = rows.map((row) => incomeRecord(...row));

const fanAvatars = ['pay/fan-a.svg', 'pay/fan-b.svg', 'pay/fan-c.svg'];

/** Fans per owner (the member whose share link they joined through). */
export interface FanRecord extends Fan {
  ownerId: string;
  mobile: string;
}

type FanRow = [ownerId: string, memberId: string, nickname: string, mobile: string, joinDate: string, level: 1 | 2, contribution: number];

const fanRows: FanRow[] = [
  [AGENT_ID, 'm-30110', '郑老枞', '13605918821', '2026-11-19 21:08:40', 1, 0],
  [AGENT_ID, 'm-30111', '何清心', '15880112093', '2026-11-17 08:30:12', 2, 18.6],
  [AGENT_ID, 'm-30101', '苏晚晴', '13959102218', '2026-11-02 19:22:05', 1, 211],
  [AGENT_ID, 'm-30102', '王一壶', '18650037741', '2026-10-26 10:45:31', 1, 175],
  [AGENT_ID, 'm-30103', '茶小白', '13774410652', '2026-10-18 14:03:56', 2, 36.2],
  [AGENT_ID, 'm-30104', '周慕云', '13055662390', '2026-10-09 16:51:20', 1, 144],
  [AGENT_ID, 'm-30105', '李雨前', '15159870435', '2026-09-21 09:17:44', 2, 52.8],
  [AGENT_ID, 'm-30106', '陆羽后人', '18960115527', '2026-08-30 20:02:13', 1, 486.5],
  [AGENT_ID, 'm-30107', '黄山毛峰控', '13515023368', '2026-07-14 11:26:09', 2, 27.4],
  [AGENT_ID, 'm-30108', '赵半盏', '13328871046', '2026-05-03 15:38:50', 1, 312.9],
  [AGENT_ID, 'm-30109', '吴明前', '18159906613', '2025-12-24 18:44:27', 2, 64.3],
  [AGENT_ID, BUYER_ID, '林清茶', '13800138000', '2025-03-08 09:12:00', 1, 368.4],
  [BUYER_ID, 'm-30201', '林小满', '13696320458', '2026-11-16 12:05:33', 1, 12.8],
  [BUYER_ID, 'm-30202', '许小茶', '15205910376', '2026-10-11 20:48:09', 1, 84],
];

export const fans: FanRecord[] = fanRows.map(([ownerId, memberId, nickname, mobile, joinDate, level, contribution], index) => ({
  ownerId,
  memberId,
  nickname,
  mobile,
  avatar: fanAvatars[index % fanAvatars.length] ?? 'pay/fan-a.svg',
  joinDate,
  level,
  levelName: level === 1 ? '一级粉丝' : '二级粉丝',
  contribution,
}));

const signedDays: [memberId: string, dates: string[]][] = [
  [BUYER_ID, ['2026-10-03', '2026-10-04', '2026-10-11', '2026-11-01', '2026-11-03', '2026-11-08', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']],
  [AGENT_ID, ['2026-11-10', '2026-11-19']],
];

export const signIns: SignInRecord[] = signedDays.flatMap(([memberId, dates]) =>
  dates.map((signDate, index) => ({ memberId, signDate, coins: SIGN_IN_COINS, createTime: `${signDate} 0${7 + (index % 3)}:${String(10 + index * 3).padStart(2, '0')}:00` })),
);

export const withdrawals: WithdrawRecord[] = [
  {
    withdrawNo: 'W202611181620001',
    memberId: AGENT_ID,
    amount: 500,
    fee: 3,
    actualAmount: 497,
    status: 0,
    statusName: '审核中',
    bankName: '中国建设银行',
    bankCardNo: '**** **** **** 6218',
    createTime: '2026-11-18 16:20:00',
    finishTime: null,
  },
  {
    withdrawNo: 'W202611051030001',
    memberId: AGENT_ID,
    amount: 1000,
    fee: 6,
    actualAmount: 994,
    status: 2,
    statusName: '已到账',
    bankName: '中国建设银行',
    bankCardNo: '**** **** **** 6218',
    createTime: '2026-11-05 10:30:00',
    finishTime: '2026-11-06 15:12:00',
  },
  {
    withdrawNo: 'W202610120920001',
    memberId: AGENT_ID,
    amount: 300,
    fee: 1.8,
    actualAmount: 298.2,
    status: 3,
    statusName: '已驳回',
    bankName: '中国建设银行',
    bankCardNo: '**** **** **** 6218',
    createTime: '2026-10-12 09:20:00',
    finishTime: '2026-10-12 17:45:00',
  },
];

export const cashCoupons: CashCoupon[] = [
  { couponId: 'cc-5001', memberId: AGENT_ID, name: '签到币兑换现金券', amount: 5, minAmount: 0, status: 0, statusName: '未使用', source: '签到币兑换', expireDate: '2026-12-31', createTime: '2026-11-11 08:02:19' },
  { couponId: 'cc-5002', memberId: AGENT_ID, name: '幸运大转盘 20 元券', amount: 20, minAmount: 199, status: 1, statusName: '已使用', source: '抽奖奖品', expireDate: '2026-12-15', createTime: '2026-10-30 20:13:45' },
  { couponId: 'cc-5003', memberId: AGENT_ID, name: '国庆茶礼现金券', amount: 10, minAmount: 99, status: 2, statusName: '已过期', source: '活动赠送', expireDate: '2026-10-31', createTime: '2026-10-01 10:00:00' },
  // the buyer: ¥20.00 usable (the plans below: two affordable, one not)
  { couponId: 'cc-5101', memberId: BUYER_ID, name: '幸运大转盘 5 元券', amount: 5, minAmount: 59, status: 0, statusName: '未使用', source: '抽奖奖品', expireDate: '2026-12-20', createTime: '2026-11-18 19:26:04' },
  { couponId: 'cc-5102', memberId: BUYER_ID, name: '签到币兑换现金券', amount: 5, minAmount: 0, status: 0, statusName: '未使用', source: '签到币兑换', expireDate: '2026-12-05', createTime: '2026-11-05 08:12:40' },
  { couponId: 'cc-5103', memberId: BUYER_ID, name: '幸运大转盘 10 元券', amount: 10, minAmount: 99, status: 0, statusName: '未使用', source: '抽奖奖品', expireDate: '2027-01-15', createTime: '2026-11-16 20:41:09' },
  // spent on the 会员抵扣券 plan (pr-05)
  { couponId: 'cc-5104', memberId: BUYER_ID, name: '签到币兑换现金券', amount: 5, minAmount: 0, status: 1, statusName: '已使用', source: '签到币兑换', expireDate: '2026-11-30', createTime: '2026-10-20 07:58:31' },
];

/**
 * A cash-coupon plan as stored: what the app reads, less what depends on the buyer (`usedCount`,
 * `used`), the clock (`status`) and the coupon centre (`grant`, read from the coupon it names).
 */
export interface ProposalRecord extends Omit<Proposal, 'usedCount' | 'used' | 'status' | 'grant'> {
  /** the coupon of the coupon centre the plan grants (mocks/data/member.ts `coupons`) */
  grantCouponId: string;
  content: string[];
}

/** Said in every plan's rules: how cash coupons are spent. */
const SPENT_WHOLE = '现金券按到期先后整张抵用，不找零。';

export const proposals: ProposalRecord[] = [
  {
    proposeId: 'pr-01',
    title: '¥10 现金券换 冬藏满 299 减 40',
    cover: 'coupons/newcomer.svg',
    category: '满减券',
    summary: '冬藏囤茶季，10 元现金券换全场满 299 减 40 优惠券。',
    needAmount: 10,
    grantCouponId: 'cp-09',
    startTime: '2026-11-15 00:00:00',
    endTime: '2026-12-31 23:59:59',
    publishTime: '2026-11-15 09:00:00',
    useCount: 312,
    limitPerMember: 1,
    content: ['方案时间：2026-11-15 至 2026-12-31。', '需现金券 ¥10.00，兑换「冬藏满 299 减 40」1 张，全场通用，2026-12-31 前有效。', '每位会员限用 1 次。', SPENT_WHOLE],
  },
  {
    proposeId: 'pr-02',
    title: '¥5 现金券换 明前绿茶满 199 减 25',
    cover: 'coupons/discount.svg',
    category: '品类券',
    summary: '绿茶类商品专用，5 元现金券换满 199 减 25，每人可用 2 次。',
    needAmount: 5,
    grantCouponId: 'cp-10',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    publishTime: '2026-11-12 10:00:00',
    useCount: 87,
    limitPerMember: 2,
    content: ['方案时间：2026-11-01 至 2026-12-31。', '需现金券 ¥5.00，兑换「明前绿茶满 199 减 25」1 张，限绿茶类商品。', '每位会员限用 2 次。', SPENT_WHOLE],
  },
  {
    proposeId: 'pr-03',
    title: '¥30 现金券换 暖茶节满 499 减 80',
    cover: 'coupons/winter.svg',
    category: '活动券',
    summary: '冬季暖茶节大额券，30 元现金券换满 499 减 80。',
    needAmount: 30,
    grantCouponId: 'cp-05',
    startTime: '2026-11-15 00:00:00',
    endTime: '2026-12-15 23:59:59',
    publishTime: '2026-11-10 10:00:00',
    useCount: 41,
    limitPerMember: 1,
    content: ['方案时间：2026-11-15 至 2026-12-15。', '需现金券 ¥30.00，兑换「暖茶节满 499 减 80」1 张，全场通用。', '每位会员限用 1 次。', SPENT_WHOLE],
  },
  {
    proposeId: 'pr-04',
    title: '¥10 现金券换 双十一满 399 减 60',
    cover: 'coupons/yancha.svg',
    category: '满减券',
    summary: '双十一限时方案，已于 11 月 12 日结束。',
    needAmount: 10,
    grantCouponId: 'cp-07',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-12 23:59:59',
    publishTime: '2026-11-01 00:00:00',
    useCount: 506,
    limitPerMember: 1,
    content: ['方案时间：2026-11-01 至 2026-11-12。', '需现金券 ¥10.00，兑换「双十一满 399 减 60」1 张。', '每位会员限用 1 次。', SPENT_WHOLE],
  },
  {
    proposeId: 'pr-05',
    title: '¥5 现金券换 会员抵扣券',
    cover: 'coupons/deduction.svg',
    category: '抵扣券',
    summary: '抵扣专区商品直接抵扣 10 元，5 元现金券即可兑换。',
    needAmount: 5,
    grantCouponId: 'cp-06',
    startTime: '2026-10-15 00:00:00',
    endTime: '2026-12-31 23:59:59',
    publishTime: '2026-10-15 09:00:00',
    useCount: 1290,
    limitPerMember: 1,
    content: ['方案时间：2026-10-15 至 2026-12-31。', '需现金券 ¥5.00，兑换「会员抵扣券」1 张，抵扣专区商品可用。', '每位会员限用 1 次。', SPENT_WHOLE],
  },
];

export interface ProposalUseRecord {
  memberId: string;
  proposeId: string;
  useTime: string;
}

/** the buyer used the 会员抵扣券 plan on 11-01 (spent cc-5104; the coupon is mc-8002 in my coupons) */
export const proposalUses: ProposalUseRecord[] = [{ memberId: BUYER_ID, proposeId: 'pr-05', useTime: '2026-11-01 10:00:00' }];

/** Agent application fees paid on the payment service (applyId of the mall's `applications`). */
export interface AgentApplyPaymentRecord {
  applyId: string;
  memberId: string;
  agentLevel: 1 | 2;
  payAmount: number;
  status: 'PAID';
  channel: 'WECHAT' | 'ALIPAY';
  payNo: string;
  payTime: string;
}

export const agentApplyPayments: AgentApplyPaymentRecord[] = [
  { applyId: 'ap-20241120001', memberId: AGENT_ID, agentLevel: 2, payAmount: APPLY_FEES.teaHouse, status: 'PAID', channel: 'WECHAT', payNo: 'P202411201540001', payTime: '2024-11-20 15:40:22' },
];

/** Order payments made through the payment service. */
export interface OrderPaymentRecord {
  payNo: string;
  orderId: string;
  memberId: string;
  payType: PayType;
  payAmount: number;
  payTime: string;
  /** PENDING: a WeChat / Alipay prepay the channel has not settled; CLOSED: replaced by a newer one */
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CLOSED' | 'REFUNDED';
  refundNo: string | null;
  refundAmount: number;
  refundTime: string | null;
}

export const orderPayments: OrderPaymentRecord[] = [];
