import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { anyOrigin, ok } from '@mocks/envelope';
import { server } from '@mocks/node';
import * as goodsDetailStories from '../../../stories/screens/goods/GoodsDetail.stories';
import { renderApp } from '../renderApp';
import { composeForJsdom, renderStory, storyLocation, storyNavigation } from '../stories';
import { findOpenSheet } from '../sheets';

// a buyer on g-1001 (Success) and a guest on it (Guest): the stories' own setup
const { Success, Guest } = composeForJsdom(goodsDetailStories);

// jsdom has no pointer capture; antd-mobile's popup (swipe to close) calls it on pointerdown
const pointerCapture = { setPointerCapture: () => {}, releasePointerCapture: () => {}, hasPointerCapture: () => false };
for (const [name, stub] of Object.entries(pointerCapture)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}

const bar = async () => within(await screen.findByTestId('goods-action-bar'));
/** The spec sheet once it takes taps: a sheet ignores them for a moment after opening (src/components/Sheet). */
const sheet = async () => within(await findOpenSheet('sku-selector'));

describe('goods detail actions', () => {
  it('buy now settles, then opens confirm order with the buy-now items in location.state', async () => {
    const user = userEvent.setup();
    const settled: unknown[] = [];
    server.use(
      http.post(anyOrigin(catalogue.buyNowSettle.path), async ({ request }) => {
        settled.push(await request.clone().json());
        return undefined; // the default handler answers
      }),
    );
    await renderStory(Success);
    await user.click((await bar()).getByRole('button', { name: '立即购买' }));
    const popup = await sheet();
    await user.click(popup.getByRole('button', { name: /^2021/ }));
    await user.click(popup.getByRole('button', { name: '增加' }));
    await user.click(popup.getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(storyLocation()).toBe('/shoppingCart/confirmOrder'));
    const item = { goodsId: 'g-1001', skuId: 'sku-1001-2', quantity: 2 };
    expect(storyNavigation().state).toEqual({ source: 'buyNow', items: [item] });
    expect(settled).toEqual([item]);
  });

  it('adds to the cart exactly once however fast the button is tapped', async () => {
    const user = userEvent.setup();
    let calls = 0;
    // the answer waits until every tap has landed, however slow the machine
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(anyOrigin(catalogue.cartAdd.path), async () => {
        calls += 1;
        await answered;
        return ok({ cartId: 'cart-9001', quantity: 1 });
      }),
    );
    await renderStory(Success);
    await user.click((await bar()).getByRole('button', { name: '加入购物车' }));
    const confirm = (await sheet()).getByRole('button', { name: '加入购物车' });
    await user.tripleClick(confirm);
    answer();
    await waitFor(() => expect(document.querySelector('.adm-toast-main')?.textContent).toContain('已加入购物车'));
    expect(calls).toBe(1);
  });

  it('a guest choosing a spec goes to login with the way back, the choice and the add to cart to finish', async () => {
    const user = userEvent.setup();
    await renderStory(Guest);
    await user.click((await bar()).getByRole('button', { name: '加入购物车' }));
    const popup = await sheet();
    await user.click(popup.getByRole('button', { name: /^2021/ }));
    await user.click(popup.getByRole('button', { name: /^200克/ }));
    await user.click(popup.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(storyLocation()).toMatch(/^\/login\?/));
    expect(new URLSearchParams(storyLocation().split('?')[1]).get('redirect')).toBe('/goods/detail/g-1001?skuId=sku-1001-4&quantity=1&then=cart');
  });

  it('saves the browse history once per visit for a member, never for a guest', async () => {
    const saved: unknown[] = [];
    server.use(
      http.post(anyOrigin(catalogue.saveBrowseHistory.path), async ({ request }) => {
        saved.push(await request.clone().json());
        return ok(null);
      }),
    );
    const guest = renderApp(['/goods/detail/g-1201']);
    await screen.findByRole('heading', { name: '明前西湖龙井' });
    guest.unmount();
    expect(saved).toEqual([]);

    renderApp(['/goods/detail/g-1201'], { session: 'buyer' });
    await screen.findByRole('heading', { name: '明前西湖龙井' });
    await waitFor(() => expect(saved).toEqual([{ goodsId: 'g-1201', memberId: 'm-10086' }]));
  });
});
