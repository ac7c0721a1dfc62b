import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { orderApi } from '@/api/orderApi';
import { isPassedThroughFailure } from '@/api/types/common';
import { resetStorageFailureReport } from '@/platform/storage';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { anyOrigin, fail } from '@mocks/envelope';
import { server } from '@mocks/node';
import * as confirmOrderStories from '../../../stories/screens/cart/ConfirmOrder.stories';
import { composeForJsdom, renderStory, storyLocation, storyNavigation } from '../stories';
import { fullStorage } from '../fullStorage';
import { makeTestStore } from '../teardown';

// a buyer settling cart lines cart-3001 and cart-3002: the story's own setup
const { Success: SettlingTwoCartLines } = composeForJsdom(confirmOrderStories);

/** Counts the orderCreate requests that reach the network layer. */
function countCreates() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === catalogue.orderCreate.path) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

let stopCounting: (() => void) | undefined;
afterEach(() => {
  stopCounting?.();
  stopCounting = undefined;
});

async function readyToSubmit() {
  await waitFor(() => expect(screen.getAllByTestId('settle-line')).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥714.00'));
  return screen.getByRole('button', { name: '提交订单' });
}

describe('confirm order submit guard', () => {
  it('creates exactly one order for a double tap', async () => {
    const creates = countCreates();
    stopCounting = creates.stop;
    const ordersBefore = db.orders.length;
    await renderStory(SettlingTwoCartLines);
    const button = await readyToSubmit();

    // both taps land before React re-renders (the button is still enabled for the second)
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });

    await waitFor(() => expect(storyLocation()).toMatch(/^\/orderDetails\?/));
    expect(creates.count).toBe(1);
    expect(db.orders).toHaveLength(ordersBefore + 1);
    const created = db.orders[db.orders.length - 1];
    // the order's details, told to open its payment at once
    expect(storyLocation()).toBe(`/orderDetails?orderId=${created?.orderId}&pay=1`);
    expect(storyNavigation().action).toBe('REPLACE');
    expect(JSON.parse(window.localStorage.getItem('currentOrder') ?? 'null')).toEqual({
      orderId: created?.orderId,
      orderNo: created?.orderNo,
      payAmount: 714,
    });
    // the cart lost the ordered lines
    expect(db.cartLines.filter((line) => line.memberId === 'm-10086').map((line) => line.cartId).sort()).toEqual(['cart-3003', 'cart-3004', 'cart-3005']);
  });

  it('a full storage does not turn a created order into a failure (issue 10 item 1)', async () => {
    const creates = countCreates();
    stopCounting = creates.stop;
    await renderStory(SettlingTwoCartLines);
    const button = await readyToSubmit();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fullStorage();
    try {
      fireEvent.click(button);
      await waitFor(() => expect(storyLocation()).toMatch(/^\/orderDetails\?orderId=o-/));
      expect(creates.count).toBe(1);
      expect(document.querySelector('.adm-toast-main')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
      resetStorageFailureReport();
    }
  });

  it('keeps the remark on a passed-through failure and lets the buyer try again, once per tap', async () => {
    const user = userEvent.setup();
    const creates = countCreates();
    stopCounting = creates.stop;
    let refuse = true;
    server.use(
      http.post(anyOrigin(catalogue.orderCreate.path), () =>
        refuse ? fail(0, '「明前西湖龙井」100克 / 一级 库存不足，仅剩 1 件', { skuId: 'sku-1201-2', stock: 1 }) : undefined,
      ),
    );
    await renderStory(SettlingTwoCartLines);
    const button = await readyToSubmit();
    await user.type(screen.getByRole('textbox', { name: '订单备注' }), '请周末送达');

    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('「明前西湖龙井」100克 / 一级 库存不足，仅剩 1 件');
    expect(creates.count).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.getByRole('textbox', { name: '订单备注' })).toHaveValue('请周末送达');
    expect(storyLocation()).toBe('/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002');

    refuse = false;
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(storyLocation()).toMatch(/^\/orderDetails\?/));
    expect(creates.count).toBe(2);
    expect(db.orders[db.orders.length - 1]?.remark).toBe('请周末送达');
  });
});

describe('order coupon on the mock backend', () => {
  const items = [
    { goodsId: 'g-1001', skuId: 'sku-1001-1', quantity: 1 },
    { goodsId: 'g-1201', skuId: 'sku-1201-2', quantity: 2 },
  ];

  it('takes the coupon off the pay amount and marks it used; a used coupon passes its refusal through', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const created = await store.dispatch(orderApi.endpoints.orderCreate.initiate({ addressId: 'addr-1', items, couponId: 'mc-8004' }));
    // 764 - 满 299 减 50 - 暖茶节满 199 减 30
    expect(created.data).toMatchObject({ payAmount: 684 });
    expect(db.memberCoupons.find((held) => held.id === 'mc-8004')).toMatchObject({ status: 1 });

    const again = await store.dispatch(orderApi.endpoints.orderCreate.initiate({ addressId: 'addr-1', items, couponId: 'mc-8004' }));
    expect(isPassedThroughFailure(again.data)).toBe(true);
    expect(again.data).toMatchObject({ message: '该优惠券已使用' });
  });
  it('takes a category coupon only off the lines of its category, and refuses it on an order without them', async () => {
    // the buyer holds 明前绿茶满 199 减 25 (cp-10, 绿茶 c-03)
    db.memberCoupons.push({ id: 'mc-8010', memberId: 'm-10086', couponId: 'cp-10', status: 0, receiveTime: '2026-11-20 09:00:00', useTime: null });
    const store = makeTestStore({ session: sessions.buyer });

    // 勐海古树普洱生茶饼 alone: ¥368 of 普洱, no green tea
    const puerOnly = [{ goodsId: 'g-1001', skuId: 'sku-1001-1', quantity: 1 }];
    const refused = await store.dispatch(orderApi.endpoints.orderCreate.initiate({ addressId: 'addr-1', items: puerOnly, couponId: 'mc-8010' }));
    expect(isPassedThroughFailure(refused.data)).toBe(true);
    expect(refused.data).toMatchObject({ message: '该优惠券仅限绿茶类商品使用，当前订单不可用' });

    // ¥368 of 普洱 and one ¥198 明前西湖龙井: the order passes ¥199, its green tea does not
    const oneGreen = [...puerOnly, { goodsId: 'g-1201', skuId: 'sku-1201-2', quantity: 1 }];
    const short = await store.dispatch(orderApi.endpoints.orderCreate.initiate({ addressId: 'addr-1', items: oneGreen, couponId: 'mc-8010' }));
    expect(short.data).toMatchObject({ message: '绿茶类商品金额未满 199 元，无法使用该优惠券' });
    expect(db.memberCoupons.find((held) => held.id === 'mc-8010')).toMatchObject({ status: 0 });
    const orders = db.orders.length;

    // two of them (¥396 of green tea): 764 - 满 299 减 50 - 25
    const created = await store.dispatch(orderApi.endpoints.orderCreate.initiate({ addressId: 'addr-1', items, couponId: 'mc-8010' }));
    expect(created.data).toMatchObject({ payAmount: 689 });
    expect(db.orders).toHaveLength(orders + 1);
    expect(db.orders.at(-1)).toMatchObject({ couponAmount: 25 });
    expect(db.memberCoupons.find((held) => held.id === 'mc-8010')).toMatchObject({ status: 1 });
  });
});
