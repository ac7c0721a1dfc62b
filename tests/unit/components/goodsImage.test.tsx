import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { imageUrl, SHOP_LOGO } from '@/platform/imageHost';

/** jsdom has no IntersectionObserver: one the test drives, recording what it watches. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** the watched element scrolls into view */
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('GoodsImage', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a lazy picture only once it comes into view, and stops watching then', () => {
    render(<GoodsImage src="goods/longjing.jpg" alt="明前西湖龙井" />);
    expect(screen.queryByRole('img')).toBeNull();
    const [observer] = FakeObserver.all;
    observer!.enter();
    expect(screen.getByAltText('明前西湖龙井')).toHaveAttribute('src', imageUrl('goods/longjing.jpg'));
    expect(observer!.disconnected).toBe(true);
  });

  it('watches the whole box, so a picture whose top is already above the viewport loads too, and marks it until seen', () => {
    const { container } = render(<GoodsImage src="goods/longjing.jpg" alt="明前西湖龙井" />);
    const box = container.firstElementChild;
    const [observer] = FakeObserver.all;
    expect(observer!.targets).toEqual([box]);
    expect(box).toHaveAttribute('data-awaits-view');
    observer!.enter();
    expect(box).not.toHaveAttribute('data-awaits-view');
  });

  it('loads an eager picture at once, without watching, shown from the start over the box\'s placeholder colour', () => {
    render(<GoodsImage src="goods/dahongpao.jpg" alt="武夷山大红袍" loading="eager" />);
    expect(FakeObserver.all).toHaveLength(0);
    const picture = screen.getByAltText('武夷山大红袍');
    expect(picture).toHaveAttribute('src', imageUrl('goods/dahongpao.jpg'));
    expect(picture).toBeVisible();
  });

  it('paints a loaded picture without a render of its own (nothing waits for the load event)', () => {
    let commits = 0;
    render(
      <Profiler id="picture" onRender={() => (commits += 1)}>
        <GoodsImage src="goods/dahongpao.jpg" alt="武夷山大红袍" loading="eager" />
      </Profiler>,
    );
    const before = commits;
    const picture = screen.getByAltText('武夷山大红袍');
    fireEvent.load(picture);
    expect(commits).toBe(before);
    expect(picture).toBeVisible();
  });

  it('shows the shop logo when the picture fails, and tries a new picture again', () => {
    const { rerender } = render(<GoodsImage src="goods/broken.jpg" alt="安溪铁观音" loading="eager" />);
    fireEvent.error(screen.getByAltText('安溪铁观音'));
    expect(screen.getByRole('img', { name: '安溪铁观音' })).toHaveAttribute('src', SHOP_LOGO);
    rerender(<GoodsImage src="goods/tieguanyin.jpg" alt="安溪铁观音" loading="eager" />);
    expect(screen.getByAltText('安溪铁观音')).toHaveAttribute('src', imageUrl('goods/tieguanyin.jpg'));
  });

  it('keeps its box from the ratio and width before anything loads (no layout shift)', () => {
    const { container } = render(<GoodsImage src="banners/winter.jpg" alt="冬季暖茶节" ratio={2.5} width={84} radius={6} />);
    expect(container.firstElementChild).toHaveStyle({ width: '84px', aspectRatio: '2.5', borderRadius: '6px' });
  });
});
