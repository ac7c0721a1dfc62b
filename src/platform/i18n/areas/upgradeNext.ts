import { registerArea } from '../registry';

/** /upgrade/upgrade-next: recipient, address and payment of the upgrade: zh-CN source strings. */
export const upgradeNextZhCN = {
  form: '确认升级',
  package: '升级礼包',
  change: '更换',
  recipient: '收货人及地址',
  chooseAddress: '选择收货地址',
  addAddress: '添加收货地址',
  addAddressBody: '礼包将寄往该地址',
  needAddress: '请先添加收货地址',
  channels: {
    wechat: '微信支付',
    alipay: '支付宝',
  },
  channel: '支付方式',
  note: '支付成功后立即成为高级会员，礼包 48 小时内发货',
  total: '实付款',
  submit: '立即升级',
  payAgain: '继续支付',
  submitting: '正在升级…',
  done: '已升级为高级会员',
  failed: '升级失败，请稍后重试',
};

registerArea('upgradeNext', upgradeNextZhCN);

declare module '../registry' {
  interface AreaMessages {
    upgradeNext: typeof upgradeNextZhCN;
  }
}
