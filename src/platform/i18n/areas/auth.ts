import { registerArea } from '../registry';

/** Login, register, password, agreements; the session messages of the error catalogue: zh-CN source strings. */
export const authZhCN = {

  brand: {
    welcome: '欢迎来到茶商城',
    slogan: '一盏好茶，品味生活',
    logo: '茶商城',
  },
  mode: {
    label: '账号类型',
    member: '商城账号',
    settlement: '结算账户',
    settlementHint: '结算账户用于收益结算与提现，与商城账号相互独立。',
  },
  field: {
    mobile: '手机号',
    mobilePlaceholder: '请输入 11 位手机号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    setPassword: '设置密码',
    newPassword: '新密码',
    passwordRulePlaceholder: '6-20 位，含字母和数字',
    confirm: '确认密码',
    confirmPlaceholder: '请再次输入密码',
    code: '验证码',
    codePlaceholder: '6 位验证码',
    inviteCode: '邀请码',
    inviteCodePlaceholder: '选填，邀请人的邀请码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  code: {
    send: '获取验证码',
    sending: '发送中…',
    resendIn: '重新发送({seconds}s)',
    resend: '重新发送',
    sent: '验证码已发送至 {mobile}，{minutes} 分钟内有效',
  },
  agreement: {
    prefix: '我已阅读并同意',
    user: '《用户协议》',
    and: '和',
    privacy: '《隐私政策》',
    checkbox: '同意《用户协议》和《隐私政策》',
  },
  validation: {
    mobileRequired: '请输入手机号',
    mobileInvalid: '手机号应为以 1 开头的 11 位数字',
    passwordRequired: '请输入密码',
    passwordLength: '密码长度应为 6-20 位',
    passwordWeak: '密码须同时包含字母和数字',
    passwordSpace: '密码不能包含空格',
    codeRequired: '请输入验证码',
    codeInvalid: '验证码为 6 位数字',
    confirmRequired: '请再次输入密码',
    confirmMismatch: '两次输入的密码不一致',
    inviteCodeInvalid: '邀请码应为 4-20 位字母或数字',
    agreementRequired: '请阅读并勾选同意《用户协议》和《隐私政策》',
  },
  error: {
    network: '网络不给力，请检查网络后重试',
    invalidRequest: '提交内容无法加密发送，请检查填写内容后重试（{message}）',
    server: '服务开小差了，请稍后重试',
  },
  login: {
    submit: '登录',
    submitting: '登录中…',
    forgot: '忘记密码？',
    noAccount: '还没有账号？',
    toRegister: '立即注册',
    success: '登录成功',
    settlementSuccessTitle: '结算账户登录成功',
    settlementSuccessBody: '结算账号 {mobile} 已登录，可在「我的收益」中办理结算与提现。',
    backHome: '返回首页',
    useMember: '使用商城账号登录',
  },
  register: {
    heading: '注册茶商城账号',
    settlementHeading: '注册结算账户',
    intro: '注册即可享受新人礼券、会员价和积分好礼',
    submit: '注册',
    submitting: '注册中…',
    hasAccount: '已有账号？',
    toLogin: '去登录',
    success: '注册成功，欢迎加入茶商城',
    successLogin: '注册成功，请登录',
    settlementSuccess: '结算账户注册成功，请登录',
  },
  password: {
    heading: '找回密码',
    settlementHeading: '找回结算账户密码',
    intro: '验证手机号后即可设置新密码',
    submit: '确认重置',
    submitting: '提交中…',
    success: '密码已重置，请使用新密码登录',
    backToLogin: '想起密码了？',
    toLogin: '返回登录',
  },
  document: {
    updated: '更新日期：{date}',
    effective: '生效日期：{date}',
    provider: '提供方',
    purpose: '使用目的',
    data: '收集的信息',
    scenario: '使用场景',
    policy: '隐私政策',
    summaryNote: '',
  },
};

registerArea('auth', authZhCN);

declare module '../registry' {
  interface AreaMessages {
    auth: typeof authZhCN;
  }
}
