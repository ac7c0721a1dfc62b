import { catalogue } from '@/api/catalogue';
import type { UserInfo } from '@/platform/storage';
import type {
  Activity,
  Address,
  AgentApplyRecord,
  CouponCenterItem,
  Gender,
  MemberBrief,
  MemberInfo,
  MessageNotification,
  MyCoupon,
  MyCouponStatus,
  OrderTip,
  ZoneGoods,
} from '@/api/types/member';
import { MAX_ADDRESSES } from '@/api/types/member';
import { propertyConfigs, UPGRADE_FEE, type FavouriteRecord } from '../data/member';
import { regionPath, regionTree } from '../data/regions';
import type { Db } from '../db';
import { findGoods, goodsBrief } from '../db/goods';
import type { MemberRecord } from '../db/members';
import { handle, paginate, reject } from '../server/handle';
import { numeric, signedIn, stringList, text } from '../server/request';
import { checkSmsCode, issueSmsCode, maskMobile, requireMobile, requirePassword } from '../server/accounts';
import { beijingTime, BUSINESS_NOW } from '../clock';


function userInfoOf(member: MemberRecord): UserInfo {
  return {
    memberId: member.memberId,
    nickname: member.nickname,
    mobile: member.mobile,
    avatar: member.avatar,
    role: member.role,
    memberLevel: member.memberLevel,
    inviteCode: member.inviteCode,
  };
}

function memberInfo(db: Db, member: MemberRecord): MemberInfo {
  const inviter = member.inviterId ? db.members.find((candidate) => candidate.memberId === member.inviterId) : undefined;
  return {
    memberId: member.memberId,
    mobile: member.mobile,
    nickname: member.nickname,
    avatar: member.avatar,
    signature: member.signature,
    role: member.role,
    memberLevel: member.memberLevel,
    inviteCode: member.inviteCode,
    inviterId: member.inviterId,
    inviterNickname: inviter?.nickname ?? null,
    gender: member.gender,
    birthday: member.birthday,
    realName: member.realName,
    perfectInfoRemindCount: member.perfectInfoRemindCount,
    hasPayPassword: member.payPassword !== '',
    createTime: member.createTime,
  };
}

function memberBrief(member: MemberRecord): MemberBrief {
  return {
    memberId: member.memberId,
    nickname: member.nickname,
    avatar: member.avatar,
    mobile: maskMobile(member.mobile),
    role: member.role,
    inviteCode: member.inviteCode,
  };
}

function newSid(db: Db, memberId: string): string {
  let n = db.sessions.size + 1;
  while (db.sessions.has(`sid-${memberId}-${n}`)) n += 1;
  return `sid-${memberId}-${n}`;
}

function findByMobile(db: Db, mobile: string): MemberRecord | undefined {
  return db.members.find((member) => member.mobile === mobile);
}

// ------------------------------------------------------------------ red dots and notifications

const byCreateTimeDesc = <T extends { createTime: string; id: string }>(a: T, b: T) =>
  b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id);

function visibleMessages(db: Db, memberId: string): MessageNotification[] {
  return db.messages.filter((message) => message.memberId === memberId && message.deleteFlag === 0);
}

function orderTip(db: Db, memberId: string): OrderTip {
  const statusCounts: Record<string, number> = {};
  const orders = db.orders.filter((order) => order.memberId === memberId && order.deleteFlag === 0);
  for (const order of orders) statusCounts[String(order.status)] = (statusCounts[String(order.status)] ?? 0) + 1;
  const unread = visibleMessages(db, memberId).filter((message) => message.readFlag === 0);
  const unreadOf = (type: number) => unread.filter((message) => message.type === type).length;
  return {
    statusCounts,
    orderTotal: orders.length,
    unreadMessageCount: unread.length,
    unreadCountByType: { '0': unreadOf(0), '1': unreadOf(1), '2': unreadOf(2) },
  };
}

// ------------------------------------------------------------------ addresses

function addressesOf(db: Db, memberId: string): Address[] {
  return db.addresses
    .filter((address) => address.memberId === memberId)
    .sort((a, b) => b.isDefault - a.isDefault || b.updateTime.localeCompare(a.updateTime) || b.id.localeCompare(a.id));
}

