import { registerArea } from '../registry';

/** /mine/setName, the nickname editor: zh-CN source strings. */
export const setNameZhCN = {
  label: '昵称',
  placeholder: '请输入昵称',
  hint: '2-16 个字，会显示在你的评价、分享和邀请海报上。',
  saved: '昵称已修改',
  failed: '昵称未保存，请稍后重试',
};

registerArea('setName', setNameZhCN);

declare module '../registry' {
  interface AreaMessages {
    setName: typeof setNameZhCN;
  }
}
