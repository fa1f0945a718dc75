/**
 * Long work of the tenant registry (reading, validating, logging a thousand files) runs in slices
 * that give the event loop back every few milliseconds, so requests never wait for a reload
 * (docs/architecture.md#tenant-loading).
 */

/** Gives the event loop back: requests that arrived meanwhile are answered before the work goes on. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs `work` over `items`, giving the event loop back whenever a slice has run `sliceMs`. */
export async function inSlices<T>(items: Iterable<T>, sliceMs: number, work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}
