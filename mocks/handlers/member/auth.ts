import { catalogue } from '@/api/catalogue';
import type { UserInfo } from '@/models/member';
import { beijingTime } from '../../clock';
import type { Db } from '../../db';
import type { MemberRecord } from '../../db/members';
import { checkSmsCode, issueSmsCode, requireMobile, requirePassword } from '../../server/accounts';
import { handle, reject } from '../../server/handle';
import { text } from '../../server/request';

/* Buyer-service login side (no token): login, SMS code, register, reset password. */

function userInfoOf(member: MemberRecord): UserInfo {
  return {
    memberId: member.memberId,
    nickname: member.nickname,
    mobile: member.mobile,
    avatar: member.avatar,
    role: member.role,
    roles: [...member.roles],
    memberLevel: member.memberLevel,
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

export const authHandlers = [
  // ---------------------------------------------------------------- buyer service: login side (no token)
  handle(catalogue.login, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    const password = typeof arg.password === 'string' ? arg.password : '';
    if (!mobile || !password) reject(0, '请输入手机号和密码', {});
    const member = findByMobile(db, mobile);
    if (!member || member.password !== password) return reject(0, '账号或密码错误', {});
    const sid = newSid(db, member.memberId);
    db.sessions.set(sid, member.memberId);
    return { sid, imToken: `im-${sid.slice(4)}`, userInfo: userInfoOf(member) };
  }),

  /** The mock SMS code is always MOCK_SMS_CODE ('246810'); one send per mobile per 60 s. */
  handle(catalogue.sendMessage, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    const type = text(arg.type) || 'register';
    requireMobile(mobile);
    const registered = findByMobile(db, mobile) !== undefined;
    if (type === 'register' && registered) reject(0, '该手机号已注册，请直接登录', {});
    if ((type === 'resetPassword' || type === 'login') && !registered) reject(0, '该手机号未注册', {});
    if (type === 'changeMobile' && registered) reject(0, '该手机号已被其他账号使用', {});
    return issueSmsCode(db, 'buyer', mobile, type);
  }),

  handle(catalogue.register, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    const password = typeof arg.password === 'string' ? arg.password : '';
    const inviteCode = text(arg.inviteCode);
    requireMobile(mobile);
    if (findByMobile(db, mobile)) reject(0, '该手机号已注册，请直接登录', {});
    requirePassword(password);
    let inviterId: string | null = null;
    if (inviteCode) {
      const inviter = db.members.find((member) => member.inviteCode.toUpperCase() === inviteCode.toUpperCase() || member.mobile === inviteCode);
      if (!inviter) reject(0, '邀请码无效，请核对后重新输入', {});
      inviterId = inviter.memberId;
    }
    checkSmsCode(db, 'buyer', mobile, text(arg.code));
    let n = 30001 + db.members.length;
    while (db.members.some((member) => member.memberId === `m-${n}`)) n += 1;
    const member: MemberRecord = {
      memberId: `m-${n}`,
      mobile,
      password,
      nickname: `茶友${mobile.slice(-4)}`,
      role: 'buyer',
      roles: ['buyer'],
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

  handle(catalogue.resetPassword, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    const password = typeof arg.password === 'string' ? arg.password : '';
    requireMobile(mobile);
    const member = findByMobile(db, mobile);
    if (!member) return reject(0, '该手机号未注册', {});
    requirePassword(password);
    checkSmsCode(db, 'buyer', mobile, text(arg.code));
    member.password = password;
    return null;
  }),
];
