import type { Widen } from '../widen';
import type { myFansZhCN } from './myFans';

/** /myFans: en-US, the same keys (checked by the type). */
const myFansEnUS: Widen<typeof myFansZhCN> = {
  totals: 'Fan totals',
  today: 'New today',
  thisMonth: 'New this month',
  total: 'All fans',
  totalsRetry: 'Totals did not load. Tap to retry.',
  search: 'Search fans',
  searchPlaceholder: 'Nickname or mobile number',
  searchButton: 'Search',
  dateRange: 'Filter by join date',
  list: 'Fans',
  avatar: 'Avatar of {name}',
  joined: 'Joined {date}',
  level1: 'Direct',
  level2: 'Indirect',
  emptyTitle: 'No fans yet',
  emptyBody: 'Share your shop or a product with friends. They become your fans when they sign up.',
  noMatchTitle: 'No matching fans',
  noMatchBody: 'Try another nickname, mobile number or date range.',
};

export default myFansEnUS;
