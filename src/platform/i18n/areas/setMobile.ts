import { registerArea } from '../registry';

/** /mine/setMobile: zh-CN source strings. */
export const setMobileZhCN = {
  steps: '更换手机号步骤',
  stepVerify: '验证当前手机号',
  stepNew: '绑定新手机号',
  verifyForm: '验证当前手机号',
  newForm: '绑定新手机号',
  current: '当前手机号',
  verifyNote: '为了账号安全，请先验证当前手机号',
  code: '验证码',
  codePlaceholder: '6 位验证码',
  codeInvalid: '请输入 6 位验证码',
  newMobile: '新手机号',
  newMobilePlaceholder: '请输入 11 位手机号',
  mobileRequired: '请输入新手机号',
  mobileInvalid: '请输入正确的 11 位手机号',
  next: '下一步',
  checking: '验证中',
  save: '确认更换',
  saving: '更换中',
  done: '手机号已更换',
  failed: '操作失败，请重试',
};

registerArea('setMobile', setMobileZhCN);

declare module '../registry' {
  interface AreaMessages {
    setMobile: typeof setMobileZhCN;
  }
}
