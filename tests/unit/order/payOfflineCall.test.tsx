import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockDate from 'mockdate';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/api/catalogue';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { MOCK_NOW } from '@mocks/clock';
import { renderApp } from '../renderApp';
import { findOpenSheet } from '../sheets';

/*
 * Paying offline: the payment's first call gets no answer. Nobody else says a network failure (the
 * app's listener says only refusals and ended sessions), so the payment does: a toast, and the page
 * with its 去支付 stays.
 */

/** jsdom has no pointer capture; antd-mobile's popup asks for it on a tap. */
for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
}

const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? '';

describe('a payment call that fails offline', () => {
  it('is said in a toast; the page and 去支付 stay', async () => {
    // the business clock: o-2001's payment window is still open (the setup resets the clock after)
    MockDate.set(MOCK_NOW);
    server.use(scenario.networkError(catalogue.wechatPay));
    const user = userEvent.setup();
    renderApp(['/orderDetails?orderId=o-2001'], { session: 'buyer' });
    await user.click(await screen.findByRole('button', { name: '去支付' }));
    const sheet = await findOpenSheet('pay-channel-sheet');
    await user.click(within(sheet).getByTestId('pay-channel-confirm'));

    await waitFor(() => expect(toastText()).toContain('网络不给力，请检查网络后重试'));
    expect(document.querySelector('[data-route-error]')).toBeNull();
    expect(screen.getByTestId('status-banner')).toHaveTextContent('待付款');
    await waitFor(() => expect(screen.getByRole('button', { name: '去支付' })).toBeEnabled());
  });
});
