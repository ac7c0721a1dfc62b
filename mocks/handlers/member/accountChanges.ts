import { catalogue } from '@/api/catalogue';
import { checkSmsCode, requireMobile } from '../../server/accounts';
import { handle, reject } from '../../server/handle';
import { signedIn, text } from '../../server/request';

/* Member service: the account changes of the personal area (mobile, payment code). */

const PAY_CODE = /^\d{6}$/;

export const accountChangeHandlers = [
  // the current mobile's code proves the owner, the new mobile's code proves the new number
  handle(catalogue.changeMobile, (ctx) => {
    const member = signedIn(ctx.member);
    const mobile = text(ctx.arg.mobile);
    requireMobile(mobile);
    if (mobile === member.mobile) reject(0, '新手机号不能与当前手机号相同', {});
    if (ctx.db.members.some((other) => other.memberId !== member.memberId && other.mobile === mobile)) reject(0, '该手机号已被其他账号使用', {});
    checkSmsCode(ctx.db, 'buyer', member.mobile, text(ctx.arg.oldCode));
    checkSmsCode(ctx.db, 'buyer', mobile, text(ctx.arg.code));
    member.mobile = mobile;
    return { mobile };
  }),

  // with a payment code set, the current one proves the owner; without, an SMS code to the member's mobile
  handle(catalogue.setPayPassword, (ctx) => {
    const member = signedIn(ctx.member);
    const payCode = text(ctx.arg.payCode);
    if (!PAY_CODE.test(payCode)) reject(0, '支付密码须为 6 位数字', {});
    if (member.payPassword) {
      if (text(ctx.arg.oldPayCode) !== member.payPassword) reject(0, '原支付密码错误', {});
      if (payCode === member.payPassword) reject(0, '新支付密码不能与原支付密码相同', {});
    } else {
      checkSmsCode(ctx.db, 'buyer', member.mobile, text(ctx.arg.code));
    }
    member.payPassword = payCode;
    return null;
  }),
];
