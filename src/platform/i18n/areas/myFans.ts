import { registerArea } from '../registry';

/** /myFans: zh-CN source strings. */
export const myFansZhCN = {
  content: '我的粉丝',
  intro: '我的粉丝',
};

registerArea('myFans', myFansZhCN);

declare module '../registry' {
  interface AreaMessages {
    myFans: typeof myFansZhCN;
  }
}
