import { registerArea } from '../registry';

/** /callCenter: zh-CN source strings. */
export const callCenterZhCN = {
  content: '客服中心',
  intro: '常见问题可先在这里查看，未解决的问题请联系在线客服或拨打热线',
  questions: '常见问题',
  contact: '联系我们',
  chat: '在线客服',
  chatHint: '工作时间内通常 1 分钟内回复',
  phone: '客服热线',
  callPhone: '拨打客服热线 {phone}',
  hours: '服务时间',
  days: {
    workdays: '周一至周五',
    weekends: '周六、周日',
    everyday: '每天',
  },
  hoursLine: '{days} {open}-{close}',
};

registerArea('callCenter', callCenterZhCN);

declare module '../registry' {
  interface AreaMessages {
    callCenter: typeof callCenterZhCN;
  }
}
