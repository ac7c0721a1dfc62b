import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderApp';

describe('agreement links of the auth pages', () => {
  it('login -> privacy -> back shows the login page again (a lazy screen per route)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/login']);
    await user.click(await screen.findByRole('link', { name: '《隐私政策》' }));
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '欢迎来到茶商城' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '隐私政策' })).toBeNull();
  });

  it('register keeps what was typed while the agreement is read', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/register']);
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13712345678');
    await user.type(screen.getByRole('textbox', { name: '邀请码' }), 'T38000');
    await user.click(screen.getByRole('link', { name: '《用户协议》' }));
    expect(await screen.findByRole('heading', { level: 2, name: '一、服务内容' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('textbox', { name: '手机号' })).toHaveValue('13712345678');
    expect(screen.getByRole('textbox', { name: '邀请码' })).toHaveValue('T38000');
  });
});
