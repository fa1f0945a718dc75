/**
 * Compiling every route's request validator and answer serialiser when the routes are registered
 * cost about a second of CPU before the server could listen (docs/performance-log.md). They
 * are compiled on first use instead, and the ones still waiting are compiled after the start in
 * slices that give the event loop back between compilations (docs/architecture.md#fast-start).
 * A schema mistake still fails loudly: tests compile every route's schemas (warmAll), and the
 * server's warm-up logs any failure.
 */

/** One process-wide queue: the validator compiler is module-level, like the ajv instance it uses. */
const waiting = new Set<() => unknown>();

/** A getter of what `build` makes, built on the first get or by the warm-up, whichever comes first. */
export function deferred<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  const get = (): T => {
    if (!built) {
      waiting.delete(get);
      built = { value: build() };
    }
    return built.value;
  };
  waiting.add(get);
  return get;
}

/** Compiles everything still waiting, one at a time, giving the event loop back after each slice of `sliceMs`. */
export async function warmDeferred(sliceMs = 8): Promise<number> {
  let count = 0;
  let sliceStart = performance.now();
  for (const ensure of [...waiting]) {
    ensure();
    count += 1;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return count;
}

/** Compiles everything still waiting now (tests: a broken schema fails here, not at a first request). */
export function warmAllNow(): number {
  let count = 0;
  for (const ensure of [...waiting]) {
    ensure();
    count += 1;
  }
  return count;
}
