import { catalogue } from '@/api/catalogue';
import type { AgentApplication, ApplyStatus, ApplyType, LeaveMessage, SoleAgentCheck } from '@/api/types/mall';
import { APPLY_FEES, APPLY_STATUS_TEXT, type ApplicationRecord } from '../data/mall';
import { regionPath } from '../data/regions';
import type { Db } from '../db';
import { grantRole, type MemberRecord } from '../db/members';
import { handle, paginate, reject, type ContextOf } from '../server/handle';
import { numeric, signedIn, text } from '../server/request';
import { requireMobile } from '../server/accounts';
import { addYears, beijingTime } from '../clock';
import { upgradePackages } from '../data/upgrade';

const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;

function maskIdCard(idCard: string): string {
  return idCard.length > 7 ? `${idCard.slice(0, 3)}${'*'.repeat(idCard.length - 7)}${idCard.slice(-4)}` : idCard;
}

/** What leaves the server: the id card number masked. */
function view(application: ApplicationRecord): AgentApplication {
  return { ...application, idCard: maskIdCard(application.idCard) };
}

function setStatus(application: ApplicationRecord, status: ApplyStatus): void {
  application.status = status;
  application.statusText = APPLY_STATUS_TEXT[status];
}

function mine(db: Db, memberId: string): ApplicationRecord[] {
  return db.applications.filter((application) => application.memberId === memberId).sort((a, b) => b.createTime.localeCompare(a.createTime));
}

function ownApplication(db: Db, memberId: string, applyId: string): ApplicationRecord {
  const application = db.applications.find((candidate) => candidate.applyId === applyId && candidate.memberId === memberId);
  if (!application) return reject(0, '申请记录不存在', {});
  return application;
}

function nextApplyId(db: Db): string {
  db.applySeq += 1;
  return `ap-${beijingTime().slice(0, 10).replaceAll('-', '')}${String(db.applySeq).slice(-3)}`;
}

/** A tea house is the sole agent of its district: an approved or pending tea-house application holds it. */
function soleAgentCheck(db: Db, regionId: number): SoleAgentCheck {
  const region = db.regions.find((candidate) => candidate.id === regionId && candidate.level === 3);
  if (!region) return reject(0, '请选择区县', {});
  if (region.forbidden === 1) return { sole: false, message: `${region.name}暂未开放代理申请` };
  const holders = db.applications.filter((application) => application.applyType === 'teaHouse' && application.regionId === regionId);
  if (holders.some((application) => application.status === 2)) return { sole: false, message: `${region.name}已有独家代理，请选择其他区域` };
  if (holders.some((application) => application.status === 0 || application.status === 1)) {
    return { sole: false, message: `${region.name}已有代理申请正在处理中，请选择其他区域` };
  }
  return { sole: true, message: `${region.name}可申请独家代理` };
}

/** applyTeaRoom and applyTeaHouse: both take an ApplyArg. */
function apply(ctx: ContextOf<typeof catalogue.applyTeaRoom>, applyType: ApplyType) {
  const member: MemberRecord = signedIn(ctx.member);
  const { arg, db } = ctx;
  const name = text(arg.name);
  const mobile = text(arg.mobile);
  const idCard = text(arg.idCard).toUpperCase();
  const shopAddress = text(arg.shopAddress);
  if (name.length < 2 || name.length > 20) reject(0, '请填写申请人真实姓名', {});
  requireMobile(mobile);
  if (!ID_CARD_PATTERN.test(idCard)) reject(0, '请输入正确的 18 位身份证号', {});
  const ids = { provinceId: numeric(arg.provinceId) ?? 0, cityId: numeric(arg.cityId) ?? 0, regionId: numeric(arg.regionId) ?? 0 };
  const names = regionPath(db.regions, ids);
  if (!names) return reject(0, '请选择正确的省市区', {});
  if (shopAddress.length < 5) reject(0, '请填写门店详细地址（至少 5 个字）', {});
  const history = mine(db, member.memberId);
  if (history.some((application) => application.status === 1)) reject(0, '您有申请正在审核中，请耐心等待', {});
  if (history.some((application) => application.applyType === applyType && application.status === 2)) {
    reject(0, applyType === 'teaHouse' ? '您已是茶馆代理，无需重复申请' : '您已是入驻茶室，无需重复申请', {});
  }
  if (applyType === 'teaHouse') {
    const check = soleAgentCheck(db, ids.regionId);
    if (!check.sole) reject(0, check.message, {});
  } else if (db.regions.find((region) => region.id === ids.regionId)?.forbidden === 1) {
    reject(0, `${names.regionName}暂未开放代理申请`, {});
  }
  // an earlier unpaid application of the same kind is superseded by the new one
  for (const application of history) {
    if (application.applyType === applyType && application.status === 0) {
      setStatus(application, 4);
      application.remark = '已被新的申请替代';
    }
  }
  const application: ApplicationRecord = {
    applyId: nextApplyId(db),
    memberId: member.memberId,
    applyType,
    name,
    mobile,
    idCard,
    ...ids,
    ...names,
    shopName: text(arg.shopName) || `${name}的${applyType === 'teaHouse' ? '茶馆' : '茶室'}`,
    shopAddress,
    fee: APPLY_FEES[applyType],
    status: 0,
    statusText: APPLY_STATUS_TEXT[0],
    createTime: beijingTime(),
    examineTime: null,
    expireTime: null,
    renewOf: null,
    remark: '',
  };
  db.applications.push(application);
  return { applyId: application.applyId, fee: application.fee, status: application.status };
}

