import { registerArea } from '../registry';

/** /mine/setPassword: zh-CN source strings. */
export const setPasswordZhCN = {
  tabs: '密码类型',
  loginTab: '登录密码',
  payCodeTab: '支付密码',
  form: '修改登录密码',
  oldPassword: '当前密码',
  newPassword: '新密码',
  repeat: '确认密码',
  oldPlaceholder: '当前登录密码',
  newPlaceholder: '{min}-{max} 位字母和数字',
  repeatPlaceholder: '再次输入新密码',
  oldRequired: '请输入当前登录密码',
  rule: '密码为 {min}-{max} 位，须同时包含字母和数字，不能有空格',
  ruleLength: '新密码须为 {min}-{max} 位',
  ruleSpace: '新密码不能包含空格',
  ruleMix: '新密码须同时包含字母和数字',
  ruleSame: '新密码不能与当前密码相同',
  ruleRepeat: '两次输入的新密码不一致',
  strength: '密码强度：{level}',
  strength_weak: '弱',
  strength_medium: '中',
  strength_strong: '强',
  submit: '确认修改',
  submitting: '修改中',
  done: '登录密码已修改',
  failed: '操作失败，请重试',
  payCodeCurrent: '请输入当前支付密码',
  payCodeCurrentNote: '验证当前支付密码后即可设置新的支付密码',
  payCodeNew: '设置新的 6 位支付密码',
  payCodeRepeat: '再次输入新的支付密码',
  payCodeRule: '支付密码为 6 位数字，不能是相同或连续的数字',
  payCodeLength: '支付密码须为 6 位数字',
  payCodeSimple: '支付密码过于简单，请不要使用相同或连续的数字',
  payCodeMismatch: '两次输入不一致，请重新设置',
  payCodeDone: '支付密码已设置',
  smsForm: '验证手机号',
  smsNote: '你还没有支付密码，请先验证手机号 {mobile}',
  smsCode: '验证码',
  smsCodePlaceholder: '6 位验证码',
  smsCodeInvalid: '请输入 6 位验证码',
  next: '下一步',
  checking: '验证中',
  saving: '保存中',
};

registerArea('setPassword', setPasswordZhCN);

declare module '../registry' {
  interface AreaMessages {
    setPassword: typeof setPasswordZhCN;
  }
}
