import type { AgentKind, ReleaseNote } from '@/api/types/member';

/* Seed data of the settings side: the agents' tea-house / tea-room names, the app's release notes. */

export interface AgentProfileSeed {
  memberId: string;
  agentKind: AgentKind;
  agentName: string;
}

/** 陈记茶馆 holds the 武夷山 tea house; 清心茶室 the tea room in 泉州鲤城区. */
export const agentProfileSeeds: AgentProfileSeed[] = [
  { memberId: 'm-20488', agentKind: 'teaHouse', agentName: '陈记茶馆·武夷山' },
  { memberId: 'm-20566', agentKind: 'teaRoom', agentName: '清心茶室·鲤城' },
];

/** The app's releases, newest first (what /mine/newFunction lists). */
export const releaseNotes: ReleaseNote[] = [
  {
    version: '3.2.0',
    releaseDate: '2026-11-18',
    notes: ['「我的」页面全新改版，订单、资产与常用功能一目了然', '支持在本机切换已登录过的账号', '设置中可查看并清理本机缓存'],
  },
  {
    version: '3.1.0',
    releaseDate: '2026-10-12',
    notes: ['合同支持手写签名，签署后可随时查看', '邀请海报更清晰，可保存到相册'],
  },
  {
    version: '3.0.2',
    releaseDate: '2026-09-03',
    notes: ['修复部分机型上收货地址无法保存的问题', '优化商品详情页图片加载速度'],
  },
  {
    version: '3.0.0',
    releaseDate: '2026-08-08',
    notes: ['茶馆、茶室代理入驻全面上线', '新增积分大厅与每日签到', '购物车支持批量管理'],
  },
];
