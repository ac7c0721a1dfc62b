import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderApp';

const total = () => screen.getByTestId('cart-total').textContent ?? '';

describe('cart bar saving', () => {
  it('previews what the ticked lines save against their struck prices, and shows no line when they save nothing', async () => {
    const user = userEvent.setup();
    renderApp(['/shoppingCart'], { session: 'buyer' });
    await screen.findByText('明前西湖龙井');
    // ticked: the pu'er cake at ¥368.00 (struck ¥428.00) and two Longjing at ¥198.00 (no struck price above it)
    await waitFor(() => expect(total()).toContain('¥764.00'));
    expect(screen.getByTestId('cart-saved')).toHaveTextContent('已优惠 ¥60.00');

    const puer = screen.getAllByRole('checkbox', { name: '选择 勐海古树普洱生茶饼' }).find((box) => !box.hasAttribute('disabled'));
    if (!puer) throw new Error('the ticked pu\'er line has no checkbox');
    await user.click(puer);
    await waitFor(() => expect(total()).toContain('¥396.00'));
    // the Longjing alone saves nothing: no 已优惠 ¥0.00 line
    expect(screen.queryByTestId('cart-saved')).toBeNull();
  });
});
