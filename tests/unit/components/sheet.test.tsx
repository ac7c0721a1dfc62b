import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Sheet, SHEET_TAP_GUARD_MS, sheetTapsAttribute } from '@/components/Sheet';

/*
 * A sheet ignores taps for a moment after it opens: the second tap of a double tap that opened it
 * lands on the sheet (去支付's on 确认支付) and must do nothing; a tap once it is open works.
 */

/** jsdom has no pointer capture; antd-mobile's popup asks for it on a tap. */
for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
}

const wrapper = () => {
  const found = document.querySelector(`[${sheetTapsAttribute}]`);
  if (!found) throw new Error('no sheet');
  return found;
};

/** The clock stands still unless a test moves it: the taps land inside the guard however slow the machine. */
const openFor = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const tap = (element: Element) => fireEvent.click(element);

describe('Sheet', () => {
  it('ignores a tap on its button and on its mask right after opening, then takes them', () => {
    vi.useFakeTimers();
    const confirm = vi.fn();
    const maskClick = vi.fn();
    render(
      <Sheet visible onMaskClick={maskClick}>
        <button type="button" onClick={confirm}>
          确认支付
        </button>
        <input type="radio" aria-label="余额支付" />
      </Sheet>,
    );
    tap(screen.getByRole('button', { name: '确认支付' }));
    tap(screen.getByRole('radio', { name: '余额支付' }));
    const mask = document.querySelector('.adm-mask');
    if (!mask) throw new Error('the sheet has no mask');
    tap(mask);
    expect(confirm).not.toHaveBeenCalled();
    expect(maskClick).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '余额支付' })).not.toBeChecked();
    expect(wrapper()).toHaveAttribute(sheetTapsAttribute, 'off');

    openFor(SHEET_TAP_GUARD_MS - 1);
    expect(wrapper()).toHaveAttribute(sheetTapsAttribute, 'off');
    openFor(1);
    expect(wrapper()).toHaveAttribute(sheetTapsAttribute, 'on');
    tap(screen.getByRole('button', { name: '确认支付' }));
    expect(confirm).toHaveBeenCalledOnce();
    tap(screen.getByRole('radio', { name: '余额支付' }));
    expect(screen.getByRole('radio', { name: '余额支付' })).toBeChecked();
  });

  it('guards again each time it opens', () => {
    vi.useFakeTimers();
    const confirm = vi.fn();
    const view = (visible: boolean) => (
      <Sheet visible={visible}>
        <button type="button" onClick={confirm}>
          确认支付
        </button>
      </Sheet>
    );
    const { rerender } = render(view(true));
    openFor(SHEET_TAP_GUARD_MS);
    expect(wrapper()).toHaveAttribute(sheetTapsAttribute, 'on');
    rerender(view(false));
    rerender(view(true));
    expect(wrapper()).toHaveAttribute(sheetTapsAttribute, 'off');
    tap(screen.getByRole('button', { name: '确认支付', hidden: true }));
    expect(confirm).not.toHaveBeenCalled();
  });
});
