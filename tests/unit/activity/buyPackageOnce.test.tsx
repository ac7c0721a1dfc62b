import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { answerLost } from '@mocks/answerLost';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp } from '../renderApp';

const PACKAGE = '围炉煮茶礼包';
const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';
const packageOrders = () => db.orders.filter((order) => order.orderType === 'activity' && order.lines.some((line) => line.goodsName === PACKAGE));

async function buyButton(): Promise<HTMLElement> {
  const card = await screen.findByRole('article', { name: PACKAGE });
  return within(card).findByRole('button', { name: '立即抢购' });
}

describe('buying an activity gift package happens once', () => {
  it('five fast taps with the first answer lost, then a retry: one request for the taps, one order, the cashier on it', async () => {
    const lost = answerLost(catalogue.createActivity);
    server.use(lost.handler);
    const user = userEvent.setup();
    renderApp(['/activityAreaDetails?activityId=act-2026-winter'], { session: 'buyer' });
    const before = packageOrders().length;

    const button = await buyButton();
    // five taps before the first answer comes: single flight sends one request
    for (let tap = 0; tap < 5; tap += 1) fireEvent.click(button);
    // the answer was lost: the user is told, and the order exists on the server already
    await waitFor(() => expect(toastText()).toContain('网络不给力，请检查网络后重试'));
    expect(lost.reached()).toBe(1);
    expect(packageOrders()).toHaveLength(before + 1);

    await user.click(await buyButton());
    // the retry carries the same request number: the server answers the order it made
    expect(await screen.findByTestId('pay-channel-amount', {}, { timeout: 5000 })).toHaveTextContent('¥299.00');
    expect(lost.reached()).toBe(2);
    expect(packageOrders()).toHaveLength(before + 1);
    expect(screen.queryAllByRole('article', { name: PACKAGE })).toHaveLength(0);
  });

  it('without the exactly-once guard the retry would make a second order (the server side is what holds it)', async () => {
    server.use(answerLost(catalogue.createActivity).handler);
    const before = packageOrders().length;
    // two requests without a number: two orders
    const { makeTestStore } = await import('../teardown');
    const { sessions } = await import('@mocks/data/sessions');
    const { orderApi } = await import('@/api/orderApi');
    const store = makeTestStore({ session: sessions.buyer });
    const arg = { activityId: 'act-2026-winter', packageId: 'gp-03', quantity: 1, addressId: 'addr-1' };
    await store.dispatch(orderApi.endpoints.createActivity.initiate(arg));
    await store.dispatch(orderApi.endpoints.createActivity.initiate(arg));
    expect(packageOrders()).toHaveLength(before + 2);
  });
});
