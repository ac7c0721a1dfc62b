import { waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { memberApi } from '@/api/memberApi';
import { messageApi } from '@/api/messageApi';
import { selectUnreadMessages } from '@/app/unreadMessages';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

/*
 * The notification writes show at once (the loaded list and the red dots of orderTip, which the
 * tab bar reads from the cache) and are put back when the server refuses.
 */

spyNavigator();
const buyerStore = () => makeTestStore({ session: sessions.buyer });
type Store = ReturnType<typeof buyerStore>;

/** The buyer's notifications and red dots, loaded and kept subscribed. */
async function loaded(store: Store) {
  const list = store.dispatch(messageApi.endpoints.messageNotificationPages.initiate({}));
  const tip = store.dispatch(memberApi.endpoints.orderTip.initiate());
  await list;
  await tip;
  return { unsubscribe: () => [list, tip].forEach((sub) => sub.unsubscribe()) };
}

const shown = (store: Store) => messageApi.endpoints.messageNotificationPages.select({})(store.getState()).data?.pages.flatMap((page) => page.list) ?? [];
const unreadShown = (store: Store) => shown(store).filter((message) => message.readFlag === 0).map((message) => message.id);

/** Holds `path`'s requests until `release` is called, then lets them through to `answer`. */
function hold(path: string, answer: () => Response | undefined = () => undefined) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(`*${path}`, async () => {
      await released;
      await delay(0);
      return answer();
    }),
  );
  return () => release();
}

describe('notifications: optimistic writes', () => {
  it('reads the tab bar badge from the cached orderTip (0 before it is there)', async () => {
    const store = buyerStore();
    expect(selectUnreadMessages(store.getState())).toBe(0);
    const subs = await loaded(store);
    expect(selectUnreadMessages(store.getState())).toBe(memberApi.endpoints.orderTip.select()(store.getState()).data?.unreadMessageCount);
    expect(selectUnreadMessages(store.getState())).toBe(3);
    subs.unsubscribe();
  });

  it('shows a notification read before the server answers; the red dots drop with it', async () => {
    const store = buyerStore();
    const subs = await loaded(store);
    const release = hold(catalogue.updateMessageNotification.path);
    const message = shown(store).find((candidate) => candidate.id === 'msg-7002')!;
    const sent = store.dispatch(messageApi.endpoints.readNotice.initiate({ message }));
    await waitFor(() => expect(unreadShown(store)).toEqual(['msg-7001', 'msg-7003']));
    expect(selectUnreadMessages(store.getState())).toBe(2);
    expect(db.messages.find((candidate) => candidate.id === 'msg-7002')?.readFlag).toBe(0);
    release();
    await sent;
    expect(db.messages.find((candidate) => candidate.id === 'msg-7002')?.readFlag).toBe(1);
    await waitFor(() => expect(selectUnreadMessages(store.getState())).toBe(2));
    subs.unsubscribe();
  });

  it('puts the read state back when the server refuses', async () => {
    const store = buyerStore();
    const subs = await loaded(store);
    server.use(scenario.businessError(catalogue.updateMessageNotification, '消息状态更新失败'));
    const message = shown(store).find((candidate) => candidate.id === 'msg-7003')!;
    const result = await store.dispatch(messageApi.endpoints.readNotice.initiate({ message }));
    expect(result.error).toMatchObject({ message: '消息状态更新失败' });
    expect(unreadShown(store)).toEqual(['msg-7001', 'msg-7002', 'msg-7003']);
    expect(selectUnreadMessages(store.getState())).toBe(3);
    subs.unsubscribe();
  });

  it('read all clears every dot at once, and puts them back when refused', async () => {
    const store = buyerStore();
    const subs = await loaded(store);
    server.use(scenario.businessError(catalogue.readAllMessageNotification, '消息服务繁忙'));
    const refused = store.dispatch(messageApi.endpoints.readAllNotices.initiate());
    expect(unreadShown(store)).toEqual([]);
    expect(selectUnreadMessages(store.getState())).toBe(0);
    await refused;
    expect(unreadShown(store)).toEqual(['msg-7001', 'msg-7002', 'msg-7003']);
    expect(selectUnreadMessages(store.getState())).toBe(3);

    server.resetHandlers();
    await store.dispatch(messageApi.endpoints.readAllNotices.initiate());
    expect(unreadShown(store)).toEqual([]);
    await waitFor(() => expect(memberApi.endpoints.orderTip.select()(store.getState()).data?.unreadCountByType).toEqual({ '0': 0, '1': 0, '2': 0 }));
    expect(db.messages.filter((message) => message.memberId === 'm-10086' && message.deleteFlag === 0 && message.readFlag === 0)).toHaveLength(0);
    subs.unsubscribe();
  });

  it('deletes a notification off every loaded list (deleteFlag 1); an unread one takes its dot along', async () => {
    const store = buyerStore();
    const subs = await loaded(store);
    const shipped = store.dispatch(messageApi.endpoints.messageNotificationPages.initiate({ type: 2 }));
    await shipped;
    const message = shown(store).find((candidate) => candidate.id === 'msg-7002')!;
    const sent = store.dispatch(messageApi.endpoints.deleteNotice.initiate({ message }));
    expect(shown(store).map((candidate) => candidate.id)).not.toContain('msg-7002');
    const shippedShown = messageApi.endpoints.messageNotificationPages.select({ type: 2 })(store.getState()).data?.pages[0]?.list.map((candidate) => candidate.id);
    expect(shippedShown).toEqual(['msg-7004']);
    expect(selectUnreadMessages(store.getState())).toBe(2);
    await sent;
    expect(db.messages.find((candidate) => candidate.id === 'msg-7002')?.deleteFlag).toBe(1);
    shipped.unsubscribe();
    subs.unsubscribe();
  });
});
