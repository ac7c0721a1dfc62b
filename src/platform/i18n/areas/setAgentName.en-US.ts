import type { Widen } from '../widen';
import type { setAgentNameZhCN } from './setAgentName';

/** /mine/setAgentName, an agent's tea-house or tea-room name: en-US, the same keys (checked by the type). */
const setAgentNameEnUS: Widen<typeof setAgentNameZhCN> = {
  teaHouseLabel: 'Tea house name',
  teaRoomLabel: 'Tea room name',
  placeholder: 'Enter a name',
  hint: '2-20 characters. Your fans and customers see it.',
  saved: 'Name changed',
  failed: 'The name was not saved. Please try again later.',
};

export default setAgentNameEnUS;
