import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadWithTimeout } from './chunk-timeout';

describe('loadWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the module when it loads in time', async () => {
    await expect(loadWithTimeout(async () => 'module')).resolves.toBe('module');
  });

  it('fails after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('passes a load failure through', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});
