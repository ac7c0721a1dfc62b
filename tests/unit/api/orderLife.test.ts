import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressApi, ADDRESS_BOOK } from '@/api/addressApi';
import { orderApi } from '@/api/orderApi';
import { orderLifeApi } from '@/api/orderLifeApi';
import { shopApi } from '@/api/shopApi';
import type { OrderListArg } from '@/api/types/order';
import { sessions } from '@mocks/data/sessions';
import { server } from '@mocks/node';
import { makeTestStore, whenIdle } from '../teardown';
import { spyNavigator } from '../navigator';

/*
 * Cache tags of the orders area: after each action the lists and the details on screen update with
 * no full reload. The detail takes the order the action answered (no request); the lists refetch.
 */

const api = orderLifeApi.endpoints;
const buyer = () => makeTestStore({ session: sessions.buyer });
const agent = () => makeTestStore({ session: sessions.agent });
type Store = ReturnType<typeof buyer>;

/** The paths the mock server is asked for, in order (the test's own record of calls). */
let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  calls.push(new URL(request.url).pathname.split('/').slice(-1)[0] ?? '');
};
const callsOf = (name: string) => calls.filter((call) => call === name).length;

const listed = (store: Store, arg: OrderListArg) =>
  api.orderList.select(arg)(store.getState()).data?.pages.flatMap((page) => page.list.map((order) => `${order.orderId}:${order.status}`));
const detailOf = (store: Store, orderId: string) => api.orderDetail.select({ orderId })(store.getState()).data;

