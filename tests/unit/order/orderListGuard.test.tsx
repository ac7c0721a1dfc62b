import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { renderApp } from '../renderApp';

/*
 * The route table's leave guard with the real order list: its own exits (a card, 查看物流) are
 * allowed; back towards /home lands on /mine; a session that ends on the list still goes to the
 * login page with the way back to the list.
 */

async function card(orderId: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByTestId('order-card').find((element) => element.dataset.orderId === orderId);
    if (!found) throw new Error(`${orderId} not listed`);
    return found;
  });
}

describe('order list leave guard, with the real screen', () => {
  it('lets a card open its order details', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/home', '/order'], { session: 'buyer' });
    await user.click(within(await card('o-2004')).getByText('订单号 TM202611051930000004'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetails'));
    expect(router.state.location.search).toBe('?orderId=o-2004');
  });

  it('lets 查看物流 open the logistics page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/order?status=2'], { session: 'buyer' });
    await user.click(within(await card('o-2003')).getByRole('button', { name: '查看物流' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logistics'));
    expect(router.state.location.search).toBe('?orderId=o-2003');
  });

  it('sends the header back (history leads to /home) to /mine', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/home', '/order'], { session: 'buyer' });
    await card('o-2001');
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  });

  it('lets an expired session take the list to /login with the way back to it', async () => {
    server.use(scenario.sessionExpired(catalogue.orderList));
    const { router } = renderApp(['/order?status=2'], { session: 'buyer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/order?status=2')}`);
    // the session's own message, not the 请先登录 of a guarded page entered without one
    await waitFor(() => expect(document.querySelector('.adm-toast-main')?.textContent).toContain('登录状态已过期'));
    expect(document.querySelector('.adm-toast-main')?.textContent).not.toContain('请先登录');
  });
});
