import { registerArea } from '../registry';

/** /mine/newFunction, what is new: zh-CN source strings. */
export const newFunctionZhCN = {
  content: '版本更新记录',
  version: '版本 {version}',
  latest: '最新',
  emptyTitle: '暂无更新记录',
  emptyBody: '新版本发布后，会在这里介绍新功能',
};

registerArea('newFunction', newFunctionZhCN);

declare module '../registry' {
  interface AreaMessages {
    newFunction: typeof newFunctionZhCN;
  }
}
