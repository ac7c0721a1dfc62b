import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberApi } from '@/api/memberApi';
import { selectUnreadMessages } from '@/app/unreadMessages';
import { watchUnreadMessages } from '@/app/unreadWatch';
import { loggedIn, loggedOut } from '@/state/session';
import { sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import { makeTestStore } from '../teardown';

/** orderTip requests the mock server has seen since `count` started. */
function countOrderTips(): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('orderTip')) count += 1;
  });
  return () => count;
}

/** A write elsewhere changed the red dots: RTK Query asks again for every subscribed query with the tag. */
const redDotsChanged = (store: ReturnType<typeof makeTestStore>) => store.dispatch(memberApi.util.invalidateTags(['RedDot']));

describe('the red dots kept for a signed-in member (the tab bar badge)', () => {
  it('asks for orderTip while a member is signed in, not for a guest, and lets it go at logout', async () => {
    const requests = countOrderTips();
    const store = makeTestStore();
    const stop = watchUnreadMessages(store);
    redDotsChanged(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests()).toBe(0);

    store.dispatch(loggedIn(sessions.buyer));
    await waitFor(() => expect(selectUnreadMessages(store.getState())).toBe(3));
    expect(requests()).toBe(1);
    // subscribed: a change to the red dots asks again
    redDotsChanged(store);
    await waitFor(() => expect(requests()).toBe(2));

    // logged out: let go, nothing asks again
    store.dispatch(loggedOut());
    redDotsChanged(store);
    stop();
    store.dispatch(loggedIn(sessions.buyer));
    redDotsChanged(store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests()).toBe(2);
  });
});
