import type { Widen } from '../widen';
import type { logisticsZhCN } from './logistics';

/** /logistics: en-US, the same keys (checked by the type). */
const logisticsEnUS: Widen<typeof logisticsZhCN> = {
  carrier: 'Carrier',
  trackingNo: 'Tracking no.',
  copy: 'Copy',
  copyTrackingNo: 'Copy the tracking number',
  copied: 'Copied',
  copyFailed: 'Could not copy; long-press to select',
  timeline: 'Tracking history',
  notShippedTitle: 'Not shipped yet',
  notShippedBody: 'Tracking shows here once the seller ships the order',
  noTracesTitle: 'No tracking yet',
  noTracesBody: 'The parcel was sent; tracking updates soon',
};

export default logisticsEnUS;
