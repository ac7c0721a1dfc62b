import { registerArea } from '../registry';

/** /share/download: zh-CN source strings. */
export const downloadZhCN = {
  content: '下载茶商城',
  appName: '茶商城',
  slogan: '好茶到家，一杯清香',
  invitedBy: '{nickname} 邀请你加入茶商城',
  inviteCode: '邀请码 {code}',
  inviterLoading: '正在查找邀请人',
  ios: 'App Store 下载',
  android: '安卓版下载',
  yourPhone: '适合你的手机',
  wechat: '微信内无法下载，请点击右上角“…”，选择“在浏览器打开”',
  register: '先在网页注册',
  features: {
    fresh: '产地直发，新茶先尝',
    coupon: '注册即领新人专享券',
    service: '专属茶顾问，售后无忧',
  },
};

registerArea('download', downloadZhCN);

declare module '../registry' {
  interface AreaMessages {
    download: typeof downloadZhCN;
  }
}