describe('orders area cache', () => {
  spyNavigator();
  beforeEach(() => {
    calls = [];
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });

  it('pages a status tab: 10 a page, the next page while the server says there is more', async () => {
    const store = buyer();
    const all = store.dispatch(api.orderList.initiate({ pageSize: 4 }));
    await all;
    expect(api.orderList.select({ pageSize: 4 })(store.getState()).data?.pages.map((page) => page.list.length)).toEqual([4]);
    await store.dispatch(api.orderList.initiate({ pageSize: 4 }, { direction: 'forward' }));
    await store.dispatch(api.orderList.initiate({ pageSize: 4 }, { direction: 'forward' }));
    const pages = api.orderList.select({ pageSize: 4 })(store.getState()).data?.pages ?? [];
    expect(pages.map((page) => [page.pageNo, page.list.length, page.hasMore])).toEqual([
      [1, 4, true],
      [2, 4, true],
      [3, 1, false],
    ]);
    const pending = await store.dispatch(api.orderList.initiate({ status: 0 }));
    expect(pending.data?.pages[0]?.list.map((order) => order.orderId)).toEqual(['o-2001']);
    all.unsubscribe();
  });

  it('cancel: the detail shows the answer at once, then the server’s own once (the order’s tag), the tabs refetch and the order moves tab', async () => {
    const store = buyer();
    const subscriptions = [
      store.dispatch(api.orderList.initiate({ status: 0 })),
      store.dispatch(api.orderList.initiate({ status: 4 })),
      store.dispatch(api.orderDetail.initiate({ orderId: 'o-2001' })),
    ];
    await Promise.all(subscriptions);
    expect(listed(store, { status: 0 })).toEqual(['o-2001:0']);
    calls = [];

    await store.dispatch(api.orderCancel.initiate({ orderId: 'o-2001', cancelReason: '不想要了' }));
    // written from the answer when the mutation resolved: already 已取消
    expect(detailOf(store, 'o-2001')).toMatchObject({ status: 4, statusText: '已取消', cancelReason: '不想要了' });
    await waitFor(() => expect(listed(store, { status: 0 })).toEqual([]));
    await waitFor(() => expect(listed(store, { status: 4 })).toEqual(['o-2001:4', 'o-2005:4']));
    // every screen showing the order asks for it again (details, logistics), once
    await waitFor(() => expect(callsOf('detail')).toBe(1));
    expect(callsOf('list')).toBe(2);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('a loaded list shows the new status before its refetch lands', async () => {
    const store = buyer();
    const all = store.dispatch(api.orderList.initiate({}));
    await all;
    calls = [];
    let statusWhenRefetchStarted: string | undefined;
    const onStart = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/order/list')) statusWhenRefetchStarted ??= listed(store, {})?.find((row) => row.startsWith('o-2003:'));
    };
    server.events.on('request:start', onStart);
    await store.dispatch(api.orderConfirm.initiate({ orderId: 'o-2003' }));
    await waitFor(() => expect(callsOf('list')).toBe(1));
    server.events.removeListener('request:start', onStart);
    expect(statusWhenRefetchStarted).toBe('o-2003:3');
    all.unsubscribe();
  });

  it('a refused action refetches nothing and leaves the detail as it was', async () => {
    const store = buyer();
    const subscriptions = [store.dispatch(api.orderList.initiate({})), store.dispatch(api.orderDetail.initiate({ orderId: 'o-2003' }))];
    await Promise.all(subscriptions);
    calls = [];
    const refused = await store.dispatch(api.orderCancel.initiate({ orderId: 'o-2003' }));
    expect(refused.error).toMatchObject({ kind: 'business' });
    expect(detailOf(store, 'o-2003')?.status).toBe(2);
    expect(calls).toEqual(['cancel']);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('delete: the order leaves the lists and its detail refetches (gone)', async () => {
    const store = buyer();
    const subscriptions = [store.dispatch(api.orderList.initiate({})), store.dispatch(api.orderDetail.initiate({ orderId: 'o-2005' }))];
    await Promise.all(subscriptions);
    await store.dispatch(api.orderDelete.initiate({ orderId: 'o-2005' }));
    await waitFor(() => expect(listed(store, {})?.some((row) => row.startsWith('o-2005:'))).toBe(false));
    await waitFor(() => expect(api.orderDetail.select({ orderId: 'o-2005' })(store.getState()).error).toMatchObject({ message: '订单不存在' }));
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('after-sales: a refund request moves the order into the after-sale list; removing it moves it back', async () => {
    const store = buyer();
    const returns = store.dispatch(api.returnList.initiate({}));
    const toShip = store.dispatch(api.orderList.initiate({ status: 1 }));
    await Promise.all([returns, toShip]);
    const afterSales = () => api.returnList.select({})(store.getState()).data?.pages[0]?.list.map((order) => order.orderId);
    expect(afterSales()).toEqual(['o-2006', 'o-2007', 'o-2008']);

    await store.dispatch(api.orderRefund.initiate({ orderId: 'o-2002', reason: '不想要了' }));
    await waitFor(() => expect(afterSales()?.[0]).toBe('o-2002'));
    await waitFor(() => expect(listed(store, { status: 1 })).toEqual([]));
    await store.dispatch(api.afterSaleRemove.initiate({ orderId: 'o-2002' }));
    await waitFor(() => expect(listed(store, { status: 1 })).toEqual(['o-2002:1']));
    returns.unsubscribe();
    toShip.unsubscribe();
  });

  it('seller actions update the distribution list and the detail the tea house has open', async () => {
    const store = agent();
    const subscriptions = [store.dispatch(api.sellerOrderList.initiate({ deliveryStatus: 0 })), store.dispatch(api.orderDetail.initiate({ orderId: 'o-2002' }))];
    await Promise.all(subscriptions);
    const waiting = () => api.sellerOrderList.select({ deliveryStatus: 0 })(store.getState()).data?.pages[0]?.list.map((order) => order.orderId);
    expect(waiting()).toEqual(['o-2002', 'o-2006']);
    await store.dispatch(api.deliveryConfirm.initiate({ orderId: 'o-2002' }));
    expect(detailOf(store, 'o-2002')).toMatchObject({ status: 2, deliveryStatus: 2 });
    await waitFor(() => expect(waiting()).toEqual(['o-2006']));
    await store.dispatch(api.confirmRefund.initiate({ orderId: 'o-2006' }));
    await waitFor(() => expect(waiting()).toEqual([]));
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('a review refreshes the order (its line reviewed) and the goods’ reviews', async () => {
    const store = buyer();
    await store.dispatch(api.orderConfirm.initiate({ orderId: 'o-2003' }));
    const reviews = store.dispatch(shopApi.endpoints.goodsEvaluationPage.initiate({ goodsId: 'g-1701' }));
    const detail = store.dispatch(api.orderDetail.initiate({ orderId: 'o-2003' }));
    await Promise.all([reviews, detail]);
    const totalBefore = shopApi.endpoints.goodsEvaluationPage.select({ goodsId: 'g-1701' })(store.getState()).data?.total ?? 0;
    await store.dispatch(api.saveOrderEvaluation.initiate({ orderId: 'o-2003', goodsId: 'g-1701', rating: 4, content: '盖碗手感很好，出汤利落' }));
    await waitFor(() => expect(detailOf(store, 'o-2003')?.lines.find((line) => line.goodsId === 'g-1701')?.evaluated).toBe(1));
    await waitFor(() => expect(shopApi.endpoints.goodsEvaluationPage.select({ goodsId: 'g-1701' })(store.getState()).data?.total).toBe(totalBefore + 1));
    reviews.unsubscribe();
    detail.unsubscribe();
  });

  it('a new order appears in the 待付款 tab (checkout invalidates the order lists)', async () => {
    const store = buyer();
    const pending = store.dispatch(api.orderList.initiate({ status: 0 }));
    await pending;
    const created = await store.dispatch(orderApi.endpoints.orderCreate.initiate({ addressId: 'addr-1', items: [{ goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 1 }] }));
    const orderId = created.data && 'orderId' in created.data ? created.data.orderId : '';
    await waitFor(() => expect(listed(store, { status: 0 })).toEqual([`${orderId}:0`, 'o-2001:0']));
    pending.unsubscribe();
  });
});

describe('address book cache', () => {
  spyNavigator();

  const book = (store: Store) => addressApi.endpoints.addressPage.select(ADDRESS_BOOK)(store.getState()).data?.list.map((address) => `${address.id}:${address.isDefault}`);

  it('set default: the book shows the new default first as soon as the server agreed; a settle preview takes it', async () => {
    const store = buyer();
    const subscriptions = [store.dispatch(addressApi.endpoints.addressPage.initiate(ADDRESS_BOOK)), store.dispatch(orderApi.endpoints.cartSettle.initiate({ cartIds: ['cart-3001'] }))];
    await Promise.all(subscriptions);
    expect(book(store)?.[0]).toBe('addr-1:1');
    await store.dispatch(addressApi.endpoints.addressSetDefault.initiate({ id: 'addr-2' }));
    const patched = book(store);
    const shownAt = addressApi.endpoints.addressPage.select(ADDRESS_BOOK)(store.getState()).fulfilledTimeStamp ?? Infinity;
    expect(patched?.[0]).toBe('addr-2:1');
    expect(patched?.filter((row) => row.endsWith(':1'))).toHaveLength(1);
    await waitFor(() => expect(orderApi.endpoints.cartSettle.select({ cartIds: ['cart-3001'] })(store.getState()).data?.address?.id).toBe('addr-2'));
    // the refetched book is the one already shown
    await whenIdle(store);
    expect(addressApi.endpoints.addressPage.select(ADDRESS_BOOK)(store.getState()).fulfilledTimeStamp).toBeGreaterThan(shownAt);
    expect(book(store)).toEqual(patched);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('delete: gone from the book at once; add: the book refetches with it', async () => {
    const store = buyer();
    const subscription = store.dispatch(addressApi.endpoints.addressPage.initiate(ADDRESS_BOOK));
    await subscription;
    await store.dispatch(addressApi.endpoints.addressDelete.initiate({ id: 'addr-2' }));
    expect(book(store)).toEqual(['addr-1:1', 'addr-4:0']);
    const added = await store.dispatch(
      addressApi.endpoints.addressAdd.initiate({ receiver: '林小茶', mobile: '13655556666', provinceId: 350000, cityId: 350100, regionId: 350104, detail: '浦上大道 272 号万达广场' }),
    );
    await waitFor(() => expect(book(store)).toEqual(['addr-1:1', `${added.data?.id}:0`, 'addr-4:0']));
    subscription.unsubscribe();
  });
});
