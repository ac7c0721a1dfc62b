import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSettle, SETTLE_QUIET_MS } from '@/platform/afterSettle';
import { deferredModule, useDeferredModule, type DeferredModule } from '@/platform/deferredModule';

interface Part {
  label: string;
}

function Host({ module, needed, loadWhenSettled }: { module: DeferredModule<Part>; needed: boolean; loadWhenSettled?: boolean }) {
  const part = useDeferredModule(module, needed, 'test part', { loadWhenSettled });
  return <p>{part ? part.label : 'not loaded'}</p>;
}

describe('afterSettle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once no resource has finished loading for the quiet time, never when cancelled', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancelled = vi.fn();
    afterSettle(task);
    afterSettle(cancelled)();
    await vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1001); // the quiet time, then the idle callback's deadline
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('deferred modules', () => {
  it('a failed load is tried again on the next call, and the module is then read at once', async () => {
    const importer = vi.fn<() => Promise<Part>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ label: 'in' });
    const module = deferredModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ label: 'in' });
    expect(module.current()).toEqual({ label: 'in' });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a component loads the module when it is needed, not before the page has settled', async () => {
    const importer = vi.fn(() => Promise.resolve({ label: 'sheet' }));
    const module = deferredModule(importer);
    const { rerender, unmount } = render(<Host module={module} needed={false} />);
    expect(screen.getByText('not loaded')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Host module={module} needed />);
    expect(await screen.findByText('sheet')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    unmount();
    // a module loaded before renders at once
    render(<Host module={module} needed={false} />);
    expect(screen.getByText('sheet')).toBeInTheDocument();
  });

  it('a component loads the module once the page has settled, unasked', async () => {
    vi.useFakeTimers();
    const module = deferredModule(() => Promise.resolve({ label: 'description' }));
    render(<Host module={module} needed={false} />);
    expect(screen.getByText('not loaded')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS + 1000));
    expect(screen.getByText('description')).toBeInTheDocument();
  });

  it('a module kept for when it is needed is not loaded once the page has settled', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.resolve({ label: 'advert' }));
    const module = deferredModule(importer);
    const { rerender } = render(<Host module={module} needed={false} loadWhenSettled={false} />);
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS + 1000));
    expect(screen.getByText('not loaded')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Host module={module} needed loadWhenSettled={false} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('advert')).toBeInTheDocument();
  });
});
