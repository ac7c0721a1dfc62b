import type { Legion, LegionMember, MonthBonus, PartnerShare } from '@/api/types/pay';
import { AGENT_ID } from './pay';

/**
 * Payment-service seed, the agents' bonuses: the month bonus on sales, the partner bonus shares of
 * the tea rooms an agent brought in, and the legions (agent teams) with their month ranking.
 */

export interface MonthBonusRecord extends MonthBonus {
  memberId: string;
}

export const monthBonuses: MonthBonusRecord[] = [
  { memberId: AGENT_ID, month: '2026-11', salesAmount: 12876, bonusRate: 0.03, bonusAmount: 386.28, status: 1, statusName: '待发放', settleDate: null },
  { memberId: AGENT_ID, month: '2026-10', salesAmount: 20410, bonusRate: 0.03, bonusAmount: 612.3, status: 2, statusName: '已发放', settleDate: '2026-11-10' },
  { memberId: AGENT_ID, month: '2026-09', salesAmount: 16230, bonusRate: 0.03, bonusAmount: 486.9, status: 2, statusName: '已发放', settleDate: '2026-10-10' },
];

export interface PartnerBonusRecord {
  memberId: string;
  month: string;
  partners: PartnerShare[];
}

const partner = (memberId: string, nickname: string, salesAmount: number, bonusAmount: number): PartnerShare => ({
  memberId,
  nickname,
  avatar: 'pay/shop-front.svg',
  salesAmount,
  bonusAmount,
});

export const partnerBonuses: PartnerBonusRecord[] = [
  {
    memberId: AGENT_ID,
    month: '2026-11',
    partners: [partner('m-40201', '岩骨花香茶馆', 8600, 172), partner('m-40202', '九曲溪茶室', 5400, 108), partner('m-40203', '星村桐木茶室', 2000, 40)],
  },
  {
    memberId: AGENT_ID,
    month: '2026-10',
    partners: [partner('m-40201', '岩骨花香茶馆', 7000, 140), partner('m-40202', '九曲溪茶室', 5000, 100), partner('m-40203', '星村桐木茶室', 2000, 40)],
  },
];

export interface LegionRecord extends Legion {
  monthSales: number;
  monthRank: number;
  members: LegionMember[];
}

const legionMember = (memberId: string, nickname: string, agentLevelName: string, monthSales: number): LegionMember => ({
  memberId,
  nickname,
  avatar: 'pay/shop-front.svg',
  agentLevelName,
  monthSales,
});

export const legions: LegionRecord[] = [
  {
    legionId: 'lg-01',
    legionName: '闽东茶业军团',
    leaderName: '郑雅琴',
    regionName: '福建省福州市',
    memberCount: 18,
    logo: 'pay/legion.svg',
    monthSales: 86500,
    monthRank: 3,
    members: [
      legionMember('m-91001', '茶语轩·鼓楼店', '茶馆', 11200),
      legionMember('m-40101', '三坊七巷茶室', '茶室', 5400),
      legionMember('m-40104', '鼓山云雾茶馆', '茶馆', 4980),
      legionMember('m-40103', '仓山一叶茶室', '茶室', 2000),
    ],
  },
  {
    legionId: 'lg-02',
    legionName: '武夷岩韵军团',
    leaderName: '陈志明',
    regionName: '福建省南平市',
    memberCount: 26,
    logo: 'pay/legion.svg',
    monthSales: 128300,
    monthRank: 1,
    members: [
      legionMember(AGENT_ID, '陈记茶馆', '茶馆', 12876),
      legionMember('m-40201', '岩骨花香茶馆', '茶馆', 8600),
      legionMember('m-40202', '九曲溪茶室', '茶室', 5400),
      legionMember('m-40203', '星村桐木茶室', '茶室', 2000),
    ],
  },
  {
    legionId: 'lg-03',
    legionName: '西湖龙井军团',
    leaderName: '沈明前',
    regionName: '浙江省杭州市',
    memberCount: 21,
    logo: 'pay/legion.svg',
    monthSales: 97420,
    monthRank: 2,
    members: [legionMember('m-40301', '龙井村茶馆', '茶馆', 18800), legionMember('m-40302', '虎跑泉茶室', '茶室', 7600)],
  },
  {
    legionId: 'lg-04',
    legionName: '云岭普洱军团',
    leaderName: '岩温',
    regionName: '云南省西双版纳傣族自治州',
    memberCount: 15,
    logo: 'pay/legion.svg',
    monthSales: 64150,
    monthRank: 4,
    members: [legionMember('m-40401', '勐海古树茶馆', '茶馆', 15400)],
  },
  {
    legionId: 'lg-05',
    legionName: '岭南单丛军团',
    leaderName: '黄凤凰',
    regionName: '广东省潮州市',
    memberCount: 12,
    logo: 'pay/legion.svg',
    monthSales: 41280,
    monthRank: 5,
    members: [legionMember('m-40501', '凤凰山茶室', '茶室', 6900)],
  },
];
