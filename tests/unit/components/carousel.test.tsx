import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/components/Carousel/Carousel';

const slides = ['冬季暖茶节', '大红袍新品到店', '铁观音秋茶'].map((title) => <p key={title}>{title}</p>);

/** jsdom lays nothing out: give the track a width and record where autoplay scrolls it. */
function trackOf(): { track: HTMLElement; scrollTo: ReturnType<typeof vi.fn> } {
  const track = screen.getByRole('region', { name: '活动推荐' }).firstElementChild as HTMLElement;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 343 });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { track, scrollTo };
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide every interval, wraps to the first, and the active slide follows', () => {
    render(<Carousel slides={slides} autoplay interval={4000} label="活动推荐" />);
    const { scrollTo } = trackOf();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 343, behavior: 'smooth' });
    expect(screen.getByRole('group', { name: '第 2 张，共 3 张' })).toHaveAttribute('data-active', 'true');
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(screen.getByRole('group', { name: '第 1 张，共 3 张' })).toHaveAttribute('data-active', 'true');
  });

  it('holds still under a finger and moves on after it lifts', () => {
    render(<Carousel slides={slides} autoplay interval={4000} label="活动推荐" />);
    const { track, scrollTo } = trackOf();
    fireEvent.touchStart(track);
    act(() => {
      vi.advanceTimersByTime(12000);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(track);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('does not move with autoplay off or with a single slide', () => {
    const { unmount } = render(<Carousel slides={slides} autoplay={false} label="活动推荐" />);
    const first = trackOf();
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(first.scrollTo).not.toHaveBeenCalled();
    unmount();

    render(<Carousel slides={slides.slice(0, 1)} autoplay label="活动推荐" />);
    const single = trackOf();
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(single.scrollTo).not.toHaveBeenCalled();
  });
});
