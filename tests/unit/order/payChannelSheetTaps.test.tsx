import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { SHEET_TAP_GUARD_MS } from '@/components/Sheet';
import PayChannelSheet from '@/screens/order/actions/PayChannelSheet';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from '../teardown';

/*
 * A double tap on 去支付: the second tap lands on the 选择支付方式 sheet that the first one opened,
 * right where 确认支付 is. It must not start a payment with the default channel.
 */

describe('选择支付方式 sheet', () => {
  it('ignores 确认支付 tapped the moment it opened, and pays once it is open', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(
      <Providers store={makeTestStore({ session: sessions.buyer })}>
        <PayChannelSheet amount={100} onDone={onDone} />
      </Providers>,
    );
    const confirm = within(screen.getByTestId('pay-channel-sheet')).getByTestId('pay-channel-confirm');
    fireEvent.click(confirm);
    expect(onDone).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(SHEET_TAP_GUARD_MS);
    });
    fireEvent.click(confirm);
    expect(onDone).toHaveBeenCalledExactlyOnceWith('wechat');
  });
});