function ownAddress(db: Db, memberId: string, id: string): Address {
  const address = db.addresses.find((candidate) => candidate.id === id && candidate.memberId === memberId);
  if (!address) return reject(0, '收货地址不存在', {});
  return address;
}

/** The address fields of a payload merged over `base`, validated, with region names from the region table. */
function addressFields(db: Db, body: Record<string, unknown>, base?: Address) {
  const receiver = text(body.receiver) || base?.receiver || '';
  const mobile = text(body.mobile) || base?.mobile || '';
  const detail = text(body.detail) || base?.detail || '';
  const ids = {
    provinceId: numeric(body.provinceId) ?? base?.provinceId ?? 0,
    cityId: numeric(body.cityId) ?? base?.cityId ?? 0,
    regionId: numeric(body.regionId) ?? base?.regionId ?? 0,
  };
  if (receiver.length < 2 || receiver.length > 20) reject(0, '请填写收货人姓名（2-20 个字）', {});
  requireMobile(mobile);
  const names = regionPath(db.regions, ids);
  if (!names) return reject(0, '请选择正确的省市区', {});
  if (detail.length < 5) reject(0, '详细地址至少填写 5 个字', {});
  if (detail.length > 100) reject(0, '详细地址不能超过 100 个字', {});
  return { receiver, mobile, detail, ...ids, ...names };
}

function makeDefault(db: Db, memberId: string, id: string): void {
  for (const address of db.addresses) {
    if (address.memberId === memberId) address.isDefault = address.id === id ? 1 : 0;
  }
}

// ------------------------------------------------------------------ coupons, activities, zones

function couponWindow(coupon: { startTime: string; endTime: string }): 'upcoming' | 'running' | 'ended' {
  if (BUSINESS_NOW < coupon.startTime) return 'upcoming';
  if (BUSINESS_NOW > coupon.endTime) return 'ended';
  return 'running';
}

function centerItem(db: Db, memberId: string, couponId: string): CouponCenterItem | undefined {
  const coupon = db.coupons.find((candidate) => candidate.couponId === couponId);
  if (!coupon) return undefined;
  const received = db.memberCoupons.some((held) => held.memberId === memberId && held.couponId === couponId);
  return { ...coupon, received };
}

function receive(db: Db, memberId: string, couponId: string): { memberCouponId: string } {
  const coupon = db.coupons.find((candidate) => candidate.couponId === couponId);
  if (!coupon) return reject(0, '优惠券不存在', {});
  const window = couponWindow(coupon);
  if (window === 'upcoming') reject(0, '优惠券尚未开始发放', {});
  if (window === 'ended') reject(0, '优惠券已过期', {});
  if (db.memberCoupons.some((held) => held.memberId === memberId && held.couponId === couponId)) {
    reject(0, '您已领取过该优惠券', {});
  }
  if (coupon.remainStock <= 0) reject(0, '优惠券已领完', {});
  coupon.remainStock -= 1;
  db.memberCouponSeq += 1;
  const id = `mc-${db.memberCouponSeq}`;
  db.memberCoupons.push({ id, memberId, couponId, status: 0, receiveTime: beijingTime(), useTime: null });
  return { memberCouponId: id };
}

function myCoupon(db: Db, held: Db['memberCoupons'][number]): MyCoupon | undefined {
  const coupon = db.coupons.find((candidate) => candidate.couponId === held.couponId);
  if (!coupon) return undefined;
  // an unused coupon past its end date reads as expired
  const status: MyCouponStatus = held.status === 0 && couponWindow(coupon) === 'ended' ? 2 : held.status;
  return {
    id: held.id,
    couponId: coupon.couponId,
    name: coupon.name,
    type: coupon.type,
    amount: coupon.amount,
    discount: coupon.discount,
    threshold: coupon.threshold,
    description: coupon.description,
    image: coupon.image,
    status,
    receiveTime: held.receiveTime,
    useTime: held.useTime,
    startTime: coupon.startTime,
    endTime: coupon.endTime,
  };
}

