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
  failedRetry: 'Something went wrong. Please try again',
  emptyTitle: 'No favourites yet',
  emptyBody: 'Tap the heart on a tea you like to keep it here',
  goShopping: 'Browse teas',
};

export default myCollectEnUS;
