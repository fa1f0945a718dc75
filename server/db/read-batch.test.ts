import { describe, expect, it } from 'vitest';
import type { Queryable } from './database';
import { batchedRead, keyList, rowsInPlace } from './read-batch';

/** A database that records the key lists it was asked for; its answer to a key is the key doubled. */
function countingDb(): Queryable & { statements: number[][] } {
  const statements: number[][] = [];
  return {
    statements,
    query: () => Promise.reject(new Error('not used')),
    executeScript: () => Promise.reject(new Error('not used')),
  };
}

const doubled = batchedRead(async (db, keys: readonly number[]) => {
  (db as ReturnType<typeof countingDb>).statements.push([...keys]);
  return keys.map((k) => k * 2);
});

describe('batchedRead', () => {
  it('answers reads asked in the same turn with one statement, each with its own answer', async () => {
    const db = countingDb();
    await expect(Promise.all([1, 2, 3, 2].map((k) => doubled(db, k)))).resolves.toEqual([2, 4, 6, 4]);
    expect(db.statements).toEqual([[1, 2, 3, 2]]);
  });

  it('joins reads asked from other callbacks of the same turn (other sockets), not those of the next', async () => {
    const db = countingDb();
    const answers: Promise<number>[] = [];
    await new Promise<void>((done) => {
      // Two callbacks of one loop turn (immediates queued together run in one check phase, as the
      // callbacks of sockets read together do), then a read after the batch has gone. Timers would
      // not do: two zero timers set in different milliseconds may fire in different turns.
      setImmediate(() => answers.push(doubled(db, 1)));
      setImmediate(() => answers.push(doubled(db, 2)));
      setImmediate(() => setImmediate(() => (answers.push(doubled(db, 3)), done())));
    });
    await expect(Promise.all(answers)).resolves.toEqual([2, 4, 6]);
    expect(db.statements).toEqual([[1, 2], [3]]);
  });

  it('keeps the reads of different databases (or transactions) apart', async () => {
    const one = countingDb();
    const two = countingDb();
    await expect(Promise.all([doubled(one, 1), doubled(two, 5), doubled(one, 7)])).resolves.toEqual([2, 10, 14]);
    expect(one.statements).toEqual([[1, 7]]);
    expect(two.statements).toEqual([[5]]);
  });

  it('splits a batch of more than 200 reads', async () => {
    const db = countingDb();
    const keys = Array.from({ length: 450 }, (_, i) => i);
    await expect(Promise.all(keys.map((k) => doubled(db, k)))).resolves.toEqual(keys.map((k) => k * 2));
    expect(db.statements.map((s) => s.length)).toEqual([200, 200, 50]);
  });

  it('fails every read of a statement that failed, and the next batch runs afresh', async () => {
    let fail = true;
    const flaky = batchedRead(async (_db, keys: readonly number[]) => {
      if (fail) throw new Error('connection lost');
      return [...keys];
    });
    const db = countingDb();
    const first = await Promise.allSettled([flaky(db, 1), flaky(db, 2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(Promise.all([flaky(db, 1), flaky(db, 2)])).resolves.toEqual([1, 2]);
  });

  it("numbers the keys of a statement and puts each row back in its key's place, null where none came", () => {
    expect(JSON.parse(keyList([{ code: 'a' }, { code: 'b' }, { code: 'c' }]))).toEqual([
      { i: 0, code: 'a' },
      { i: 1, code: 'b' },
      { i: 2, code: 'c' },
    ]);
    expect(
      rowsInPlace(3, [
        { i: 2, balance: 7 },
        { i: 0, balance: 1 },
      ]),
    ).toEqual([{ balance: 1 }, null, { balance: 7 }]);
  });
});
