import type { Database, Queryable } from '../../db/database';

class RolledBack extends Error {
  constructor(
    readonly owner: object,
    readonly answer: unknown,
  ) {
    super('transaction rolled back with an answer');
  }
}

/**
 * Runs `fn` in a transaction that `refuse(answer)` rolls back, resolving with that answer instead
 * of failing: a business refusal half-way through a change leaves nothing behind.
 */
export async function transactionOrRefusal<T, R>(
  db: Database,
  fn: (tx: Queryable, refuse: (answer: R) => never) => Promise<T>,
): Promise<T | R> {
  const owner = {};
  try {
    return await db.transaction((tx) =>
      fn(tx, (answer) => {
        throw new RolledBack(owner, answer);
      }),
    );
  } catch (error) {
    // Only this call's refusal; a nested call's belongs to that call.
    if (error instanceof RolledBack && error.owner === owner) return error.answer as R;
    throw error;
  }
}
