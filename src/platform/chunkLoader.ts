/** Chunk-load timeout: a lazy page chunk that has not arrived after 120 s fails with type 'timeout'. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorType = 'timeout' | 'missing';

/** A lazy page chunk that did not arrive: `timeout` after 120 s, or `missing` (404, network, bad module). */
export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  constructor(type: ChunkErrorType, cause?: unknown) {
    super(type === 'timeout' ? 'Loading chunk timed out' : 'Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
    this.type = type;
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError('missing', cause));
      },
    );
  });
}
