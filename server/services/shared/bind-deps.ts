/**
 * A service is a set of plain functions whose first argument is what they run on (database,
 * clock, log...). `bindDeps` hands them those dependencies once, so a route calls
 * `parking.quote(shop, body)` and never sees the dependencies.
 */

/** `F` without its first argument, the dependencies `D`: what a route calls. */
export type Bound<D, F> = F extends (deps: D, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** Every operation of `T` with its dependencies `D` bound. */
export type BoundOperations<D, T> = { [K in keyof T]: Bound<D, T[K]> };

/** Functions that take dependencies `D` (or less: any part of them) first. */
export type Operations<D> = Record<string, (deps: D, ...rest: never[]) => unknown>;

/** The operations, each calling its function with `deps` (the same object every call) and the caller's arguments. */
export function bindDeps<D, T extends Operations<D>>(deps: D, operations: T): BoundOperations<D, T> {
  const bound: Record<string, (...rest: unknown[]) => unknown> = {};
  for (const [name, operation] of Object.entries(operations)) {
    const call = operation as (deps: D, ...rest: unknown[]) => unknown;
    bound[name] = (...rest) => call(deps, ...rest);
  }
  return bound as BoundOperations<D, T>;
}
