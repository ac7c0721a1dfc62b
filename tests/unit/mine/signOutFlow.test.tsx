import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listDeviceAccounts } from '@/platform/deviceAccounts';
import { renderApp } from '../renderApp';

async function logIn(user: ReturnType<typeof userEvent.setup>, mobile: string) {
  await user.type(await screen.findByLabelText('手机号', { selector: 'input' }), mobile);
  await user.type(screen.getByLabelText('密码', { selector: 'input' }), 'Tea123456');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('signing out and switching accounts on the real route table', () => {
  it('a login is recorded on the device (never its password); log out ends the session and empties the cache', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp(['/login?redirect=%2Fmine%2Flogout']);
    await logIn(user, '13800138000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/logout'));
    expect(listDeviceAccounts()).toEqual([expect.objectContaining({ memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000' })]);
    expect(window.localStorage.getItem('deviceAccounts')).not.toContain('Tea123456');

    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(store.getState().session).toEqual({ sid: '', userInfo: null }));
    expect(window.localStorage.getItem('sid')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    // nothing of the member's answers is left in the cache (the home page's public calls may come again)
    const cached = Object.values(store.getState().api.queries).map((entry) => entry?.endpointName);
    expect(cached).not.toContain('getInfo');
    // the device still lists the account for a later switch
    expect(listDeviceAccounts().map((account) => account.memberId)).toEqual(['m-10086']);
  });

  it('switching opens the login with the other account\'s mobile filled in, signed out', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp(['/login?redirect=%2Fmine%2FchangeAccount']);
    await logIn(user, '13900139000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/changeAccount'));
    // the agent logs out and the buyer logs in: both are on the device now
    await router.navigate('/mine/logout');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(store.getState().session.sid).toBe(''));
    await router.navigate('/login?redirect=%2Fmine%2FchangeAccount');
    await logIn(user, '13800138000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/changeAccount'));

    await user.click(await screen.findByRole('button', { name: '切换到 陈记茶馆' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(store.getState().session.sid).toBe(''));
    expect(await screen.findByLabelText('手机号', { selector: 'input' })).toHaveValue('13900139000');
  });
});
