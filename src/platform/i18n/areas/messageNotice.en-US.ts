import type { Widen } from '../widen';
import type { messageNoticeZhCN } from './messageNotice';

/** /messageNotice, the notifications: en-US, the same keys (checked by the type). */
const messageNoticeEnUS: Widen<typeof messageNoticeZhCN> = {
  tab: {
    all: 'All',
    '0': 'General',
    '1': 'Orders',
    '2': 'Shipping',
  },
  type: {
    '0': 'Notice',
    '1': 'Order placed',
    '2': 'Order shipped',
  },
  unread: 'Unread',
  unreadCount: '{count} unread',
  noneUnread: 'No unread notifications',
  readAll: 'Mark all read',
  readAllDone: 'All marked as read',
  markRead: 'Mark read',
  delete: 'Delete',
  keep: 'Keep',
  deleteTitle: 'Delete this notification?',
  deleteBody: 'It will no longer be shown.',
  deleted: 'Deleted',
  failedRetry: 'Something went wrong. Please try again',
  emptyTitle: 'No notifications',
  emptyBody: 'Order and event notifications will appear here',
};

export default messageNoticeEnUS;
