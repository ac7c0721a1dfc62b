import { useEffect, useState } from 'react';
import type { OrderTip } from '@/api/types/member';
import { afterSettle } from '@/platform/afterSettle';
import type { RootState } from '@/state/root';
import type { UnreadMessagesWatch } from './UnreadMessagesWatch';

/*
 * The tab bar's 我的 badge: the member's unread notifications, from orderTip (the red dots mine and
 * the notification list read too, so reading one or all clears the badge at once).
 *
 * The tab bar is on the launch path, and the member calls' module is not: the badge reads orderTip
 * straight from the RTK Query cache (a selector, a few bytes), and the subscription that asks for
 * it (`UnreadMessagesWatch`, with the member calls) loads as a chunk of its own once the page has
 * settled, for a signed-in member only. On /mine the screen asks for orderTip itself, so the badge
 * shows with the page.
 */

/** RTK Query's cache key of a query without argument (`serializeQueryArgs`: `name(undefined)`). */
const ORDER_TIP_KEY = 'orderTip(undefined)';

/** The unread notifications in the cached orderTip; 0 while it is not there. */
export function selectUnreadMessages(state: RootState): number {
  const data = state.api.queries[ORDER_TIP_KEY]?.data as OrderTip | undefined;
  return data?.unreadMessageCount ?? 0;
}

type WatchModule = { UnreadMessagesWatch: typeof UnreadMessagesWatch };
let loaded: WatchModule | undefined;

/** Loads the subscription's chunk (stories load it ahead, so a shot never races the badge). */
export function preloadUnreadWatch(): Promise<WatchModule> {
  return import('./UnreadMessagesWatch').then((module) => (loaded = module));
}

/** The subscription's module while `signedIn`: there once its chunk has loaded (after settle). */
export function useUnreadWatch(signedIn: boolean): WatchModule | undefined {
  const [watch, setWatch] = useState<WatchModule | undefined>(() => loaded);
  useEffect(() => {
    if (!signedIn || watch) return;
    let live = true;
    const cancel = afterSettle(() => {
      preloadUnreadWatch().then(
        (module) => live && setWatch(module),
        () => undefined, // no badge this time; the next sign-in or visit tries again
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [signedIn, watch]);
  return signedIn ? watch : undefined;
}
