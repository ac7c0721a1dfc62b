import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwipeRow } from '@/components/SwipeRow/SwipeRow';
import styles from '@/components/SwipeRow/SwipeRow.module.css';

/** the class that turns scroll snapping on */
const ARMED = styles.armed;
if (!ARMED) throw new Error('SwipeRow.module.css has no .armed class');

/** jsdom lays nothing out and does not scroll: the row's offset is set by hand, scrollTo recorded. */
function rowOf(): { row: HTMLElement; scrollTo: ReturnType<typeof vi.fn> } {
  const row = screen.getByTestId('swipe-row');
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    row.scrollLeft = options.left ?? 0;
  });
  row.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { row, scrollTo };
}

function renderRow(onDelete: () => void = () => {}) {
  render(
    <>
      <SwipeRow actions={[{ key: 'delete', text: '删除', color: 'danger', onClick: onDelete }]}>
        <p>明前西湖龙井</p>
        <input type="checkbox" aria-label="选择 明前西湖龙井" />
      </SwipeRow>
      <button type="button">结算</button>
    </>,
  );
}

describe('SwipeRow', () => {
  it('keeps the content and its action buttons in the row, the actions reachable by role', () => {
    renderRow();
    expect(screen.getByText('明前西湖龙井')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('runs an action and closes the open row', () => {
    const onDelete = vi.fn();
    renderRow(onDelete);
    const { row, scrollTo } = rowOf();
    row.scrollLeft = 72;
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('closes an open row when the user touches anything else, and leaves a closed one alone', () => {
    renderRow();
    const { row, scrollTo } = rowOf();
    fireEvent.pointerDown(screen.getByRole('button', { name: '结算' }));
    expect(scrollTo).not.toHaveBeenCalled();
    row.scrollLeft = 72;
    fireEvent.pointerDown(screen.getByText('明前西湖龙井'));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: '结算' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('has no snapping at rest; a pointerdown on it arms it', () => {
    renderRow();
    const { row } = rowOf();
    expect(row).not.toHaveClass(ARMED);
    // a touch elsewhere, or a vertical wheel passing over it, is not a touch of this row
    fireEvent.pointerDown(screen.getByRole('button', { name: '结算' }));
    fireEvent.wheel(row, { deltaY: 120 });
    expect(row).not.toHaveClass(ARMED);

    fireEvent.pointerDown(screen.getByText('明前西湖龙井'));
    expect(row).toHaveClass(ARMED);
  });

  it('arms on touchstart and on a focus inside (keyboard users) too', () => {
    renderRow();
    const { row } = rowOf();
    fireEvent.touchStart(screen.getByText('明前西湖龙井'));
    expect(row).toHaveClass(ARMED);
    fireEvent.scroll(row);
    fireEvent(row, new Event('scrollend'));
    expect(row).not.toHaveClass(ARMED);
    fireEvent.focus(screen.getByRole('button', { name: '删除' }));
    expect(row).toHaveClass(ARMED);
  });

  it('stays armed while open, and is put away once back at rest', () => {
    renderRow();
    const { row } = rowOf();
    // a tap that moved nothing
    fireEvent.pointerDown(screen.getByText('明前西湖龙井'));
    fireEvent.pointerUp(screen.getByText('明前西湖龙井'));
    expect(row).not.toHaveClass(ARMED);
    // a swipe that ends open, then a touch elsewhere that closes it
    fireEvent.pointerDown(screen.getByText('明前西湖龙井'));
    row.scrollLeft = 72;
    fireEvent(row, new Event('scrollend'));
    fireEvent.pointerUp(screen.getByText('明前西湖龙井'));
    expect(row).toHaveClass(ARMED);
    fireEvent.pointerDown(screen.getByRole('button', { name: '结算' }));
    expect(row.scrollLeft).toBe(0);
    fireEvent(row, new Event('scrollend'));
    expect(row).not.toHaveClass(ARMED);
  });
});
