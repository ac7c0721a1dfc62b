import { registerArea } from '../registry';

/** /vipInfo: the membership page: zh-CN source strings. */
export const vipInfoZhCN = {
  content: '我的会员',
  current: '当前等级',
  level: {
    '0': '普通会员',
    '1': '高级会员',
  },
  upgradePitch: '升级高级会员，尊享全场会员价、全场包邮等专属权益',
  premiumThanks: '您已尊享高级会员全部权益',
  upgrade: '升级高级会员',
  zone: '会员专区',
  zoneBody: '会员价好茶，高级会员抢先购',
  benefits: '会员权益对比',
  benefit: '权益',
  notIncluded: '不含',
};

registerArea('vipInfo', vipInfoZhCN);

declare module '../registry' {
  interface AreaMessages {
    vipInfo: typeof vipInfoZhCN;
  }
}
