import type { Widen } from '../widen';
import type { activityAreaDetailsZhCN } from './activityAreaDetails';

/** /activityAreaDetails: en-US, the same keys (checked by the type). */
const activityAreaDetailsEnUS: Widen<typeof activityAreaDetailsZhCN> = {
  content: 'Activity details',
};

export default activityAreaDetailsEnUS;
