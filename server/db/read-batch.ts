/**
 * One statement for the reads that many requests make at the same moment
 * (docs/architecture.md#read-batches). A read named here does not run when it is asked: it waits
 * for the requests that arrived with it (those of the same turn of the event loop) and then runs
 * once for all of them, each getting its own row back. Under load that turns ten quotes into one
 * round trip to the database; a lone request waits only for the end of its own turn.
 *
 * DataLoader (graphql/dataloader) does the collecting. Nothing is remembered between batches
 * (`cache: false`): a read always sees what the database holds when its batch runs.
 */
import DataLoader from 'dataloader';
import type { Queryable } from './database';

/** Above this a batch is split: a statement over a few hundred keys would hold up its first caller. */
const MAX_KEYS_PER_STATEMENT = 200;

/**
 * `loadMany(db, keys)` runs one statement for `keys` and returns one answer per key, in their
 * order. The returned function reads one key; calls on the same database (or the same
 * transaction) in the same turn share that statement.
 */
export function batchedRead<Key, Answer>(
  loadMany: (db: Queryable, keys: readonly Key[]) => Promise<Answer[]>,
): (db: Queryable, key: Key) => Promise<Answer> {
  return batchedCalls(loadMany, MAX_KEYS_PER_STATEMENT);
}

/**
 * The collecting behind `batchedRead`, for any statement made for many callers (svc/order's
 * bookings too: docs/architecture.md#read-batches): calls on the same database handle in the same
 * turn go to one `loadMany`, at most `maxBatchSize` at a time. An Error in `loadMany`'s answers
 * fails that one call; a `loadMany` that throws fails them all.
 */
export function batchedCalls<Key, Answer>(
  loadMany: (db: Queryable, keys: readonly Key[]) => Promise<(Answer | Error)[]>,
  maxBatchSize: number,
): (db: Queryable, key: Key) => Promise<Answer> {
  const loaders = new WeakMap<Queryable, DataLoader<Key, Answer>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader<Key, Answer>((keys) => loadMany(db, keys), {
        cache: false,
        maxBatchSize,
        // After the I/O callbacks of this turn, so that requests read from other sockets join in.
        batchScheduleFn: (dispatch) => setImmediate(dispatch),
      });
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}

/**
 * The keys of a batch as its statement's one parameter: a JSON list (read with
 * `json_to_recordset`), each key with `i`, its place, so the text is the same for any number of keys.
 */
export function keyList(keys: readonly object[]): string {
  return JSON.stringify(keys.map((key, i) => ({ i, ...key })));
}

/** One answer per key from the rows of a batch's statement, each carrying its key's place `i`; null where none came back. */
export function rowsInPlace<Row extends { i: number }>(count: number, rows: readonly Row[]): (Omit<Row, 'i'> | null)[] {
  const found: (Omit<Row, 'i'> | null)[] = Array.from({ length: count }, () => null);
  for (const { i, ...row } of rows) found[i] = row;
  return found;
}
