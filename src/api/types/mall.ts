/** Mall domain (source `base`): agent applications, gift packages, leave-messages. */
import type { PageArg, PageResult } from './common';
import type { RegionPlace } from './region';

/** tea room (non-exclusive) or tea house (sole agent of a district) */
export type ApplyType = 'teaRoom' | 'teaHouse';
/** 0 awaiting payment, 1 under review, 2 approved, 3 rejected, 4 expired */
export type ApplyStatus = 0 | 1 | 2 | 3 | 4;

export interface AgentApplication extends RegionPlace {
  applyId: string;
  memberId: string;
  applyType: ApplyType;
  name: string;
  mobile: string;
  /** masked: first 3 and last 4 characters */
  idCard: string;
  shopName: string;
  shopAddress: string;
  fee: number;
  status: ApplyStatus;
  statusText: string;
  createTime: string;
  examineTime: string | null;
  expireTime: string | null;
  /** the application this one renews */
  renewOf: string | null;
  remark: string;
}

export type ApplyArg = {
  name: string;
  mobile: string;
  idCard: string;
  provinceId: number;
  cityId: number;
  regionId: number;
  shopAddress: string;
  shopName?: string;
};
export type ApplyResult = { applyId: string; fee: number; status: ApplyStatus };

export type CheckSoleAgentArg = { regionId: number };
export interface SoleAgentCheck {
  /** true: the district has no sole agent yet */
  sole: boolean;
  message: string;
}

/** External-facing examination (data service): the sid travels in the body. */
export type AgentExamineArg = { sid: string; applyId: string; result?: 'pass' | 'reject'; remark?: string };
export type AgentExamineResult = { applyId: string; status: ApplyStatus; statusText: string; examineTime: string };

export type ApplyRenewArg = { applyId: string };
export type ApplyRenewResult = { applyId: string; fee: number; status: ApplyStatus };

export type RenewPreInfoArg = { applyId?: string };
export interface RenewPreInfo {
  applyId: string;
  applyType: ApplyType;
  regionName: string;
  shopAddress: string;
  expireTime: string | null;
  renewFee: number;
  renewYears: number;
  canRenew: boolean;
}

export interface GiftGoods {
  goodsName: string;
  image: string;
  specName: string;
  quantity: number;
}

export interface GiftPackage {
  packageId: string;
  title: string;
  subtitle: string;
  image: string;
  price: number;
  originalPrice: number;
  /** the agent kind the package comes with, null for any buyer */
  applyType: ApplyType | null;
  activityId: string | null;
  goods: GiftGoods[];
  stock: number;
  sales: number;
}
/** `packageType: 'upgrade'` lists the packages a buyer upgrades to premium membership with (none: the agents' packages). */
export type GiftPackagePageArg = PageArg & { applyType?: ApplyType; packageType?: 'upgrade' };

export interface LeaveMessage {
  id: string;
  shopId: string;
  toMemberId: string;
  fromMemberId: string;
  fromNickname: string;
  fromAvatar: string;
  mobile: string;
  content: string;
  readFlag: 0 | 1;
  createTime: string;
  replyContent: string | null;
}
/** received: messages left for the member's shop; sent: the member's own */
export type LeaveMessagePageArg = PageArg & { box?: 'received' | 'sent' };
export type LeaveMessagePage = PageResult<LeaveMessage> & { unreadCount: number };
export type LeaveMessageAddArg = { shopId: string; content: string; mobile?: string };
export type LeaveMessageAddResult = { id: string };
export type LeaveMessageReadArg = { id: string };
