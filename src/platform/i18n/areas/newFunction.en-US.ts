import type { Widen } from '../widen';
import type { newFunctionZhCN } from './newFunction';

/** /mine/newFunction, what is new: en-US, the same keys (checked by the type). */
const newFunctionEnUS: Widen<typeof newFunctionZhCN> = {
  content: 'Release history',
  version: 'Version {version}',
  latest: 'Latest',
  emptyTitle: 'No releases yet',
  emptyBody: 'New features are introduced here when a version comes out',
};

export default newFunctionEnUS;
