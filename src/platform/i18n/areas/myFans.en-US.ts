import type { Widen } from '../widen';
import type { myFansZhCN } from './myFans';

/** /myFans: en-US, the same keys (checked by the type). */
const myFansEnUS: Widen<typeof myFansZhCN> = {
  content: 'My fans',
  intro: 'My fans',
};

export default myFansEnUS;
