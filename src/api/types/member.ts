/**
 * Member domain (buyer-service auth + member service): entities and payloads.
 * Style of the Java backend: camelCase, entity ids as strings, region ids as numeric
 * administrative codes, money as numbers in yuan (two decimals), dates 'YYYY-MM-DD HH:mm:ss'.
 * Payloads are `type` aliases (not interfaces) so they satisfy the `Record<string, unknown>` payload.
 */
import type { MemberKind, MemberRole, UserInfo } from '@/models/member';
import type { PageArg, PassedThroughFailure } from './common';
import type { ApplyStatus, ApplyType } from './mall';
import type { RegionNode, RegionPlace } from './region';

/* coupons, zones and activities: their own file, one domain's types still read from here */
export type * from './coupon';


// ---------------------------------------------------------------- auth (buyer service)

/** What a verification code is for; the mock sends the same fixed code for every type. */
export type VerificationType = 'register' | 'login' | 'resetPassword' | 'cancelAccount' | 'payPassword' | 'changeMobile';

export type LoginArg = { mobile: string; password: string };
export type LoginResult = { sid: string; imToken: string; userInfo: UserInfo };

export type SendMessageArg = { mobile: string; type: VerificationType };
export type SendMessageResult = { mobile: string; expireSeconds: number; resendSeconds: number };

export type RegisterArg = { mobile: string; code: string; password: string; inviteCode?: string };
export type RegisterResult = { memberId: string; mobile: string };

export type ResetPasswordArg = { mobile: string; code: string; password: string };

/** Red dots of the mine page: order counts keyed by the order table's status, unread messages. */
export interface OrderTip {
  /** order status -> number of the member's orders in it */
  statusCounts: Record<string, number>;
  orderTotal: number;
  unreadMessageCount: number;
  /** message type ('0' general, '1' order placed, '2' shipped) -> unread count */
  unreadCountByType: Record<'0' | '1' | '2', number>;
}

export type ReadAllResult = { readCount: number };

// ---------------------------------------------------------------- message notifications

/** 0 general, 1 order placed, 2 shipped */
export type MessageType = 0 | 1 | 2;
/** 0 unread, 1 read */
export type ReadFlag = 0 | 1;

export interface MessageNotification {
  id: string;
  businessId: string;
  businessNo: string;
  content: string;
  createTime: string;
  deleteFlag: 0 | 1;
  memberId: string;
  memberMobile: string;
  readFlag: ReadFlag;
  type: MessageType;
  updateTime: string;
}

/** A page of the member's notifications; a screen asks for 20 a page. */
export type MessageNotificationPageArg = {
  memberId?: string;
  pageNo?: number;
  pageSize?: number;
  readFlag?: ReadFlag;
  type?: MessageType;
};

export type UpdateMessageNotificationArg = { id: string; readFlag?: ReadFlag; deleteFlag?: 0 | 1 };

// ---------------------------------------------------------------- member info

/** The roles a member holds and its one-word kind: see src/models/member.ts. */
export type { MemberKind, MemberRole };
/** 0 ordinary member, 1 upgraded (premium) member */
export type MemberLevel = 0 | 1;
/** 0 unknown, 1 male, 2 female */
export type Gender = 0 | 1 | 2;

export interface MemberInfo {
  memberId: string;
  mobile: string;
  nickname: string;
  avatar: string;
  signature: string;
  /** the member's kind, what older screens read */
  role: MemberKind;
  /** every role the member holds (always `buyer`; an agent is also a buyer) */
  roles: MemberRole[];
  memberLevel: MemberLevel;
  inviteCode: string;
  inviterId: string | null;
  inviterNickname: string | null;
  gender: Gender;
  birthday: string;
  realName: string;
  perfectInfoRemindCount: number;
  hasPayPassword: boolean;
  createTime: string;
}

/** Public card of another member (inviter lookup): the mobile is masked. */
export interface MemberBrief {
  memberId: string;
  nickname: string;
  avatar: string;
  mobile: string;
  role: MemberKind;
  inviteCode: string;
}

export type UpdateInfoSelectiveArg = {
  nickname?: string;
  signature?: string;
  avatar?: string;
  gender?: Gender;
  birthday?: string;
  realName?: string;
};

export type UpdatePasswordArg = { oldPassword: string; newPassword: string };
export type CancelAccountArg = { code: string; reason?: string };
/** What a suggestion is about: a fault, an idea, the goods, the service, anything else. */
export type FeedbackType = 'bug' | 'idea' | 'goods' | 'service' | 'other';
export type SuggestionFeedbackArg = { type?: FeedbackType; content: string; contact?: string; images?: string[] };
export type SuggestionFeedbackResult = { feedbackId: string };

export type ShareArg = { scene?: 'invite' | 'goods' | 'shop'; businessId?: string };
export interface ShareInfo {
  title: string;
  desc: string;
  image: string;
  shareUrl: string;
  inviteCode: string;
}

export type PropertyConfigArg = { type: string };
export interface PropertyConfig {
  type: string;
  configKey: string;
  configValue: string;
  remark: string;
}

export type FindByUsernameArg = { username: string };
export type FindByNicknameArg = { nickname: string };
export type PerfectInfoRemindResult = { perfectInfoRemindCount: number };

