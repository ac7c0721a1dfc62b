import type { Widen } from '../widen';
import type { myCollectZhCN } from './myCollect';

/** /myCollet, the favourites: en-US, the same keys (checked by the type). */
const myCollectEnUS: Widen<typeof myCollectZhCN> = {
  total: '{count} saved',
  manage: 'Manage',
  done: 'Done',
  selectAll: 'All',
  settle: 'Buy ({count})',
  delete: 'Remove',
  keep: 'Keep',
  deleteTitle: 'Remove {count} from favourites?',
  deleteBody: 'You can save them again on their pages.',
  deleted: 'Removed from favourites',
  failedRetry: 'That did not work. Please try again later',
  emptyTitle: 'No favourites yet',
  emptyBody: 'Tap the heart on a goods page to keep the teas you like here',
  goShopping: 'Browse teas',
};

export default myCollectEnUS;
