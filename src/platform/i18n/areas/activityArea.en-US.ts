import type { Widen } from '../widen';
import type { activityAreaZhCN } from './activityArea';

/** /activityArea, /activityAreaDetails and their shared parts: en-US, the same keys (checked by the type). */
const activityAreaEnUS: Widen<typeof activityAreaZhCN> = {
  content: 'Activities',
  window: {
    upcoming: 'Coming soon',
    running: 'On now',
    ended: 'Ended',
    startsIn: 'Starts in {time}',
    endsIn: 'Ends in {time}',
    endedAt: 'Ended on {time}',
    days: '{days}d {time}',
    period: '{start} to {end}',
  },
  coupons: {
    title: 'Activity coupons',
    empty: 'No coupons for this activity',
    received: 'Coupon received',
  },
  packages: {
    title: 'Gift packages',
    empty: 'No gift packages for this activity',
    contents: 'Inside',
    item: '{name} {spec} ×{quantity}',
    sales: '{count} sold',
    stockLeft: '{count} left',
    soldOut: 'Sold out',
    buy: 'Buy now',
    buying: 'Placing order',
    view: 'View',
    needAddress: 'Add a delivery address first',
    notRunning: 'Available while the activity is on',
  },
  rules: {
    title: 'Rules',
  },
  details: 'Activity details',
  failedRetry: 'Something went wrong. Please try again later',
};

export default activityAreaEnUS;
