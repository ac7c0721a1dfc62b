import { useOrderTipQuery } from '@/api/memberApi';

/** Keeps orderTip (the red dots) asked for while the tab bar shows for a signed-in member. Renders nothing. */
export function UnreadMessagesWatch() {
  useOrderTipQuery();
  return null;
}
