import { registerArea } from '../registry';

/** /mine/logout, signing out: zh-CN source strings. */
export const logoutZhCN = {
  content: '当前登录的账号',
  note: '退出后，本机不再保留你的登录状态，再次使用需重新登录。你的订单、资产与收货地址不受影响。',
  submit: '退出登录',
  leaving: '正在退出',
  switch: '切换其他账号',
  confirmTitle: '退出登录',
  confirmBody: '确定退出当前账号吗？',
  confirm: '退出',
  cancel: '取消',
  done: '已退出登录',
};

registerArea('logout', logoutZhCN);

declare module '../registry' {
  interface AreaMessages {
    logout: typeof logoutZhCN;
  }
}
