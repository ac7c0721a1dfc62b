import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { loginHref } from '@/routes';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { renderApp } from './renderApp';

/*
 * 601 (forced offline) on a login-only page: the Notice dialog comes first. The user stays on the
 * page, signed in as far as the page knows, until 知道了; then /login with the page as the way back.
 */

const MESSAGE = '您的账号已在其他设备登录，请重新登录';

describe('601 on a login-only page', () => {
  it('keeps the page under the dialog until 知道了, then goes to /login with the way back', async () => {
    server.use(scenario.forcedOffline(catalogue.orderDetail, MESSAGE));
    const user = userEvent.setup();
    const { router, store } = renderApp(['/orderDetails?orderId=o-2001'], { session: 'buyer' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGE);
    expect(router.state.location.pathname).toBe('/orderDetails');
    expect(store.getState().session.sid).not.toBe('');
    expect(screen.getByRole('heading', { name: '订单详情' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(loginHref('/orderDetails?orderId=o-2001').slice('/login'.length));
    expect(store.getState().session.sid).toBe('');
    // one way to /login: the guard's and the listener's replace land on the same address, once
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