/** The end of the same calendar day one year after a 'YYYY-MM-DD HH:mm:ss' time. */
function oneYearLater(from: string): string {
  return `${addYears(from.slice(0, 10), 1)} 23:59:59`;
}

function leaveMessageView(message: LeaveMessage): LeaveMessage {
  return { ...message };
}

/** Mall: agent applications (apply, check, examine, renew), gift packages, leave-messages. */
export const mallHandlers = [
  handle(catalogue.applyTeaRoom, (ctx) => apply(ctx, 'teaRoom')),
  handle(catalogue.applyTeaHouse, (ctx) => apply(ctx, 'teaHouse')),

  handle(catalogue.checkSoleAgent, ({ db, arg }) => soleAgentCheck(db, numeric(arg.regionId) ?? 0)),

  /**
   * External-facing examination (data service): no source, so the request layer puts the body's
   * sid into Auth-Token and handle() resolves the member from it. Examines that member's
   * application under review: pass (default) approves it for one year and makes the member an agent.
   */
  handle(catalogue.agentExamine, (ctx) => {
    const member = signedIn(ctx.member);
    const application = ownApplication(ctx.db, member.memberId, text(ctx.arg.applyId));
    if (application.status === 0) reject(0, '请先完成申请费用支付', {});
    if (application.status !== 1) reject(0, '当前申请状态不可审核', {});
    const result = text(ctx.arg.result) || 'pass';
    if (result !== 'pass' && result !== 'reject') reject(0, '审核结果参数错误', {});
    const now = beijingTime();
    application.examineTime = now;
    if (result === 'reject') {
      setStatus(application, 3);
      application.remark = text(ctx.arg.remark) || '资料不完整，请补充后重新提交';
    } else {
      setStatus(application, 2);
      const renewed = application.renewOf ? ctx.db.applications.find((candidate) => candidate.applyId === application.renewOf) : undefined;
      // a renewal extends the old expiry by a year; a first application runs a year from now
      application.expireTime = oneYearLater(renewed?.expireTime && renewed.expireTime > now ? renewed.expireTime : now);
      if (renewed) setStatus(renewed, 4);
      grantRole(member, application.applyType === 'teaHouse' ? 'teaHouseAgent' : 'teaRoomAgent');
    }
    return { applyId: application.applyId, status: application.status, statusText: application.statusText, examineTime: now };
  }),

  handle(catalogue.applyRenew, (ctx) => {
    const member = signedIn(ctx.member);
    const application = ownApplication(ctx.db, member.memberId, text(ctx.arg.applyId));
    if (application.status !== 2 && application.status !== 4) reject(0, '仅已通过或已过期的代理资格可以续费', {});
    if (ctx.db.applications.some((candidate) => candidate.renewOf === application.applyId && (candidate.status === 0 || candidate.status === 1))) {
      reject(0, '已有待处理的续费申请，请先完成支付', {});
    }
    const renewal: ApplicationRecord = {
      ...application,
      applyId: nextApplyId(ctx.db),
      fee: APPLY_FEES[application.applyType],
      status: 0,
      statusText: APPLY_STATUS_TEXT[0],
      createTime: beijingTime(),
      examineTime: null,
      renewOf: application.applyId,
      remark: '续费申请',
    };
    ctx.db.applications.push(renewal);
    return { applyId: renewal.applyId, fee: renewal.fee, status: renewal.status };
  }),

  handle(catalogue.previousApplyInfo, (ctx) => {
    const latest = mine(ctx.db, signedIn(ctx.member).memberId)[0];
    return latest ? view(latest) : null;
  }),

  handle(catalogue.renewPreInfo, (ctx) => {
    const member = signedIn(ctx.member);
    const applyId = text(ctx.arg.applyId);
    const application = applyId
      ? ownApplication(ctx.db, member.memberId, applyId)
      : mine(ctx.db, member.memberId).find((candidate) => candidate.renewOf === null && (candidate.status === 2 || candidate.status === 4));
    if (!application) return reject(0, '暂无可续费的代理资格', {});
    const pending = ctx.db.applications.some((candidate) => candidate.renewOf === application.applyId && (candidate.status === 0 || candidate.status === 1));
    return {
      applyId: application.applyId,
      applyType: application.applyType,
      regionName: `${application.provinceName}${application.cityName}${application.regionName}`,
      shopAddress: application.shopAddress,
      expireTime: application.expireTime,
      renewFee: APPLY_FEES[application.applyType],
      renewYears: 1,
      canRenew: (application.status === 2 || application.status === 4) && !pending,
    };
  }),

  handle(catalogue.giftPackagePage, ({ db, arg }) => {
    if (text(arg.packageType) === 'upgrade') return paginate(structuredClone(upgradePackages), arg);
    const applyType = text(arg.applyType);
    if (applyType && applyType !== 'teaRoom' && applyType !== 'teaHouse') reject(0, '礼包类型错误', {});
    const rows = db.giftPackages
      .filter((pack) => pack.applyType !== null && (!applyType || pack.applyType === applyType))
      .map((pack) => structuredClone(pack));
    return paginate(rows, arg);
  }),

  handle(catalogue.leaveMessagePage, (ctx) => {
    const member = signedIn(ctx.member);
    const box = text(ctx.arg.box) || 'received';
    const received = ctx.db.leaveMessages.filter((message) => message.toMemberId === member.memberId);
    const rows = (box === 'sent' ? ctx.db.leaveMessages.filter((message) => message.fromMemberId === member.memberId) : received)
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))
      .map(leaveMessageView);
    return { ...paginate(rows, ctx.arg), unreadCount: received.filter((message) => message.readFlag === 0).length };
  }),

  handle(catalogue.leaveMessageAdd, (ctx) => {
    const member = signedIn(ctx.member);
    const shopId = text(ctx.arg.shopId);
    const shop = ctx.db.shops.find((candidate) => candidate.shopId === shopId);
    if (!shop) return reject(0, '门店不存在或已关闭', {});
    if (shop.ownerMemberId === member.memberId) reject(0, '不能给自己的门店留言', {});
    const content = text(ctx.arg.content);
    if (content.length < 5) reject(0, '留言内容至少 5 个字', {});
    if (content.length > 200) reject(0, '留言内容不能超过 200 个字', {});
    const mobile = text(ctx.arg.mobile) || member.mobile;
    requireMobile(mobile);
    ctx.db.leaveMessageSeq += 1;
    const message: LeaveMessage = {
      id: `lm-${ctx.db.leaveMessageSeq}`,
      shopId,
      toMemberId: shop.ownerMemberId,
      fromMemberId: member.memberId,
      fromNickname: member.nickname,
      fromAvatar: member.avatar,
      mobile,
      content,
      readFlag: 0,
      createTime: beijingTime(),
      replyContent: null,
    };
    ctx.db.leaveMessages.push(message);
    return { id: message.id };
  }),

  /** GET: opening a received message marks it read */
  handle(catalogue.leaveMessageRead, (ctx) => {
    const member = signedIn(ctx.member);
    const id = text(ctx.arg.id);
    const message = ctx.db.leaveMessages.find(
      (candidate) => candidate.id === id && (candidate.toMemberId === member.memberId || candidate.fromMemberId === member.memberId),
    );
    if (!message) return reject(0, '留言不存在', {});
    if (message.toMemberId === member.memberId) message.readFlag = 1;
    return leaveMessageView(message);
  }),
];
