import { memberApi } from '@/api/memberApi';
import type { AppStore } from './store';

/**
 * Keeps orderTip (the red dots: mine's order strip, its bell and the tab bar's 我的 badge) asked for
 * while a member is signed in, and lets it go at logout. A chunk of its own, with the member calls:
 * the app starts it once the launch has settled (src/app/main.tsx), so the tab bar on the launch
 * path carries only the selector (./unreadMessages.ts); mine asks for orderTip itself, so its page
 * never waits for this. Returns the way to stop watching.
 */
export function watchUnreadMessages(store: AppStore): () => void {
  let subscription: { unsubscribe: () => void } | null = null;
  const follow = () => {
    const signedIn = store.getState().session.sid !== '';
    if (signedIn && !subscription) subscription = store.dispatch(memberApi.endpoints.orderTip.initiate());
    else if (!signedIn && subscription) {
      subscription.unsubscribe();
      subscription = null;
    }
  };
  follow();
  const stop = store.subscribe(follow);
  return () => {
    stop();
    subscription?.unsubscribe();
    subscription = null;
  };
}
