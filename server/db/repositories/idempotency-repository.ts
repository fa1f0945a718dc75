/** SQL of the idempotency_keys table: one row per account and key, claimed first in the call's transaction. */
import type { Queryable } from '../database';

export interface IdempotencyRecord {
  requestHash: string;
  /** The answer given the first time; null only inside the first call's own transaction. */
  response: unknown;
}

/**
 * Claims the key for this call: true when the row was inserted. When another transaction holds
 * the key uncommitted, PostgreSQL makes this wait for it; false then means it committed first.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  accountId: string,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ claimed: boolean }>(
    `INSERT INTO idempotency_keys (account_id, idempotency_key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, idempotency_key) DO NOTHING
     RETURNING true AS claimed`,
    [accountId, key, requestHash, now],
  );
  return rows.length === 1;
}

export async function findIdempotencyKey(
  tx: Queryable,
  accountId: string,
  key: string,
): Promise<IdempotencyRecord | null> {
  const rows = await tx.query<IdempotencyRecord>(
    'SELECT request_hash AS "requestHash", response FROM idempotency_keys WHERE account_id = $1 AND idempotency_key = $2',
    [accountId, key],
  );
  return rows[0] ?? null;
}

export async function storeIdempotentResponse(
  tx: Queryable,
  accountId: string,
  key: string,
  response: unknown,
): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE account_id = $1 AND idempotency_key = $2', [
    accountId,
    key,
    JSON.stringify(response),
  ]);
}

/** Forgets keys claimed before `before`; returns how many. */
export async function deleteIdempotencyKeysBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [before],
  );
  return rows[0]?.n ?? 0;
}
