import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwipeRow } from '@/components/SwipeRow/SwipeRow';

/** jsdom lays nothing out and does not scroll: the row's offset is set by hand, scrollTo recorded. */
function rowOf(): { row: HTMLElement; scrollTo: ReturnType<typeof vi.fn> } {
  const row = screen.getByTestId('swipe-row');
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    row.scrollLeft = options.left ?? 0;
  });
  row.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { row, scrollTo };
}

describe('SwipeRow', () => {
  it('keeps the content and its action buttons in the row, the actions reachable by role', () => {
    render(
      <SwipeRow actions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => {} }]}>
        <p>明前西湖龙井</p>
      </SwipeRow>,
    );
    expect(screen.getByText('明前西湖龙井')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('runs an action and closes the open row', () => {
    const onDelete = vi.fn();
    render(
      <SwipeRow actions={[{ key: 'delete', text: '删除', color: 'danger', onClick: onDelete }]}>
        <p>明前西湖龙井</p>
      </SwipeRow>,
    );
    const { row, scrollTo } = rowOf();
    row.scrollLeft = 72;
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('closes an open row when the user touches anything else, and leaves a closed one alone', () => {
    render(
      <>
        <SwipeRow actions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => {} }]}>
          <p>明前西湖龙井</p>
        </SwipeRow>
        <button type="button">结算</button>
      </>,
    );
    const { row, scrollTo } = rowOf();
    fireEvent.pointerDown(screen.getByRole('button', { name: '结算' }));
    expect(scrollTo).not.toHaveBeenCalled();
    row.scrollLeft = 72;
    fireEvent.pointerDown(screen.getByText('明前西湖龙井'));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: '结算' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
  });
});
