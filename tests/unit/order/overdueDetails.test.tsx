import { screen, waitFor } from '@testing-library/react';
import MockDate from 'mockdate';
import { describe, expect, it } from 'vitest';
import { MOCK_NOW } from '@mocks/clock';
import { renderApp } from '../renderApp';

/*
 * The details page closes an unpaid order itself once its countdown has run out on the device's
 * clock, even while the server still says 待付款: 交易关闭, and no 去支付 or 取消订单.
 */
describe('an unpaid order past its pay-by time on the details page', () => {
  it('says 交易关闭 and offers no 去支付 once the device clock is past the pay-by time', async () => {
    // a day after the business clock: o-2001 had to be paid by 2026-11-21 09:12
    MockDate.set('2026-11-21T10:00:00+08:00');
    renderApp(['/orderDetails?orderId=o-2001'], { session: 'buyer' });
    const banner = await screen.findByTestId('status-banner');
    await waitFor(() => expect(banner).toHaveTextContent('交易关闭'));
    expect(banner).toHaveTextContent('超时未支付，交易已关闭');
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
    expect(screen.queryByTestId('order-actions')).toBeNull();
  });

  it('counts down with 去支付 while the pay-by time is ahead', async () => {
    MockDate.set(MOCK_NOW);
    renderApp(['/orderDetails?orderId=o-2001'], { session: 'buyer' });
    expect(await screen.findByTestId('pay-countdown')).toHaveTextContent('23:12:00');
    expect(await screen.findByRole('button', { name: '去支付' })).toBeEnabled();
  });
});
