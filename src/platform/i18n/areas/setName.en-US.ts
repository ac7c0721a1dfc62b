import type { Widen } from '../widen';
import type { setNameZhCN } from './setName';

/** /mine/setName, the nickname editor: en-US, the same keys (checked by the type). */
const setNameEnUS: Widen<typeof setNameZhCN> = {
  label: 'Nickname',
  placeholder: 'Enter a nickname',
  hint: '2-16 characters. It shows on your reviews, shares and invitation poster.',
  saved: 'Nickname changed',
  failed: 'The nickname was not saved. Please try again later.',
};

export default setNameEnUS;
