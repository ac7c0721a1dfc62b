import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyScreen, loadOpeningScreen } from '@/app/LazyScreen';
import type { ScreenModule } from '@/app/routeTable';

/*
 * The opening page's screen is loaded before the app's first render, so that render draws the page
 * and not a skeleton (src/app/main.tsx); a chunk that does not come does not hold the launch.
 */
function Opened() {
  return <h1>已打开</h1>;
}

describe('the opening screen', () => {
  afterEach(() => vi.useRealTimers());

  it('is drawn by the first render once loaded before it', async () => {
    const load = vi.fn(() => Promise.resolve<ScreenModule>({ default: Opened }));
    // handed back to the entry, which starts the calls the module names (tests/unit/app/openingCalls.test.tsx)
    expect((await loadOpeningScreen('/privacy', { load }))?.default).toBe(Opened);
    expect(load).toHaveBeenCalledWith('/privacy');
    render(<LazyScreen path="/privacy" load={load} title="页面" />);
    // at once: no skeleton first, no second render
    expect(screen.getByRole('heading', { name: '已打开' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is waited for at most the given time; the route then shows its skeleton until it comes', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<ScreenModule>(() => undefined);
    const launched = vi.fn();
    void loadOpeningScreen('/agreement', { waitMs: 3000, load: never }).then(launched);
    await vi.advanceTimersByTimeAsync(2999);
    expect(launched).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(launched).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    render(<LazyScreen path="/agreement" load={never} title="页面" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('does not hold the launch when the chunk fails, nor on a path without a screen', async () => {
    await expect(loadOpeningScreen('/privacySDK', { load: () => Promise.reject(new Error('offline')) })).resolves.toBeUndefined();
    const load = vi.fn(() => Promise.resolve<ScreenModule>({ default: Opened }));
    await expect(loadOpeningScreen('/nowhere', { load })).resolves.toBeUndefined();
    await expect(loadOpeningScreen('/shop/index', { load })).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a route by its pattern: a detail page opened at /goods/detail/g-1702 asks for /goods/detail/:id', async () => {
    const load = vi.fn(() => Promise.resolve<ScreenModule>({ default: Opened }));
    await loadOpeningScreen('/goods/detail/g-1702', { load });
    expect(load).toHaveBeenCalledWith('/goods/detail/:id');
  });
});
