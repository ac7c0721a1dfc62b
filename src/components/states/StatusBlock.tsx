// A deep import: antd-mobile's `ErrorBlock` export is built with its own illustrations, which
// would ship on every page (8.8 KB gzip). createErrorBlock keeps its layout, text and styles.
import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { statusIllustrations } from './illustrations';

/**
 * antd-mobile's ErrorBlock with the app's own illustrations: `status` is default | disconnected |
 * empty | busy; `fullPage` centres it on the page. Every empty, error and coming-soon block uses it.
 */
export const StatusBlock = createErrorBlock(statusIllustrations);
