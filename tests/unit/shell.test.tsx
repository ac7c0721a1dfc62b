import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as shellStories from '../../stories/app/Shell.stories';
import { renderApp } from './renderApp';
import { composeForJsdom, renderStory, storyLocation } from './stories';

const { KeepAliveKeepsTypedText } = composeForJsdom(shellStories);

/** A tab of the footer tab bar (screens may show the same words elsewhere). */
async function tab(label: string): Promise<HTMLElement> {
  return within(await screen.findByTestId('tab-bar')).getByRole('button', { name: label });
}

describe('app shell navigation rules', () => {
  it('redirects / to /home and titles the page', async () => {
    const { router } = renderApp(['/']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(document.title).toBe('首页 - 茶商城'));
  });

  it('shows the coming-soon page, marked for tooling, on an unbuilt route', async () => {
    const { container } = renderApp(['/mine/pointsHall'], { session: 'buyer' });
    await waitFor(() => expect(container.querySelector('[data-coming-soon="/mine/pointsHall"]')).not.toBeNull());
  });

  it('shows the not-found page for an unknown route', async () => {
    const { container } = renderApp(['/no/such/page']);
    await waitFor(() => expect(container.querySelector('[data-not-found]')).not.toBeNull());
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('guest tapping mine gets 请先登录 and /login; a buyer reaches /mine', async () => {
    const user = userEvent.setup();
    const guest = renderApp(['/home']);
    await user.click(await tab('我的'));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(document.querySelector('.adm-toast-main')?.textContent).toContain('请先登录'));
    guest.unmount();

    const buyer = renderApp(['/home'], { session: 'buyer' });
    await user.click(await tab('我的'));
    await waitFor(() => expect(buyer.router.state.location.pathname).toBe('/mine'));
  });

  it('home, category, shop and cart replace the history entry; mine pushes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/home'], { session: 'buyer' });
    await user.click(await tab('分类'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/goods/category'));
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(await tab('我的'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a guest deep link to a login-only route goes to /login with the way back', async () => {
    const { router } = renderApp(['/myCoupon?tab=unused']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FmyCoupon%3Ftab%3Dunused');
  });

  it('stores a query token only when none is stored, and removes it from the URL', async () => {
    const first = renderApp(['/home?token=abc&x=1']);
    await waitFor(() => expect(first.router.state.location.search).toBe('?x=1'));
    expect(window.sessionStorage.getItem('token')).toBe('abc');
    first.unmount();

    const second = renderApp(['/home?token=zzz']);
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
    expect(window.sessionStorage.getItem('token')).toBe('abc');
  });

  describe('order list leave guard', () => {
    it.each(['/shoppingCart/confirmOrder', '/orderDetails', '/mine', '/logistics', '/comment'])('allows %s', async (to) => {
      const { router } = renderApp(['/order'], { session: 'buyer' });
      await act(() => router.navigate(to));
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
    });

    it.each(['/home', '/goods/category', '/goods/detail/12'])('sends %s to /mine', async (to) => {
      const { router } = renderApp(['/order'], { session: 'buyer' });
      await act(() => router.navigate(to));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    });

    it('never renders the forbidden page on the way to /mine', async () => {
      const rendered = vi.fn();
      function HomeProbe() {
        rendered();
        return <p>首页内容</p>;
      }
      const { router } = renderApp(['/order'], { session: 'buyer', override: { path: '/home', element: <HomeProbe /> } });
      await act(() => router.navigate('/home'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(rendered).not.toHaveBeenCalled();
    });

    it('sends a history back to a forbidden page to /mine', async () => {
      const { router } = renderApp(['/home', '/order'], { session: 'buyer' });
      await act(() => router.navigate(-1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    });
  });

  it('keeps a keep-alive route mounted with its state while away', async () => {
    const user = userEvent.setup();
    // the story's register form at /register; the user reads the agreement and comes back
    await renderStory(KeepAliveKeepsTypedText);
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('link', { name: '《用户协议》' }));
    await waitFor(() => expect(storyLocation()).toBe('/agreement'));
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(storyLocation()).toBe('/register'));
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  });
});

describe('page header back', () => {
  it('from the first entry goes to /home, which the order list turns into /mine', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/order'], { session: 'buyer' });
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
  });

  it('with history goes back one entry', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/mine/signIn', '/mine/pointsHall'], { session: 'buyer' });
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/signIn'));
  });
});
