import type { AgentLevel } from '@/api/types/pay';
import { AGENT_ID, BUYER_ID, TEA_ROOM_AGENT_ID } from './pay';

/*
 * Payment-service accounts of the seeded members (balance, coins, points, agent level, bank card):
 * one per member who has one; a member without gets `emptyPayAccount` when first asked.
 */

/** One member's account on the payment service. */
export interface PayAccountRecord {
  memberId: string;
  agentLevel: AgentLevel;
  provinceName: string;
  cityName: string;
  regionName: string;
  expireDate: string;
  legionId: string | null;
  recommenderId: string | null;
  balance: number;
  frozenAmount: number;
  /** income before the seeded detail records plus every income record */
  totalIncome: number;
  withdrawnAmount: number;
  signCoins: number;
  points: number;
  depositAmount: number;
  depositPayTime: string | null;
  bankName: string;
  bankCardNo: string;
  accountName: string;
}

/** The account of a member with nothing on the payment service yet: no agent level, money, coins or bank card. */
export function emptyPayAccount(memberId: string): PayAccountRecord {
  return {
    memberId,
    agentLevel: 0,
    provinceName: '',
    cityName: '',
    regionName: '',
    expireDate: '',
    legionId: null,
    recommenderId: null,
    balance: 0,
    frozenAmount: 0,
    totalIncome: 0,
    withdrawnAmount: 0,
    signCoins: 0,
    points: 0,
    depositAmount: 0,
    depositPayTime: null,
    bankName: '',
    bankCardNo: '',
    accountName: '',
  };
}

export const payAccounts: PayAccountRecord[] = [
  {
    memberId: AGENT_ID,
    agentLevel: 2,
    provinceName: '福建省',
    cityName: '南平市',
    regionName: '武夷山市',
    expireDate: '2026-12-31',
    legionId: 'lg-02',
    recommenderId: null,
    balance: 3268.5,
    frozenAmount: 500,
    totalIncome: 18652.3,
    withdrawnAmount: 6800,
    signCoins: 120,
    points: 860,
    depositAmount: 5000,
    depositPayTime: '2024-11-20 15:42:10',
    bankName: '中国建设银行',
    bankCardNo: '**** **** **** 6218',
    accountName: '陈*明',
  },
  {
    ...emptyPayAccount(BUYER_ID),
    recommenderId: AGENT_ID,
    balance: 56.8,
    totalIncome: 96.8,
    signCoins: 35,
    points: 120,
    bankName: '招商银行',
    bankCardNo: '**** **** **** 3302',
    accountName: '林*茶',
  },
  {
    memberId: TEA_ROOM_AGENT_ID,
    agentLevel: 1,
    provinceName: '福建省',
    cityName: '泉州市',
    regionName: '鲤城区',
    expireDate: '2027-03-01',
    legionId: null,
    recommenderId: null,
    balance: 420,
    frozenAmount: 0,
    totalIncome: 1260,
    withdrawnAmount: 840,
    signCoins: 20,
    points: 150,
    depositAmount: 0,
    depositPayTime: null,
    bankName: '中国工商银行',
    bankCardNo: '**** **** **** 5566',
    accountName: '王*心',
  },
  // the shop owner, the partner and the legion leader of the session toolbar (mocks/data/sessions.ts)
  {
    ...emptyPayAccount('m-30218'),
    provinceName: '福建省',
    cityName: '福州市',
    regionName: '仓山区',
    balance: 1288,
    totalIncome: 5360,
    withdrawnAmount: 4072,
    signCoins: 48,
    points: 320,
    bankName: '兴业银行',
    bankCardNo: '**** **** **** 0218',
    accountName: '周*山',
  },
  {
    ...emptyPayAccount('m-40325'),
    provinceName: '福建省',
    cityName: '厦门市',
    regionName: '思明区',
    balance: 8650.4,
    totalIncome: 26480,
    withdrawnAmount: 17829.6,
    signCoins: 66,
    points: 1580,
    bankName: '中国银行',
    bankCardNo: '**** **** **** 3250',
    accountName: '黄*华',
  },
  {
    memberId: 'm-91001',
    agentLevel: 2,
    provinceName: '福建省',
    cityName: '福州市',
    regionName: '鼓楼区',
    expireDate: '2027-08-07',
    legionId: 'lg-01',
    recommenderId: null,
    balance: 5420.6,
    frozenAmount: 260,
    totalIncome: 32640,
    withdrawnAmount: 26959.4,
    signCoins: 90,
    points: 2260,
    depositAmount: 5000,
    depositPayTime: '2024-08-08 10:12:40',
    bankName: '中国农业银行',
    bankCardNo: '**** **** **** 9100',
    accountName: '郑*琴',
  },
];
