import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '@/platform/chunkLoader';

describe('lazy chunk loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });

  it('times out after 120 s with a typed timeout error', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('timeout');
  });

  it('a failed import is a typed missing error carrying its cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('missing');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