function activityOf(db: Db, activityId: string): Activity {
  const record = activityId
    ? db.activities.find((candidate) => candidate.activityId === activityId)
    : (db.activities.find((candidate) => couponWindow(candidate) === 'running') ?? db.activities.find((candidate) => couponWindow(candidate) === 'upcoming'));
  if (!record) return reject(0, '活动不存在', {});
  const window = couponWindow(record);
  return { ...record, rules: [...record.rules], status: window === 'upcoming' ? 0 : window === 'running' ? 1 : 2 };
}

function zoneGoods(db: Db, goodsId: string, zone?: { deductionAmount: number; cashCouponAmount: number }): ZoneGoods | undefined {
  const record = findGoods(db, goodsId);
  if (!record || record.status === 0) return undefined;
  const brief = goodsBrief(record);
  return {
    goodsId: brief.goodsId,
    goodsName: brief.goodsName,
    image: brief.mainImage,
    price: brief.price,
    originalPrice: brief.originalPrice,
    memberPrice: brief.memberPrice,
    deductionAmount: zone?.deductionAmount ?? 0,
    cashCouponAmount: zone?.cashCouponAmount ?? 0,
    sales: brief.sales,
    stock: brief.stock,
    tags: brief.tags,
  };
}

function zonePage(db: Db, body: Record<string, unknown>, key: 'deductionAmount' | 'cashCouponAmount') {
  const rows = db.zoneGoods
    .filter((zone) => zone[key] > 0)
    .map((zone) => zoneGoods(db, zone.goodsId, zone))
    .filter((row): row is ZoneGoods => row !== undefined);
  return paginate(rows, body);
}

// ------------------------------------------------------------------ favourites

function favouriteView(db: Db, favourite: FavouriteRecord) {
  const record = findGoods(db, favourite.goodsId);
  const brief = record ? goodsBrief(record) : undefined;
  return {
    id: favourite.id,
    goodsId: favourite.goodsId,
    goodsName: brief?.goodsName ?? favourite.goodsName,
    image: brief?.mainImage ?? favourite.image,
    price: brief?.price ?? favourite.price,
    collectTime: favourite.collectTime,
  };
}

// ------------------------------------------------------------------ handlers

const GENDERS: readonly Gender[] = [0, 1, 2];

