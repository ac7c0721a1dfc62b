import { registerArea } from '../registry';

/** /mine/set, the settings list: zh-CN source strings. */
export const setZhCN = {
  content: '设置项',
  groups: {
    account: '账号与安全',
    app: '通用',
    session: '账号管理',
  },
  rows: {
    profile: '个人资料',
    addresses: '收货地址',
    password: '登录密码与支付密码',
    contract: '我的合同',
    newFunction: '新功能介绍',
    clearCache: '清除缓存',
    agreement: '用户协议',
    privacy: '隐私政策',
    about: '关于茶商城',
    changeAccount: '切换账号',
    logout: '退出登录',
    cancelAccount: '注销账号',
  },
  about: {
    title: '关于茶商城',
    body: '茶商城为茶友提供产地直供的好茶、茶馆与茶室的到店服务，以及会员积分与优惠。',
    confirm: '知道了',
  },
  cache: {
    title: '清除缓存',
    body: '将清除本机保存的以下内容，不影响账号、订单与收货地址：',
    parts: {
      searchHistory: '搜索记录',
      drafts: '未提交的填写内容',
      launchData: '页面与图片缓存',
      regions: '地区数据',
    },
    confirm: '清除',
    cancel: '取消',
    cleared: '已清除 {size} 缓存',
    nothing: '暂无缓存',
    failed: '清除未完成，请稍后重试',
  },
  cancel: {
    firstTitle: '注销账号',
    firstBody: '注销后，账号下的订单记录、余额、积分、优惠券与收益将无法找回，且账号无法恢复。',
    firstConfirm: '继续注销',
    secondTitle: '再次确认',
    secondBody: '注销后将无法再使用 {mobile} 登录茶商城。确定要注销吗？',
    secondConfirm: '确定注销',
    keep: '再想想',
    sheetTitle: '验证身份',
    sentTo: '验证码将发送至 {mobile}',
    sentNow: '验证码已发送至 {mobile}，{minutes} 分钟内有效',
    code: '验证码',
    codePlaceholder: '请输入 6 位验证码',
    sendCode: '获取验证码',
    resend: '{seconds} 秒后重发',
    sending: '发送中',
    codeSent: '验证码已发送',
    submit: '确认注销',
    submitting: '注销中',
    done: '账号已注销',
    failed: '注销未完成，请稍后重试',
    sendFailed: '验证码发送失败，请稍后重试',
    close: '关闭',
  },
};

registerArea('set', setZhCN);

declare module '../registry' {
  interface AreaMessages {
    set: typeof setZhCN;
  }
}
