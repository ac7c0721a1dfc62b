import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOrderDetailQuery } from '@/api/orderLifeApi';
import { db } from '@mocks/db';
import { setOrderStatus } from '@mocks/db/order';
import { renderApp } from '../renderApp';

/*
 * A kept route (the route table's keepAlive) stays mounted while another page shows; shown again,
 * the data that must be current (an order's detail) is asked for again, not shown as it was.
 */

function OrderStatusProbe() {
  const detail = useOrderDetailQuery({ orderId: 'o-2002' });
  return <p data-testid="kept-status">{detail.data ? `status ${detail.data.status}` : 'loading'}</p>;
}

describe('keep-alive host', () => {
  it('asks for a fresh order again when a kept route is shown again', async () => {
    const { router } = renderApp(['/apply/agent'], { session: 'buyer', override: { path: '/apply/agent', element: <OrderStatusProbe /> } });
    expect(await screen.findByText('status 1')).toBeInTheDocument();
    await act(() => router.navigate('/no-such-page'));
    const order = db.orders.find((candidate) => candidate.orderId === 'o-2002');
    if (order) setOrderStatus(order, 2);
    await act(() => router.navigate('/apply/agent'));
    expect(await screen.findByText('status 2')).toBeInTheDocument();
  });
});
