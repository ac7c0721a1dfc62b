import type { Widen } from '../widen';
import type { setSignZhCN } from './setSign';

/** /mine/setSign, the signature editor: en-US, the same keys (checked by the type). */
const setSignEnUS: Widen<typeof setSignZhCN> = {
  label: 'Signature',
  placeholder: 'Say something about yourself',
  hint: 'Up to 30 characters; it may be left empty.',
  saved: 'Signature changed',
  failed: 'The signature was not saved. Please try again later.',
};

export default setSignEnUS;