/** Sends a code to the logged-in member's own mobile (pay password, cancel account...). */
export type VerificationCodeArg = { type: VerificationType };
export type ValidatePayCodeArg = { payCode: string };
export type CommonValidateCodeArg = { mobile: string; code: string; type?: VerificationType };
export type ValidationResult = { valid: boolean };

export type RegionListArg = { parentId?: number };

/** A quote for upgrading with one package: the price held for 30 minutes, good for one upgrade call. */
export type UpgradeTokenArg = { upgradeType?: 'premium'; packageId: string };
export interface UpgradeToken {
  payToken: string;
  /** yuan: the package's price */
  amount: number;
  expireTime: string;
}
/**
 * Places the upgrade order: the package of the token, shipped to the address. The member becomes
 * premium once that order is paid. `requestNo` makes a repeat answer the first outcome (docs/forms.md).
 */
export type UpgradeArg = { payToken: string; addressId: string; requestNo?: string };
export interface UpgradeResult {
  /** the order to pay (order service), of type `upgrade` */
  orderId: string;
  orderNo: string;
  /** yuan */
  payAmount: number;
  /** the level now: still 0 until the order is paid */
  memberLevel: MemberLevel;
  upgradeTime: string | null;
}

/** One level of the membership, as the benefits table heads its column. */
export interface MemberLevelColumn {
  level: MemberLevel;
  name: string;
  /** how the level is reached, e.g. 注册即享 / 购买升级礼包 */
  howToJoin: string;
}
/** One benefit: what each level gets (`values[i]` for `levels[i]`; an empty text: not included). */
export interface MemberBenefitRow {
  benefitId: string;
  name: string;
  values: string[];
}
export interface MemberBenefitTable {
  levels: MemberLevelColumn[];
  benefits: MemberBenefitRow[];
}

/** An agent application as the member's records list shows it (mall domain entity). */
export interface AgentApplyRecord {
  applyId: string;
  applyType: ApplyType;
  regionName: string;
  shopAddress: string;
  fee: number;
  status: ApplyStatus;
  statusText: string;
  createTime: string;
  expireTime: string | null;
}

export type { RegionNode };

// ---------------------------------------------------------------- addresses

export interface Address extends RegionPlace {
  id: string;
  memberId: string;
  receiver: string;
  mobile: string;
  detail: string;
  /** 1 = the member's one default address */
  isDefault: 0 | 1;
  createTime: string;
  updateTime: string;
}

export type AddressInput = {
  receiver: string;
  mobile: string;
  provinceId: number;
  cityId: number;
  regionId: number;
  /** filled from the region table when omitted */
  provinceName?: string;
  cityName?: string;
  regionName?: string;
  detail: string;
  isDefault?: 0 | 1;
};
export type AddressPageArg = PageArg;
export type AddressIdArg = { id: string };
export type AddressUpdateArg = AddressIdArg & Partial<AddressInput>;
export type AddressAddResult = { id: string };

/** The most addresses one member may keep. */
export const MAX_ADDRESSES = 20;

// ---------------------------------------------------------------- favourites

export interface Favourite {
  id: string;
  goodsId: string;
  goodsName: string;
  image: string;
  price: number;
  collectTime: string;
}
export type CollectPageArg = PageArg;
/** goodsName / image / price: the snapshot to keep when the goods is not in the member goods table */
export type CollectAddArg = { goodsId: string; goodsName?: string; image?: string; price?: number };
export type CollectAddResult = { id: string };
export type CollectDeleteArg = { goodsIds: string[] };
export type CollectCountArg = { goodsId?: string };
export interface CollectCount {
  count: number;
  /** whether `goodsId` (when given) is among the favourites */
  collected: boolean;
}
/** Exempt from the code-0 rule: a code-0 answer arrives as the whole envelope (`isPassedThroughFailure`). */
export type CollectCountData = CollectCount | PassedThroughFailure;

// ---------------------------------------------------------------- settings: agent name, release notes

/** The kind of franchise an agent holds: a tea house (区域独家) or a tea room. */
export type AgentKind = 'teaHouse' | 'teaRoom';

/** The name an agent's tea house or tea room goes by in the app (shown to its fans and buyers). */
export interface AgentProfile {
  agentKind: AgentKind;
  agentName: string;
}
export type UpdateAgentNameArg = { agentName: string };

/** One release of the app, newest first in the list: its version, date and what changed. */
export interface ReleaseNote {
  version: string;
  /** 'YYYY-MM-DD' */
  releaseDate: string;
  notes: string[];
}

// ---------------------------------------------------------------- account changes (the personal area)

/**
 * Moves the account to another mobile: the code sent to the current mobile (verificationCode,
 * type changeMobile), the new mobile and the code sent to it (sendMessage, type changeMobile).
 */
export type ChangeMobileArg = { oldCode: string; mobile: string; code: string };
export type ChangeMobileResult = { mobile: string };

/**
 * Sets the six-digit payment code: proven by the current code (`oldPayCode`) when the member has
 * one, else by an SMS code sent to the member's mobile (verificationCode, type payPassword).
 */
export type SetPayPasswordArg = { payCode: string; oldPayCode?: string; code?: string };
