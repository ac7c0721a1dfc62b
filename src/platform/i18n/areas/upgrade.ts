import { registerArea } from '../registry';

/** /upgrade/upgrade: choosing the upgrade package: zh-CN source strings. */
export const upgradeZhCN = {
  form: '选择升级礼包',
  lead: '购买任一升级礼包即可成为高级会员，礼包茶品包邮到家',
  choose: '选择升级礼包',
  choosePackage: '请选择一个升级礼包',
  contents: '含：{items}',
  contentsItem: '{name}×{quantity}',
  contentsJoin: '、',
  total: '礼包价',
  noneChosen: '尚未选择礼包',
  next: '下一步',
};

registerArea('upgrade', upgradeZhCN);

declare module '../registry' {
  interface AreaMessages {
    upgrade: typeof upgradeZhCN;
  }
}
