import type { OrderTip } from '@/api/types/member';
import type { RootState } from '@/state/root';

/*
 * The tab bar's 我的 badge: the member's unread notifications, from orderTip (the red dots mine and
 * the notification list read too, so reading one or all clears the badge at once). The tab bar is
 * on the launch path and the member calls' module is not: the badge reads orderTip straight from
 * the RTK Query cache, and what asks for it (./unreadWatch.ts) loads once the launch has settled.
 */

/** RTK Query's cache key of a query without argument (`serializeQueryArgs`: `name(undefined)`). */
const ORDER_TIP_KEY = 'orderTip(undefined)';

/** The unread notifications in the cached orderTip; 0 while it is not there. */
export function selectUnreadMessages(state: RootState): number {
  const data = state.api.queries[ORDER_TIP_KEY]?.data as OrderTip | undefined;
  return data?.unreadMessageCount ?? 0;
}
