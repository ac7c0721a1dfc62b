import { catalogue } from '@/api/catalogue';
import type { Db } from '../db';
import type { SettlementUserRecord } from '../data/member';
import { handle, reject } from '../server/handle';
import { text } from '../server/request';
import { checkSmsCode, issueSmsCode, requireMobile, requirePassword } from '../server/accounts';
import { beijingTime } from '../clock';

function password(body: Record<string, unknown>): string {
  return typeof body.password === 'string' ? body.password : '';
}

function findUser(db: Db, mobile: string): SettlementUserRecord | undefined {
  return db.settlementUsers.find((user) => user.mobile === mobile);
}

/** Settlement service: its own users table; register / login / retrieve bodies arrive RSA-decrypted. */
export const settlementHandlers = [
  handle(catalogue.userRegister, ({ db, body }) => {
    const mobile = text(body.mobile);
    requireMobile(mobile);
    if (findUser(db, mobile)) reject(0, '该手机号已注册结算账户', {});
    requirePassword(password(body));
    checkSmsCode(db, 'settlement', mobile, text(body.code));
    const userId = `su-${5001 + db.settlementUsers.length}`;
    db.settlementUsers.push({ userId, mobile, password: password(body), createTime: beijingTime() });
    return { userId };
  }),

  handle(catalogue.userLogin, ({ db, body }) => {
    const mobile = text(body.mobile);
    const user = findUser(db, mobile);
    if (!user || user.password !== password(body)) return reject(0, '账号或密码错误', {});
    return { userId: user.userId, mobile: user.mobile, accessToken: `st-${user.userId}` };
  }),

  handle(catalogue.retrievePassword, ({ db, body }) => {
    const mobile = text(body.mobile);
    requireMobile(mobile);
    const user = findUser(db, mobile);
    if (!user) return reject(0, '该手机号未注册结算账户', {});
    requirePassword(password(body));
    checkSmsCode(db, 'settlement', mobile, text(body.code));
    user.password = password(body);
    return null;
  }),

  /** plain body; the mock code is always '246810' (MOCK_SMS_CODE), one send per mobile per 60 s */
  handle(catalogue.settlementSendMessage, ({ db, body }) => {
    const mobile = text(body.mobile);
    const type = text(body.type) || 'register';
    requireMobile(mobile);
    const registered = findUser(db, mobile) !== undefined;
    if (type === 'register' && registered) reject(0, '该手机号已注册结算账户', {});
    if (type === 'retrievePassword' && !registered) reject(0, '该手机号未注册结算账户', {});
    const { mobile: masked, expireSeconds } = issueSmsCode(db, 'settlement', mobile, type);
    return { mobile: masked, expireSeconds };
  }),
];
