import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionSlot, lazyPart } from '@/components/ActionSlot';

/*
 * What an action draws while it runs fails that action, not the page: a lazy part whose chunk does
 * not arrive is reported to the action (which says so), draws nothing, and is asked for again by the
 * next action instead of failing for good.
 */

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('ActionSlot with a lazy part', () => {
  it('reports a chunk that did not load, draws nothing, and loads it on the next action', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part });
    const LazyPart = lazyPart(load);
    const onFailed = vi.fn();
    const page = (slot: ReactNode) => (
      <main>
        <h1>订单详情</h1>
        <ActionSlot onFailed={onFailed}>{slot}</ActionSlot>
      </main>
    );

    const { rerender } = render(page(<LazyPart label="paying" />));
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(onFailed.mock.calls[0]?.[0]).toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
    expect(screen.getByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    expect(screen.queryByText('paying')).toBeNull();

    rerender(page(null)); // the failed action ended
    rerender(page(<LazyPart label="paying" />)); // the next tap
    expect(await screen.findByText('paying')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledOnce();
  });
});
