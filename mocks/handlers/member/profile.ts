import { catalogue } from '@/api/catalogue';
import type { Gender, MemberBrief, MemberInfo } from '@/api/types/member';
import { beijingTime, BUSINESS_NOW } from '../../clock';
import { propertyConfigs } from '../../data/member';
import type { Db } from '../../db';
import { findGoods } from '../../db/goods';
import type { MemberRecord } from '../../db/members';
import { checkSmsCode, issueSmsCode, maskMobile, requireMobile, requirePassword } from '../../server/accounts';
import { handle, reject } from '../../server/handle';
import { numeric, sent, signedIn, stringList, text } from '../../server/request';

/* Member service: verification codes, the member's info and settings, account changes (the paid upgrade: upgrade.ts). */

function memberInfo(db: Db, member: MemberRecord): MemberInfo {
  const inviter = member.inviterId ? db.members.find((candidate) => candidate.memberId === member.inviterId) : undefined;
  return {
    memberId: member.memberId,
    mobile: member.mobile,
    nickname: member.nickname,
    avatar: member.avatar,
    signature: member.signature,
    role: member.role,
    roles: [...member.roles],
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

const GENDERS: readonly Gender[] = [0, 1, 2];

export const profileHandlers = [
  // ---------------------------------------------------------------- member service: codes and info
  handle(catalogue.verificationCode, (ctx) => {
    const member = signedIn(ctx.member);
    return issueSmsCode(ctx.db, 'buyer', member.mobile, text(ctx.arg.type) || 'payPassword');
  }),

  handle(catalogue.validatePayCode, (ctx) => {
    const member = signedIn(ctx.member);
    const payCode = text(ctx.arg.payCode);
    if (!member.payPassword) reject(0, '请先设置支付密码', {});
    if (payCode !== member.payPassword) reject(0, '支付密码错误，请重新输入', {});
    return { valid: true };
  }),

  handle(catalogue.commonValidateCode, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    requireMobile(mobile);
    checkSmsCode(db, 'buyer', mobile, text(arg.code), false);
    return { valid: true };
  }),

  handle(catalogue.share, (ctx) => {
    const member = signedIn(ctx.member);
    const scene = text(ctx.arg.scene) || 'invite';
    const businessId = text(ctx.arg.businessId);
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

  handle(catalogue.propertyConfigByType, ({ arg }) => {
    const type = text(arg.type);
    const config = propertyConfigs.find((candidate) => candidate.type === type);
    if (!config) return reject(0, '配置不存在', {});
    return { ...config };
  }),

  handle(catalogue.findByUsername, (ctx) => {
    const username = text(ctx.arg.username);
    if (!username) reject(0, '请输入用户名', {});
    const found = ctx.db.members.find((member) => member.mobile === username || member.inviteCode.toUpperCase() === username.toUpperCase());
    if (!found) return reject(0, '未找到该用户', {});
    return memberBrief(found);
  }),

  handle(catalogue.findByNickname, (ctx) => {
    const nickname = text(ctx.arg.nickname);
    if (!nickname) reject(0, '请输入昵称', {});
    const found = ctx.db.members.find((member) => member.nickname === nickname);
    if (!found) return reject(0, '未找到该用户', {});
    return memberBrief(found);
  }),

  handle(catalogue.cancelAccount, (ctx) => {
    const member = signedIn(ctx.member);
    checkSmsCode(ctx.db, 'buyer', member.mobile, text(ctx.arg.code));
    ctx.db.members = ctx.db.members.filter((candidate) => candidate.memberId !== member.memberId);
    for (const [sid, memberId] of [...ctx.db.sessions]) if (memberId === member.memberId) ctx.db.sessions.delete(sid);
    return null;
  }),

  handle(catalogue.updatePassword, (ctx) => {
    const member = signedIn(ctx.member);
    const oldPassword = typeof ctx.arg.oldPassword === 'string' ? ctx.arg.oldPassword : '';
    const newPassword = typeof ctx.arg.newPassword === 'string' ? ctx.arg.newPassword : '';
    if (oldPassword !== member.password) reject(0, '原密码错误', {});
    requirePassword(newPassword);
    if (newPassword === member.password) reject(0, '新密码不能与原密码相同', {});
    member.password = newPassword;
    return null;
  }),

  handle(catalogue.suggestionFeedback, (ctx) => {
    const member = signedIn(ctx.member);
    const content = text(ctx.arg.content);
    if (content.length < 5) reject(0, '反馈内容至少 5 个字', {});
    if (content.length > 500) reject(0, '反馈内容不能超过 500 个字', {});
    const images = stringList(ctx.arg.images);
    if (images.length > 6) reject(0, '最多上传 6 张图片', {});
    const feedbackId = `fb-${4000 + ctx.db.feedbacks.length + 1}`;
    ctx.db.feedbacks.push({ feedbackId, memberId: member.memberId, type: text(ctx.arg.type) || 'other', content, contact: text(ctx.arg.contact), images, createTime: beijingTime() });
    return { feedbackId };
  }),

  handle(catalogue.updateInfoSelective, (ctx) => {
    const member = signedIn(ctx.member);
    const { arg } = ctx;
    const changes: Partial<MemberRecord> = {};
    if (sent(arg, 'nickname')) {
      const nickname = text(arg.nickname);
      if (nickname.length < 2 || nickname.length > 16) reject(0, '昵称须为 2-16 个字符', {});
      if (ctx.db.members.some((other) => other.memberId !== member.memberId && other.nickname === nickname)) reject(0, '该昵称已被使用', {});
      changes.nickname = nickname;
    }
    if (sent(arg, 'signature')) {
      const signature = text(arg.signature);
      if (signature.length > 30) reject(0, '个性签名不能超过 30 个字', {});
      changes.signature = signature;
    }
    if (sent(arg, 'avatar')) {
      const avatar = text(arg.avatar);
      if (!avatar) reject(0, '头像不能为空', {});
      changes.avatar = avatar;
    }
    if (sent(arg, 'gender')) {
      const gender = GENDERS.find((value) => value === numeric(arg.gender));
      if (gender === undefined) return reject(0, '性别参数错误', {});
      changes.gender = gender;
    }
    if (sent(arg, 'birthday')) {
      const birthday = text(arg.birthday);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || birthday > BUSINESS_NOW.slice(0, 10)) reject(0, '请选择正确的生日', {});
      changes.birthday = birthday;
    }
    if (sent(arg, 'realName')) {
      const realName = text(arg.realName);
      if (realName.length < 2 || realName.length > 20) reject(0, '请填写真实姓名', {});
      changes.realName = realName;
    }
    Object.assign(member, changes);
    return memberInfo(ctx.db, member);
  }),
];
