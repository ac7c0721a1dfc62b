import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { cartApi, useCartCount } from '@/api/cartApi';
import { db } from '@mocks/db';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';
import { spyNavigator } from '../navigator';

const buyer = () => makeTestStore({ session: sessions.buyer });
const { cartList, cartAdd, cartUpdate, cartDelete, cartAddressPage } = cartApi.endpoints;

describe('cart api + mock backend', () => {
  spyNavigator();

  it('lists the buyer’s lines with current price, stock and the invalid flag', async () => {
    const store = buyer();
    const { data } = await store.dispatch(cartList.initiate());
    expect(data?.map((line) => line.cartId).sort()).toEqual(['cart-3001', 'cart-3002', 'cart-3003', 'cart-3004', 'cart-3005']);
    const byId = new Map(data?.map((line) => [line.cartId, line]));
    expect(byId.get('cart-3001')).toMatchObject({ goodsName: '勐海古树普洱生茶饼', specText: '357克 / 2019', price: 368, stock: 42, invalid: 0 });
    expect(byId.get('cart-3003')).toMatchObject({ invalid: 1, invalidReason: '已下架' });
    expect(byId.get('cart-3004')).toMatchObject({ invalid: 1, invalidReason: '已售罄', stock: 0 });
  });

  it('add to cart: the list shows the new line and a subscribed cartList refetches (tag invalidation)', async () => {
    const store = buyer();
    const subscription = store.dispatch(cartList.initiate());
    await subscription;
    expect(cartList.select()(store.getState()).data).toHaveLength(5);

    const added = await store.dispatch(cartAdd.initiate({ goodsId: 'g-1302', skuId: 'sku-1302-2', quantity: 2 }));
    expect(added.error).toBeUndefined();
    expect(added.data?.quantity).toBe(2);

    await waitFor(() => expect(cartList.select()(store.getState()).data).toHaveLength(6));
    const line = cartList.select()(store.getState()).data?.find((candidate) => candidate.skuId === 'sku-1302-2');
    expect(line).toMatchObject({ cartId: added.data?.cartId, goodsName: '金骏眉 特级', specText: '50克 / 礼盒', quantity: 2, selected: 1 });
    subscription.unsubscribe();
  });

  it('adding the same SKU again merges into one line', async () => {
    const store = buyer();
    const first = await store.dispatch(cartAdd.initiate({ goodsId: 'g-1001', skuId: 'sku-1001-1', quantity: 3 }));
    expect(first.data).toEqual({ cartId: 'cart-3001', quantity: 4 });
    const { data } = await store.dispatch(cartList.initiate());
    expect(data?.filter((line) => line.skuId === 'sku-1001-1')).toHaveLength(1);
    expect(data).toHaveLength(5);
  });

  it('rejects adding beyond the stock, a sold-out SKU and an off-shelf goods with the server message', async () => {
    const store = buyer();
    const over = await store.dispatch(cartAdd.initiate({ goodsId: 'g-1702', skuId: 'sku-1702-1', quantity: 6 }));
    expect(over.error).toEqual({ kind: 'business', code: 0, message: '库存不足，该规格最多可购买 5 件', notify: true });
    const soldOut = await store.dispatch(cartAdd.initiate({ goodsId: 'g-1001', skuId: 'sku-1001-3', quantity: 1 }));
    expect(soldOut.error).toMatchObject({ message: '该规格已售罄' });
    const offShelf = await store.dispatch(cartAdd.initiate({ goodsId: 'g-1104', skuId: 'sku-1104-1', quantity: 1 }));
    expect(offShelf.error).toMatchObject({ message: '商品已下架，无法加入购物车' });
    expect(db.cartLines.filter((line) => line.memberId === 'm-10086')).toHaveLength(5);
  });

  it('rejects an over-stock quantity update with the Chinese message and keeps the quantity', async () => {
    const store = buyer();
    const result = await store.dispatch(cartUpdate.initiate({ cartId: 'cart-3001', quantity: 43 }));
    expect(result.error).toEqual({ kind: 'business', code: 0, message: '库存不足，该规格最多可购买 42 件', notify: true });
    const { data } = await store.dispatch(cartList.initiate(undefined, { forceRefetch: true }));
    expect(data?.find((line) => line.cartId === 'cart-3001')?.quantity).toBe(1);
  });

  it('updates quantity and selection, and refuses to tick an invalid line', async () => {
    const store = buyer();
    const updated = await store.dispatch(cartUpdate.initiate({ cartId: 'cart-3002', quantity: 5, selected: 0 }));
    expect(updated.data?.[0]).toMatchObject({ cartId: 'cart-3002', quantity: 5, selected: 0 });
    const invalid = await store.dispatch(cartUpdate.initiate({ cartId: 'cart-3003', selected: 1 }));
    expect(invalid.error).toMatchObject({ message: '商品已下架，无法勾选' });

    // select all: invalid lines stay unticked
    const all = await store.dispatch(cartUpdate.initiate({ cartIds: ['cart-3001', 'cart-3002', 'cart-3003', 'cart-3005'], selected: 1 }));
    expect(all.data?.map((line) => [line.cartId, line.selected])).toEqual([
      ['cart-3001', 1],
      ['cart-3002', 1],
      ['cart-3003', 0],
      ['cart-3005', 1],
    ]);
  });

  it('deletes lines by id; the next list no longer has them', async () => {
    const store = buyer();
    const deleted = await store.dispatch(cartDelete.initiate({ cartIds: ['cart-3003', 'cart-3004'] }));
    expect(deleted.data).toEqual({ deleted: 2 });
    const { data } = await store.dispatch(cartList.initiate());
    expect(data?.map((line) => line.cartId).sort()).toEqual(['cart-3001', 'cart-3002', 'cart-3005']);
    const again = await store.dispatch(cartDelete.initiate({ cartIds: ['cart-3003'] }));
    expect(again.error).toMatchObject({ message: '购物车商品不存在' });
  });

  it('a member only sees and changes their own lines', async () => {
    const agent = makeTestStore({ session: sessions.agent });
    const { data } = await agent.dispatch(cartList.initiate());
    expect(data?.map((line) => line.cartId)).toEqual(['cart-3101']);
    const foreign = await agent.dispatch(cartUpdate.initiate({ cartId: 'cart-3001', quantity: 2 }));
    expect(foreign.error).toMatchObject({ message: '购物车商品不存在' });
  });

  it('guest cartList answers 10001: a sessionExpired error', async () => {
    const store = makeTestStore();
    const result = await store.dispatch(cartList.initiate());
    expect(result.error).toMatchObject({ kind: 'sessionExpired', code: 10001 });
    expect(result.data).toBeUndefined();
  });

  it('cartAddressPage lists the member’s address book (member domain), the default first', async () => {
    const store = buyer();
    const { data } = await store.dispatch(cartAddressPage.initiate({ pageNo: 1, pageSize: 10 }));
    expect(data?.total).toBe(db.addresses.filter((address) => address.memberId === 'm-10086').length);
    expect(data?.total).toBeGreaterThanOrEqual(2);
    expect(data?.list[0]).toMatchObject({ isDefault: 1, receiver: '林清茶', cityName: '福州市' });
    expect(data?.list.every((address) => address.memberId === 'm-10086')).toBe(true);
  });

  it('useCartCount counts the lines that can be bought and follows cartList: adding a line bumps the badge (CartCount tag)', async () => {
    const store = buyer();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const { result } = renderHook(() => useCartCount(), { wrapper });
    // five lines in the cart, one off the shelf and one sold out: three can be bought
    await waitFor(() => expect(result.current).toBe(3));
    const lines = cartApi.endpoints.cartList.select()(store.getState()).data ?? [];
    expect(lines).toHaveLength(5);
    expect(lines.filter((line) => line.invalid === 1).map((line) => line.invalidReason).sort()).toEqual(['已下架', '已售罄']);
    await store.dispatch(cartAdd.initiate({ goodsId: 'g-1603', skuId: 'sku-1603-2', quantity: 1 }));
    await waitFor(() => expect(result.current).toBe(4));
  });

  it('useCartCount skips the call for a guest', () => {
    const store = makeTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const { result } = renderHook(() => useCartCount({ skip: true }), { wrapper });
    expect(result.current).toBe(0);
    expect(cartList.select()(store.getState()).status).toBe('uninitialized');
  });
});
