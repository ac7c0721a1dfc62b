import type { MessageNotification, MessageNotificationPageArg, MessageType } from '@/api/types/member';
import { href, paths } from '@/routes';

/*
 * The notification list's rules: its type tabs (`?type=`: 0 general, 1 order placed, 2 shipped;
 * none: all) and where a notification leads once read.
 */

export type NoticeTab = 'all' | `${MessageType}`;

export const NOTICE_TABS: readonly NoticeTab[] = ['all', '0', '1', '2'];

/** The tab of `?type=`; anything else is the tab of all notifications. */
export function tabFromQuery(params: URLSearchParams): NoticeTab {
  const type = params.get('type');
  return NOTICE_TABS.find((tab) => tab !== 'all' && tab === type) ?? 'all';
}

/** The page call's filter of a tab. */
export function tabArg(tab: NoticeTab): MessageNotificationPageArg {
  return tab === 'all' ? {} : { type: Number(tab) as MessageType };
}

/**
 * Where a notification leads: an order notification (placed, shipped) opens the order it names;
 * a general one has no page of its own, reading it is all.
 */
export function noticeTarget(message: Pick<MessageNotification, 'type' | 'businessId'>): string | null {
  if ((message.type === 1 || message.type === 2) && message.businessId) return href(paths.orderDetails, { orderId: message.businessId });
  return null;
}
