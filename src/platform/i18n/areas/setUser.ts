import { registerArea } from '../registry';

/** /mine/setUser: zh-CN source strings. */
export const setUserZhCN = {
  content: '个人资料',
  nickname: '昵称',
  gender: '性别',
  birthday: '生日',
  birthdayTitle: '选择生日',
  signature: '个性签名',
  mobile: '手机号',
  inviter: '邀请人',
  notSet: '未设置',
  noSignature: '写一句介绍自己',
  confirm: '确定',
  cancel: '取消',
  saved: '已保存',
  saving: '保存中',
  failed: '保存失败，请重试',
};

registerArea('setUser', setUserZhCN);

declare module '../registry' {
  interface AreaMessages {
    setUser: typeof setUserZhCN;
  }
}
