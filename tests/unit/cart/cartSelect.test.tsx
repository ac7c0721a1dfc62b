import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { anyOrigin } from '@mocks/envelope';
import { server } from '@mocks/node';
import { renderApp } from '../renderApp';
import { whenIdle } from '../teardown';

const total = () => screen.getByTestId('cart-total').textContent ?? '';

describe('cart ticks', () => {
  it('a second tap is not undone by a slow reload of the cart the first tap caused', async () => {
    const user = userEvent.setup();
    let listCalls = 0;
    // the first answer is quick; any later one (a reload) is slow, so it would land after the second tap
    server.use(
      http.post(anyOrigin(catalogue.cartList.path), async () => {
        listCalls += 1;
        if (listCalls > 1) await delay(300);
        // pass through to the default handler
        return undefined;
      }),
    );
    const { store } = renderApp(['/shoppingCart'], { session: 'buyer' });
    await screen.findByText('明前西湖龙井');
    await waitFor(() => expect(total()).toContain('¥764.00'));

    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(total()).toContain('¥938.00'));
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(total()).toContain('¥0.00');

    // both taps' calls have answered, and any reload they caused with them
    await whenIdle(store);
    expect(total()).toContain('¥0.00');
    expect(screen.getByRole('button', { name: '结算(0)' })).toBeDisabled();
    expect(listCalls).toBe(1);
  });
});
