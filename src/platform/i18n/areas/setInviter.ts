import { registerArea } from '../registry';

/** /mine/setInviter: zh-CN source strings. */
export const setInviterZhCN = {
  form: '查找邀请人',
  by: '查找方式',
  byUsername: '按用户名',
  byNickname: '按昵称',
  username: '用户名',
  usernamePlaceholder: '邀请人的手机号或邀请码',
  nickname: '昵称',
  nicknamePlaceholder: '邀请人的昵称',
  usernameRequired: '请输入邀请人的手机号或邀请码',
  nicknameRequired: '请输入邀请人的昵称',
  search: '查找',
  searching: '查找中',
  hint: '填写邀请你注册的茶友，绑定后不可修改',
  found: '查找到的茶友',
  mobile: '手机号 {mobile}',
  inviteCode: '邀请码 {code}',
  notYourself: '不能将自己设为邀请人',
  lookupFailed: '查找失败，请重试',
  bind: '设为我的邀请人',
  binding: '绑定中',
  confirmTitle: '确认邀请人',
  confirmBody: '将「{nickname}」设为你的邀请人？绑定后不可修改。',
  confirm: '确认绑定',
  cancel: '再想想',
  done: '邀请人已绑定',
  failed: '绑定失败，请重试',
  yourInviter: '我的邀请人',
  unknown: '茶友',
  locked: '邀请人已绑定，不可修改',
};

registerArea('setInviter', setInviterZhCN);

declare module '../registry' {
  interface AreaMessages {
    setInviter: typeof setInviterZhCN;
  }
}
