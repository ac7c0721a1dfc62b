import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderLifeApi } from '@/api/orderLifeApi';
import { shipOrder } from '@mocks/control/orders';
import { sessions } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { setOrderStatus } from '@mocks/db/order';
import { agreeRefund } from '@mocks/handlers/order/afterSale';
import { renderApp } from '../renderApp';
import { makeTestStore } from '../teardown';

/*
 * The server moves an order on its own (the warehouse ships it, the refund is agreed): details and
 * logistics opened again show the server's state, not the answer they cached a moment ago. And an
 * action taken on one screen reaches every cached view of that order.
 */

function record(orderId: string) {
  const found = db.orders.find((order) => order.orderId === orderId);
  if (!found) throw new Error(`no order ${orderId}`);
  return found;
}

/** o-2001, paid: a 待发货 express order of the buyer the warehouse can ship. */
function paidExpressOrder(): string {
  const order = record('o-2001');
  setOrderStatus(order, 1);
  order.payTime = '2026-11-20 09:20:00';
  order.payExpireTime = '';
  return order.orderId;
}

const banner = () => screen.findByTestId('status-banner');

describe('order details and logistics show the server state whenever they are opened', () => {
  it('after the warehouse shipped the order: details say 待收货 with 确认收货, logistics shows the waybill', async () => {
    const orderId = paidExpressOrder();
    const { router } = renderApp([`/logistics?orderId=${orderId}`], { session: 'buyer' });
    expect(await screen.findByText('订单还未发货')).toBeInTheDocument();
    await act(() => router.navigate(`/orderDetails?orderId=${orderId}`));
    await waitFor(async () => expect(await banner()).toHaveTextContent('待发货'));

    await act(() => router.navigate('/order'));
    await screen.findAllByTestId('order-card');
    const shipped = shipOrder(db, { orderId, company: '中通快递' });

    await act(() => router.navigate(`/orderDetails?orderId=${orderId}`));
    await waitFor(async () => expect(await banner()).toHaveTextContent('待收货'));
    expect(await screen.findByRole('button', { name: '确认收货' })).toBeInTheDocument();

    await act(() => router.navigate(`/logistics?orderId=${orderId}`));
    const waybill = await screen.findByTestId('logistics-waybill');
    expect(within(waybill).getByText('中通快递')).toBeInTheDocument();
    expect(within(waybill).getByText(shipped.logisticsSn)).toBeInTheDocument();
    expect(screen.queryByText('订单还未发货')).toBeNull();
  });

  it('after the refund was agreed: details say 已退款, not 售后中', async () => {
    const { router } = renderApp(['/orderDetails?orderId=o-2006'], { session: 'buyer' });
    await waitFor(async () => expect(await banner()).toHaveTextContent('售后中'));
    await act(() => router.navigate('/order'));
    await screen.findAllByTestId('order-card');
    agreeRefund(db, record('o-2006'));

    await act(() => router.navigate('/orderDetails?orderId=o-2006'));
    await waitFor(async () => expect(await banner()).toHaveTextContent('已退款'));
  });
});

describe('an order action reaches every cached view of the order', () => {
  it('confirm receipt refetches the loaded logistics of that order', async () => {
    const store = makeTestStore({ session: sessions.buyer });
    const logistics = store.dispatch(orderLifeApi.endpoints.orderLogistics.initiate({ orderId: 'o-2003' }));
    expect((await logistics).data?.statusText).toBe('待收货');
    await store.dispatch(orderLifeApi.endpoints.orderConfirm.initiate({ orderId: 'o-2003' })).unwrap();
    await waitFor(() => expect(orderLifeApi.endpoints.orderLogistics.select({ orderId: 'o-2003' })(store.getState()).data?.statusText).toBe('已完成'));
    logistics.unsubscribe();
  });
});
