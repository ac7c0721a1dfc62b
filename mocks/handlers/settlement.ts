import { catalogue } from '@/api/catalogue';
import type { Db } from '../db';
import type { SettlementUserRecord } from '../data/member';
import { handle, reject, type Received } from '../server/handle';
import { text } from '../server/request';
import { checkSmsCode, issueSmsCode, requireMobile, requirePassword } from '../server/accounts';
import { beijingTime } from '../clock';

/** The password of a register, login or retrieve body (RSA-decrypted by handle()), taken as sent: not trimmed. */
function password(arg: Received<{ password: string }>): string {
  return typeof arg.password === 'string' ? arg.password : '';
}

function findUser(db: Db, mobile: string): SettlementUserRecord | undefined {
  return db.settlementUsers.find((user) => user.mobile === mobile);
}

/** Settlement service: its own users table; register / login / retrieve bodies arrive RSA-decrypted. */
export const settlementHandlers = [
  handle(catalogue.userRegister, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    requireMobile(mobile);
    if (findUser(db, mobile)) reject(0, '该手机号已注册结算账户', {});
    requirePassword(password(arg));
    checkSmsCode(db, 'settlement', mobile, text(arg.code));
    const userId = `su-${5001 + db.settlementUsers.length}`;
    db.settlementUsers.push({ userId, mobile, password: password(arg), createTime: beijingTime() });
    return { userId };
  }),

  handle(catalogue.userLogin, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    const user = findUser(db, mobile);
    if (!user || user.password !== password(arg)) return reject(0, '账号或密码错误', {});
    return { userId: user.userId, mobile: user.mobile, accessToken: `st-${user.userId}` };
  }),

  handle(catalogue.retrievePassword, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    requireMobile(mobile);
    const user = findUser(db, mobile);
    if (!user) return reject(0, '该手机号未注册结算账户', {});
    requirePassword(password(arg));
    checkSmsCode(db, 'settlement', mobile, text(arg.code));
    user.password = password(arg);
    return null;
  }),

  /** plain body; the mock code is always '246810' (MOCK_SMS_CODE), one send per mobile per 60 s */
  handle(catalogue.settlementSendMessage, ({ db, arg }) => {
    const mobile = text(arg.mobile);
    const type = text(arg.type) || 'register';
    requireMobile(mobile);
    const registered = findUser(db, mobile) !== undefined;
    if (type === 'register' && registered) reject(0, '该手机号已注册结算账户', {});
    if (type === 'retrievePassword' && !registered) reject(0, '该手机号未注册结算账户', {});
    const { mobile: masked, expireSeconds } = issueSmsCode(db, 'settlement', mobile, type);
    return { mobile: masked, expireSeconds };
  }),
];
