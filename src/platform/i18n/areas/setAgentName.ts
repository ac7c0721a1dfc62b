import { registerArea } from '../registry';

/** /mine/setAgentName, an agent's tea-house or tea-room name: zh-CN source strings. */
export const setAgentNameZhCN = {
  teaHouseLabel: '茶馆名称',
  teaRoomLabel: '茶室名称',
  placeholder: '请输入名称',
  hint: '2-20 个字，会显示给你的粉丝和到店的顾客。',
  saved: '名称已修改',
  failed: '名称未保存，请稍后重试',
};

registerArea('setAgentName', setAgentNameZhCN);

declare module '../registry' {
  interface AreaMessages {
    setAgentName: typeof setAgentNameZhCN;
  }
}
