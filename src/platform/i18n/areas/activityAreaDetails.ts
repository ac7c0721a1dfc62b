import { registerArea } from '../registry';

/** /activityAreaDetails: zh-CN source strings (the parts it shares with /activityArea are in activityArea). */
export const activityAreaDetailsZhCN = {
  content: '活动详情',
};

registerArea('activityAreaDetails', activityAreaDetailsZhCN);

declare module '../registry' {
  interface AreaMessages {
    activityAreaDetails: typeof activityAreaDetailsZhCN;
  }
}
