/** A script chunk that has not loaded after 120 s has failed (docs/rules.md#chunk-load-timeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  readonly code = 'CHUNK_LOAD_FAILED';
  constructor(readonly timeoutMs: number) {
    super(`a script chunk did not load within ${timeoutMs} ms`);
  }
}

/** The module, or a ChunkLoadTimeoutError when it takes longer than the limit. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
