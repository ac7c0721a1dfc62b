import { registerArea } from '../registry';

/** /mine/setSign, the signature editor: zh-CN source strings. */
export const setSignZhCN = {
  label: '个性签名',
  placeholder: '介绍一下自己吧',
  hint: '最多 30 个字，可以留空。',
  saved: '个性签名已修改',
  failed: '个性签名未保存，请稍后重试',
};

registerArea('setSign', setSignZhCN);

declare module '../registry' {
  interface AreaMessages {
    setSign: typeof setSignZhCN;
  }
}
