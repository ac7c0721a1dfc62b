import { registerArea } from '../registry';

/** /mine/changeAccount, the accounts used on this device: zh-CN source strings. */
export const changeAccountZhCN = {
  content: '切换账号',
  listLabel: '本机登录过的账号',
  current: '当前使用',
  switch: '切换',
  switchTo: '切换到 {name}',
  remove: '移除',
  removeOf: '从本机移除 {name}',
  switchTitle: '切换账号',
  switchBody: '将退出当前账号，并用 {name}（{mobile}）重新登录。',
  otherBody: '将退出当前账号，并登录其他账号。',
  switchConfirm: '去登录',
  removeTitle: '移除账号',
  removeBody: '从本机的账号列表中移除 {name}（{mobile}）？账号本身不受影响。',
  removeConfirm: '移除',
  cancel: '取消',
  removed: '已移除',
  onlyOne: '本机还没有登录过其他账号。',
  noPassword: '本机只记住登录过的账号，不保存密码；切换时需重新输入密码。',
  other: '登录其他账号',
};

registerArea('changeAccount', changeAccountZhCN);

declare module '../registry' {
  interface AreaMessages {
    changeAccount: typeof changeAccountZhCN;
  }
}
