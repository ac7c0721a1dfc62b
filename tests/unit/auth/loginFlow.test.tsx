import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { readStored } from '@/platform/storage';
import { anyOrigin } from '@mocks/envelope';
import { server } from '@mocks/node';
import * as loginStories from '../../../stories/screens/auth/Login.stories';
import { renderApp } from '../renderApp';
import { composeForJsdom, renderStory, storyLocation } from '../stories';

// a guest on /login: the story's own setup
const { Initial: LoginPage } = composeForJsdom(loginStories);

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(user: ReturnType<typeof userEvent.setup>, mobile: string, password: string) {
  await user.type(await screen.findByLabelText('手机号', { selector: 'input' }), mobile);
  await user.type(input('密码'), password);
  await user.click(screen.getByRole('checkbox'));
}

describe('login flow on the real route table', () => {
  it('a guest sent to login from a protected page comes back to it, logged in', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp(['/mine/pointsHall?tab=today']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/mine/pointsHall?tab=today')}`);
    await fill(user, '13800138000', 'Tea123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/pointsHall'));
    expect(router.state.location.search).toBe('?tab=today');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(store.getState().session.sid).toMatch(/^sid-/);
    expect(store.getState().session.userInfo?.memberId).toBe('m-10086');
    expect(JSON.parse(window.localStorage.getItem('imToken') ?? '""')).toMatch(/^im-/);
  });

  it('sends one login however fast the button is tapped', async () => {
    let calls = 0;
    // the answer waits until every tap has landed, however slow the machine
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(anyOrigin(catalogue.login.path), async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ code: 0, message: '账号或密码错误', data: {} });
      }),
    );
    const user = userEvent.setup();
    await renderStory(LoginPage);
    await fill(user, '13800138000', 'Tea123456');
    const button = screen.getByRole('button', { name: '登录' });
    await user.tripleClick(button);
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toHaveAttribute('aria-disabled', 'false'));
    expect(calls).toBe(1);
    // the listener toasted the message; the form shows nothing more and keeps the input
    expect(screen.queryByTestId('form-alert')).toBeNull();
    expect(input('密码')).toHaveValue('Tea123456');
  });

  it('settlement login does not create a mall session', async () => {
    const user = userEvent.setup();
    await renderStory(LoginPage);
    await user.click(await screen.findByRole('button', { name: '结算账户' }));
    await fill(user, '13800138000', 'Tea123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('结算账户登录成功')).toBeInTheDocument();
    // the session effect would have stored a mall sid; the chat token comes only with a mall login
    expect(readStored('sid')).toBe('');
    expect(readStored('imToken')).toBe('');
    expect(storyLocation()).toBe('/login');
  });
});
