import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { callBaseQuery } from './baseQuery';
import { baseApi } from './baseApi';
import { member, memberAuth } from './catalogue/member';
import { mutation, pages } from './endpoints';
import { memberApi } from './memberApi';
import type { PageResult } from './types/common';
import type { MessageNotification, MessageNotificationPageArg, MessageType, OrderTip } from './types/member';

/*
 * The notification list and the favourites grid, as page lists (20 a page), and the writes on
 * notifications that show at once.
 *
 * Reading a notification, reading them all and deleting one are optimistic: the loaded lists (every
 * type tab) and the red dots (orderTip, which mine and the tab bar read) change before the server
 * answers, and are put back when it refuses (the listener or the screen's action says why). Once
 * it agreed, only the red dots are asked again (`RedDot`): the lists already show what it did.
 */

/** Notifications and favourites are paged 20 at a time. */
export const NOTICE_PAGE_SIZE = 20;

type Pages = { pages: PageResult<MessageNotification>[] };
type Lifecycle<A> = Parameters<NonNullable<TypedMutationOnQueryStarted<unknown, A, typeof callBaseQuery, 'api'>>>[1];

/** The change a write makes to one loaded notification: read it, or take it off the list. */
type Change = { readAll: true } | { read: string } | { remove: string };

function applyToPages(draft: Pages, change: Change): void {
  for (const page of draft.pages) {
    if ('remove' in change) {
      const before = page.list.length;
      page.list = page.list.filter((message) => message.id !== change.remove);
      page.total -= before - page.list.length;
    } else {
      for (const message of page.list) if ('readAll' in change || message.id === change.read) message.readFlag = 1;
    }
  }
}

/** The red dots without the unread notifications `gone` (their types), or with none at all. */
function applyToTip(draft: OrderTip, gone: readonly MessageType[] | 'all'): void {
  if (gone === 'all') {
    draft.unreadMessageCount = 0;
    draft.unreadCountByType = { '0': 0, '1': 0, '2': 0 };
    return;
  }
  for (const type of gone) {
    const key = String(type) as '0' | '1' | '2';
    draft.unreadMessageCount = Math.max(0, draft.unreadMessageCount - 1);
    draft.unreadCountByType[key] = Math.max(0, draft.unreadCountByType[key] - 1);
  }
}

/**
 * Applies `change` to every loaded notification list and to the red dots at once; undone when the
 * server refuses. `gone` says which unread notifications the change reads or removes (their types),
 * for the red dots; read it from the unread notification the screen shows.
 */
async function optimistic<A>(lifecycle: Lifecycle<A>, change: Change, gone: readonly MessageType[] | 'all'): Promise<void> {
  const { dispatch, queryFulfilled } = lifecycle;
  const patches: { undo: () => void }[] = [];
  for (const entry of messageApi.util.selectInvalidatedBy(lifecycle.getState(), ['Message'])) {
    if (entry.endpointName !== 'messageNotificationPages') continue;
    patches.push(dispatch(messageApi.util.updateQueryData('messageNotificationPages', entry.originalArgs as MessageNotificationPageArg, (draft) => applyToPages(draft, change))));
  }
  patches.push(dispatch(memberApi.util.updateQueryData('orderTip', undefined, (draft) => applyToTip(draft, gone))));
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

/** The argument of a write on one notification: the notification as the list shows it. */
export type NoticeArg = { message: Pick<MessageNotification, 'id' | 'type' | 'readFlag'> };

const unreadTypes = ({ message }: NoticeArg): MessageType[] => (message.readFlag === 0 ? [message.type] : []);

export const messageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's notifications, one list per type tab (no type: all), newest first. */
    messageNotificationPages: pages(build, member.messageNotificationPage, { providesTags: ['Message'] }, NOTICE_PAGE_SIZE),
    /** The member's favourites, newest first. */
    collectPages: pages(build, member.collectPage, { providesTags: ['Favourite'] }, NOTICE_PAGE_SIZE),

    /** Marks one notification read (updateMessageNotification, readFlag 1). */
    readNotice: build.mutation<MessageNotification, NoticeArg>({
      query: ({ message }) => ({ call: member.updateMessageNotification, body: { id: message.id, readFlag: 1 } }),
      invalidatesTags: (_result, error) => (error ? [] : ['RedDot']),
      onQueryStarted: (arg, lifecycle) => optimistic(lifecycle, { read: arg.message.id }, unreadTypes(arg)),
    }),
    /** Deletes one notification (updateMessageNotification, deleteFlag 1): it leaves every list. */
    deleteNotice: build.mutation<MessageNotification, NoticeArg>({
      query: ({ message }) => ({ call: member.updateMessageNotification, body: { id: message.id, deleteFlag: 1 } }),
      invalidatesTags: (_result, error) => (error ? [] : ['RedDot']),
      onQueryStarted: (arg, lifecycle) => optimistic(lifecycle, { remove: arg.message.id }, unreadTypes(arg)),
    }),
    /** Reads every notification: no red dot of messages remains, on any screen. */
    readAllNotices: mutation(build, memberAuth.readAllMessageNotification, {
      invalidatesTags: (_result, error) => (error ? [] : ['RedDot']),
      onQueryStarted: (_arg, lifecycle) => optimistic(lifecycle, { readAll: true }, 'all'),
    }),
  }),
});

export const {
  useMessageNotificationPagesInfiniteQuery,
  useCollectPagesInfiniteQuery,
  useReadNoticeMutation,
  useDeleteNoticeMutation,
  useReadAllNoticesMutation,
} = messageApi;