/** Buyer-service auth and red dots (`memberAuth`) and the member service (`member`). */
export const memberHandlers = [
  // ---------------------------------------------------------------- buyer service: login side (no token)
  handle(catalogue.login, ({ db, body }) => {
    const mobile = text(body.mobile);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!mobile || !password) reject(0, '请输入手机号和密码', {});
    const member = findByMobile(db, mobile);
    if (!member || member.password !== password) return reject(0, '账号或密码错误', {});
    const sid = newSid(db, member.memberId);
    db.sessions.set(sid, member.memberId);
    return { sid, imToken: `im-${sid.slice(4)}`, userInfo: userInfoOf(member) };
  }),

  /** The mock SMS code is always MOCK_SMS_CODE ('246810'); one send per mobile per 60 s. */
  handle(catalogue.sendMessage, ({ db, body }) => {
    const mobile = text(body.mobile);
    const type = text(body.type) || 'register';
    requireMobile(mobile);
    const registered = findByMobile(db, mobile) !== undefined;
    if (type === 'register' && registered) reject(0, '该手机号已注册，请直接登录', {});
    if ((type === 'resetPassword' || type === 'login') && !registered) reject(0, '该手机号未注册', {});
    return issueSmsCode(db, 'buyer', mobile, type);
  }),

  handle(catalogue.register, ({ db, body }) => {
    const mobile = text(body.mobile);
    const password = typeof body.password === 'string' ? body.password : '';
    const inviteCode = text(body.inviteCode);
    requireMobile(mobile);
    if (findByMobile(db, mobile)) reject(0, '该手机号已注册，请直接登录', {});
    requirePassword(password);
    let inviterId: string | null = null;
    if (inviteCode) {
      const inviter = db.members.find((member) => member.inviteCode.toUpperCase() === inviteCode.toUpperCase() || member.mobile === inviteCode);
      if (!inviter) reject(0, '邀请码无效，请核对后重新输入', {});
      inviterId = inviter.memberId;
    }
    checkSmsCode(db, 'buyer', mobile, text(body.code));
    let n = 30001 + db.members.length;
    while (db.members.some((member) => member.memberId === `m-${n}`)) n += 1;
    const member: MemberRecord = {
      memberId: `m-${n}`,
      mobile,
      password,
      nickname: `茶友${mobile.slice(-4)}`,
      role: 'buyer',
      avatar: 'avatars/default.svg',
      inviterId,
      signature: '',
      createTime: beijingTime(),
      inviteCode: `T${mobile.slice(-5)}`,
      payPassword: '',
      gender: 0,
      birthday: '',
      realName: '',
      memberLevel: 0,
      perfectInfoRemindCount: 0,
      upgradeTime: null,
    };
    db.members.push(member);
    return { memberId: member.memberId, mobile };
  }),

  handle(catalogue.resetPassword, ({ db, body }) => {
    const mobile = text(body.mobile);
    const password = typeof body.password === 'string' ? body.password : '';
    requireMobile(mobile);
    const member = findByMobile(db, mobile);
    if (!member) return reject(0, '该手机号未注册', {});
    requirePassword(password);
    checkSmsCode(db, 'buyer', mobile, text(body.code));
    member.password = password;
    return null;
  }),

  handle(catalogue.orderTip, (ctx) => orderTip(ctx.db, signedIn(ctx.member).memberId)),

  handle(catalogue.readAllMessageNotification, (ctx) => {
    const unread = visibleMessages(ctx.db, signedIn(ctx.member).memberId).filter((message) => message.readFlag === 0);
    const now = beijingTime();
    for (const message of unread) {
      message.readFlag = 1;
      message.updateTime = now;
    }
    return { readCount: unread.length };
  }),

  // ---------------------------------------------------------------- member service: codes and info
  handle(catalogue.verificationCode, (ctx) => {
    const member = signedIn(ctx.member);
    return issueSmsCode(ctx.db, 'buyer', member.mobile, text(ctx.body.type) || 'payPassword');
  }),

  handle(catalogue.validatePayCode, (ctx) => {
    const member = signedIn(ctx.member);
    const payCode = text(ctx.body.payCode);
    if (!member.payPassword) reject(0, '请先设置支付密码', {});
    if (payCode !== member.payPassword) reject(0, '支付密码错误，请重新输入', {});
    return { valid: true };
  }),

  handle(catalogue.commonValidateCode, ({ db, body }) => {
    const mobile = text(body.mobile);
    requireMobile(mobile);
    checkSmsCode(db, 'buyer', mobile, text(body.code), false);
    return { valid: true };
  }),

  handle(catalogue.share, (ctx) => {
    const member = signedIn(ctx.member);
    const scene = text(ctx.body.scene) || 'invite';
    const businessId = text(ctx.body.businessId);
    const base = { image: member.avatar, inviteCode: member.inviteCode };
    if (scene === 'goods' && businessId) {
      const record = findGoods(ctx.db, businessId);
      if (!record) return reject(0, '商品不存在', {});
      return { ...base, title: record.goodsName, desc: record.subtitle, image: record.images[0] ?? base.image, shareUrl: `/goods/detail/${record.goodsId}?inviteCode=${member.inviteCode}` };
    }
    if (scene === 'shop' && businessId) {
      const shop = ctx.db.shops.find((candidate) => candidate.shopId === businessId);
      if (!shop) return reject(0, '门店不存在', {});
      return { ...base, title: shop.shopName, desc: shop.description, image: shop.logo, shareUrl: `/shop/detail?shopId=${shop.shopId}&inviteCode=${member.inviteCode}` };
    }
    return {
      ...base,
      title: `${member.nickname}邀请您加入茶商城`,
      desc: '注册即领新人专享券，好茶到家',
      shareUrl: `/register?inviteCode=${member.inviteCode}`,
    };
  }),

  handle(catalogue.getInfo, (ctx) => memberInfo(ctx.db, signedIn(ctx.member))),

  handle(catalogue.addPerfectInfoRemindCount, (ctx) => {
    const member = signedIn(ctx.member);
    member.perfectInfoRemindCount += 1;
    return { perfectInfoRemindCount: member.perfectInfoRemindCount };
  }),

  handle(catalogue.propertyConfigByType, ({ body }) => {
    const type = text(body.type);
    const config = propertyConfigs.find((candidate) => candidate.type === type);
    if (!config) return reject(0, '配置不存在', {});
    return { ...config };
  }),

  handle(catalogue.findByUsername, (ctx) => {
    const username = text(ctx.body.username);
    if (!username) reject(0, '请输入用户名', {});
    const found = ctx.db.members.find((member) => member.mobile === username || member.inviteCode.toUpperCase() === username.toUpperCase());
    if (!found) return reject(0, '未找到该用户', {});
    return memberBrief(found);
  }),

  handle(catalogue.findByNickname, (ctx) => {
    const nickname = text(ctx.body.nickname);
    if (!nickname) reject(0, '请输入昵称', {});
    const found = ctx.db.members.find((member) => member.nickname === nickname);
    if (!found) return reject(0, '未找到该用户', {});
    return memberBrief(found);
  }),

  handle(catalogue.cancelAccount, (ctx) => {
    const member = signedIn(ctx.member);
    checkSmsCode(ctx.db, 'buyer', member.mobile, text(ctx.body.code));
    ctx.db.members = ctx.db.members.filter((candidate) => candidate.memberId !== member.memberId);
    for (const [sid, memberId] of [...ctx.db.sessions]) if (memberId === member.memberId) ctx.db.sessions.delete(sid);
    return null;
  }),

  handle(catalogue.updatePassword, (ctx) => {
    const member = signedIn(ctx.member);
    const oldPassword = typeof ctx.body.oldPassword === 'string' ? ctx.body.oldPassword : '';
    const newPassword = typeof ctx.body.newPassword === 'string' ? ctx.body.newPassword : '';
    if (oldPassword !== member.password) reject(0, '原密码错误', {});
    requirePassword(newPassword);
    if (newPassword === member.password) reject(0, '新密码不能与原密码相同', {});
    member.password = newPassword;
    return null;
  }),

  handle(catalogue.suggestionFeedback, (ctx) => {
    const member = signedIn(ctx.member);
    const content = text(ctx.body.content);
    if (content.length < 5) reject(0, '反馈内容至少 5 个字', {});
    if (content.length > 500) reject(0, '反馈内容不能超过 500 个字', {});
    const images = stringList(ctx.body.images);
    if (images.length > 6) reject(0, '最多上传 6 张图片', {});
    const feedbackId = `fb-${4000 + ctx.db.feedbacks.length + 1}`;
    ctx.db.feedbacks.push({ feedbackId, memberId: member.memberId, content, contact: text(ctx.body.contact), images, createTime: beijingTime() });
    return { feedbackId };
  }),

  handle(catalogue.updateInfoSelective, (ctx) => {
    const member = signedIn(ctx.member);
    const { body } = ctx;
    const changes: Partial<MemberRecord> = {};
    if ('nickname' in body) {
      const nickname = text(body.nickname);
      if (nickname.length < 2 || nickname.length > 16) reject(0, '昵称须为 2-16 个字符', {});
      if (ctx.db.members.some((other) => other.memberId !== member.memberId && other.nickname === nickname)) reject(0, '该昵称已被使用', {});
      changes.nickname = nickname;
    }
    if ('signature' in body) {
      const signature = text(body.signature);
      if (signature.length > 30) reject(0, '个性签名不能超过 30 个字', {});
      changes.signature = signature;
    }
    if ('avatar' in body) {
      const avatar = text(body.avatar);
      if (!avatar) reject(0, '头像不能为空', {});
      changes.avatar = avatar;
    }
    if ('gender' in body) {
      const gender = GENDERS.find((value) => value === numeric(body.gender));
      if (gender === undefined) return reject(0, '性别参数错误', {});
      changes.gender = gender;
    }
    if ('birthday' in body) {
      const birthday = text(body.birthday);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || birthday > BUSINESS_NOW.slice(0, 10)) reject(0, '请选择正确的生日', {});
      changes.birthday = birthday;
    }
    if ('realName' in body) {
      const realName = text(body.realName);
      if (realName.length < 2 || realName.length > 20) reject(0, '请填写真实姓名', {});
      changes.realName = realName;
    }
    Object.assign(member, changes);
    return memberInfo(ctx.db, member);
  }),

  // ---------------------------------------------------------------- notifications, applications, regions
  handle(catalogue.messageNotificationPage, (ctx) => {
    const member = signedIn(ctx.member);
    const { body } = ctx;
    const memberId = text(body.memberId);
    if (memberId && memberId !== member.memberId) reject(0, '无权查看其他会员的消息', {});
    const readFlag = numeric(body.readFlag);
    const type = numeric(body.type);
    const rows = visibleMessages(ctx.db, member.memberId)
      .filter((message) => (readFlag === undefined || message.readFlag === readFlag) && (type === undefined || message.type === type))
      .sort(byCreateTimeDesc)
      .map((message) => ({ ...message }));
    // spec section 9: the notification page size is 20
    return paginate(rows, { ...body, pageSize: body.pageSize ?? 20 });
  }),

  handle(catalogue.updateMessageNotification, (ctx) => {
    const member = signedIn(ctx.member);
    const id = text(ctx.body.id);
    const message = ctx.db.messages.find((candidate) => candidate.id === id && candidate.memberId === member.memberId && candidate.deleteFlag === 0);
    if (!message) return reject(0, '消息不存在或已删除', {});
    const readFlag = numeric(ctx.body.readFlag);
    const deleteFlag = numeric(ctx.body.deleteFlag);
    if (readFlag === 0 || readFlag === 1) message.readFlag = readFlag;
    if (deleteFlag === 0 || deleteFlag === 1) message.deleteFlag = deleteFlag;
    message.updateTime = beijingTime();
    return { ...message };
  }),

  handle(catalogue.agentApplyRecords, (ctx): AgentApplyRecord[] => {
    const member = signedIn(ctx.member);
    return ctx.db.applications
      .filter((application) => application.memberId === member.memberId)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((application) => ({
        applyId: application.applyId,
        applyType: application.applyType,
        regionName: `${application.provinceName}${application.cityName}${application.regionName}`,
        shopAddress: application.shopAddress,
        fee: application.fee,
        status: application.status,
        statusText: application.statusText,
        createTime: application.createTime,
        expireTime: application.expireTime,
      }));
  }),

  handle(catalogue.regionList, ({ db, body }) => regionTree(db.regions, false, numeric(body.parentId) ?? 0)),

  // ---------------------------------------------------------------- addresses
  handle(catalogue.addressPage, (ctx) => paginate(addressesOf(ctx.db, signedIn(ctx.member).memberId).map((address) => ({ ...address })), ctx.body)),

  handle(catalogue.addressGet, (ctx) => ({ ...ownAddress(ctx.db, signedIn(ctx.member).memberId, text(ctx.body.id)) })),

  handle(catalogue.addressAdd, (ctx) => {
    const member = signedIn(ctx.member);
    const mine = addressesOf(ctx.db, member.memberId);
    if (mine.length >= MAX_ADDRESSES) reject(0, `最多只能保存 ${MAX_ADDRESSES} 个收货地址`, {});
    const fields = addressFields(ctx.db, ctx.body);
    ctx.db.addressSeq += 1;
    const now = beijingTime();
    const address: Address = { id: `addr-${ctx.db.addressSeq}`, memberId: member.memberId, ...fields, isDefault: 0, createTime: now, updateTime: now };
    ctx.db.addresses.push(address);
    // the first address is the default one
    if (numeric(ctx.body.isDefault) === 1 || mine.length === 0) makeDefault(ctx.db, member.memberId, address.id);
    return { id: address.id };
  }),

  handle(catalogue.addressUpdate, (ctx) => {
    const member = signedIn(ctx.member);
    const address = ownAddress(ctx.db, member.memberId, text(ctx.body.id));
    const fields = addressFields(ctx.db, ctx.body, address);
    Object.assign(address, fields, { updateTime: beijingTime() });
    const isDefault = numeric(ctx.body.isDefault);
    if (isDefault === 1) makeDefault(ctx.db, member.memberId, address.id);
    if (isDefault === 0) address.isDefault = 0;
    return { ...address };
  }),

  handle(catalogue.addressDelete, (ctx) => {
    const member = signedIn(ctx.member);
    const address = ownAddress(ctx.db, member.memberId, text(ctx.body.id));
    ctx.db.addresses = ctx.db.addresses.filter((candidate) => candidate !== address);
    // deleting the default promotes the most recently updated remaining address
    const next = addressesOf(ctx.db, member.memberId)[0];
    if (address.isDefault === 1 && next) makeDefault(ctx.db, member.memberId, next.id);
    return null;
  }),

  // ---------------------------------------------------------------- coupons and activities
  handle(catalogue.couponCenter, (ctx) => {
    const member = signedIn(ctx.member);
    const rows = ctx.db.coupons
      .filter((coupon) => couponWindow(coupon) === 'running' && coupon.remainStock > 0)
      .map((coupon) => centerItem(ctx.db, member.memberId, coupon.couponId))
      .filter((item): item is CouponCenterItem => item !== undefined);
    return paginate(rows, ctx.body);
  }),

  handle(catalogue.receiveCoupon, (ctx) => receive(ctx.db, signedIn(ctx.member).memberId, text(ctx.body.couponId))),

  handle(catalogue.myCoupons, (ctx) => {
    const member = signedIn(ctx.member);
    const status = numeric(ctx.body.status);
    const rows = ctx.db.memberCoupons
      .filter((held) => held.memberId === member.memberId)
      .map((held) => myCoupon(ctx.db, held))
      .filter((coupon): coupon is MyCoupon => coupon !== undefined && (status === undefined || coupon.status === status))
      .sort((a, b) => b.receiveTime.localeCompare(a.receiveTime));
    return paginate(rows, ctx.body);
  }),

  handle(catalogue.deductionZone, ({ db, body }) => zonePage(db, body, 'deductionAmount')),
  handle(catalogue.cashCouponZone, ({ db, body }) => zonePage(db, body, 'cashCouponAmount')),

  handle(catalogue.activity, ({ db, body }) => activityOf(db, text(body.activityId))),

  handle(catalogue.activityCouponItems, (ctx) => {
    const member = signedIn(ctx.member);
    const activity = activityOf(ctx.db, text(ctx.body.activityId));
    return ctx.db.coupons
      .filter((coupon) => coupon.activityId === activity.activityId)
      .map((coupon) => centerItem(ctx.db, member.memberId, coupon.couponId))
      .filter((item): item is CouponCenterItem => item !== undefined);
  }),

  handle(catalogue.receiveActivityCoupon, (ctx) => {
    const member = signedIn(ctx.member);
    const activity = activityOf(ctx.db, text(ctx.body.activityId));
    const couponId = text(ctx.body.couponId);
    if (activity.status === 0) reject(0, '活动尚未开始', {});
    if (activity.status === 2) reject(0, '活动已结束', {});
    if (!ctx.db.coupons.some((coupon) => coupon.couponId === couponId && coupon.activityId === activity.activityId)) {
      reject(0, '该优惠券不属于本活动', {});
    }
    return receive(ctx.db, member.memberId, couponId);
  }),

  handle(catalogue.memberGoodsPage, ({ db, body }) => {
    const keyword = text(body.keyword);
    const rows = db.goods
      .filter((record) => record.memberFlag === 1 && record.status === 1 && (!keyword || record.goodsName.includes(keyword)))
      .map((record) => zoneGoods(db, record.goodsId, db.zoneGoods.find((zone) => zone.goodsId === record.goodsId)))
      .filter((row): row is ZoneGoods => row !== undefined);
    return paginate(rows, body);
  }),

  handle(catalogue.activityGiftPackagePage, ({ db, body }) => {
    const activity = activityOf(db, text(body.activityId));
    return paginate(db.giftPackages.filter((pack) => pack.activityId === activity.activityId).map((pack) => structuredClone(pack)), body);
  }),

  // ---------------------------------------------------------------- favourites
  handle(catalogue.collectPage, (ctx) => {
    const member = signedIn(ctx.member);
    const rows = ctx.db.favourites
      .filter((favourite) => favourite.memberId === member.memberId)
      .sort((a, b) => b.collectTime.localeCompare(a.collectTime) || b.id.localeCompare(a.id))
      .map((favourite) => favouriteView(ctx.db, favourite));
    return paginate(rows, ctx.body);
  }),

  handle(catalogue.collectAdd, (ctx) => {
    const member = signedIn(ctx.member);
    const goodsId = text(ctx.body.goodsId);
    if (!goodsId) reject(0, '请选择要收藏的商品', {});
    if (ctx.db.favourites.some((favourite) => favourite.memberId === member.memberId && favourite.goodsId === goodsId)) {
      reject(0, '您已收藏该商品', {});
    }
    const record = findGoods(ctx.db, goodsId);
    if (record?.status === 0) reject(0, '商品已下架，无法收藏', {});
    const brief = record ? goodsBrief(record) : undefined;
    const goodsName = brief?.goodsName ?? text(ctx.body.goodsName);
    if (!goodsName) reject(0, '商品不存在', {});
    ctx.db.favouriteSeq += 1;
    const id = `fav-${ctx.db.favouriteSeq}`;
    ctx.db.favourites.push({
      id,
      memberId: member.memberId,
      goodsId,
      goodsName,
      image: brief?.mainImage ?? text(ctx.body.image),
      price: brief?.price ?? numeric(ctx.body.price) ?? 0,
      collectTime: beijingTime(),
    });
    return { id };
  }),

  handle(catalogue.collectDelete, (ctx) => {
    const member = signedIn(ctx.member);
    const goodsIds = stringList(ctx.body.goodsIds);
    if (goodsIds.length === 0) reject(0, '请选择要取消收藏的商品', {});
    const before = ctx.db.favourites.length;
    ctx.db.favourites = ctx.db.favourites.filter((favourite) => !(favourite.memberId === member.memberId && goodsIds.includes(favourite.goodsId)));
    if (ctx.db.favourites.length === before) reject(0, '收藏记录不存在', {});
    return null;
  }),

  handle(catalogue.collectCount, (ctx) => {
    const member = signedIn(ctx.member);
    const goodsId = text(ctx.body.goodsId);
    const mine = ctx.db.favourites.filter((favourite) => favourite.memberId === member.memberId);
    return { count: mine.length, collected: goodsId !== '' && mine.some((favourite) => favourite.goodsId === goodsId) };
  }),

  // ---------------------------------------------------------------- member upgrade
  handle(catalogue.upgradeToken, (ctx) => {
    const member = signedIn(ctx.member);
    if (member.memberLevel === 1) reject(0, '您已是高级会员，无需重复升级', {});
    const now = Date.now();
    const payToken = `upt-${member.memberId}-${ctx.db.upgradeTokens.length + 1}`;
    const expireAt = now + 30 * 60_000;
    ctx.db.upgradeTokens.push({ payToken, memberId: member.memberId, amount: UPGRADE_FEE, expireAt, used: false });
    return { payToken, amount: UPGRADE_FEE, expireTime: beijingTime(expireAt) };
  }),

  handle(catalogue.upgrade, (ctx) => {
    const member = signedIn(ctx.member);
    const payToken = text(ctx.body.payToken);
    const token = ctx.db.upgradeTokens.find((candidate) => candidate.payToken === payToken && candidate.memberId === member.memberId);
    if (!token || token.used || Date.now() > token.expireAt) return reject(0, '支付凭证无效或已过期，请重新发起升级', {});
    if (member.memberLevel === 1) reject(0, '您已是高级会员，无需重复升级', {});
    token.used = true;
    member.memberLevel = 1;
    member.upgradeTime = beijingTime();
    return { memberLevel: member.memberLevel, upgradeTime: member.upgradeTime };
  }),
];
