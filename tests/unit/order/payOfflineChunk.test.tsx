import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockDate from 'mockdate';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_NOW } from '@mocks/clock';
import { renderApp } from '../renderApp';
import { findOpenSheet } from '../sheets';

/*
 * Paying offline: the payment's own chunk (PayRunner, loaded once the channel is chosen) does not
 * arrive. The action fails with a toast; the page, its header and its 去支付 stay, instead of the
 * whole app turning into the full-page error.
 */

vi.mock('@/screens/order/actions/PayRunner', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

/** jsdom has no pointer capture; antd-mobile's popup asks for it on a tap. */
for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
}

const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';

describe('an action part that does not load', () => {
  it('fails the payment with a toast; the page and 去支付 stay', async () => {
    // the business clock: o-2001's payment window is still open (the setup resets the clock after)
    MockDate.set(MOCK_NOW);
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(['/orderDetails?orderId=o-2001'], { session: 'buyer' });
    await user.click(await screen.findByRole('button', { name: '去支付' }));
    const sheet = await findOpenSheet('pay-channel-sheet');
    await user.click(within(sheet).getByTestId('pay-channel-confirm'));

    // the part did not arrive: said as the network failure it is
    await waitFor(() => expect(toastText()).toContain('网络不给力，请检查网络后重试'));
    expect(document.querySelector('[data-route-error]')).toBeNull();
    expect(screen.getByTestId('status-banner')).toHaveTextContent('待付款');
    expect(screen.getByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '去支付' })).toBeEnabled());
  });
});
