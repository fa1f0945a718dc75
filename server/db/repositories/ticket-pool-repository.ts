/**
 * SQL of the ticket_pool table: one row per site and offer, holding the balance of tickets. The
 * balance only moves by relative updates (never read-modify-write), so concurrent bookings cannot
 * sell more tickets than the pool holds.
 */
import type { Queryable } from '../database';
import { batchedRead, keyList, rowsInPlace } from '../read-batch';

/**
 * The tickets of one pool's bookings that are due back as of `now` (the same rule as DUE in
 * booking-repository.ts), as a scalar SQL expression over the ticket_pool row `pool`. Before the pool's due_not_before nothing
 * can be due (docs/architecture.md#due-bound), so the sums are skipped; from then on, the
 * function pool_due_tickets (migration 019), one sum per kind, each reading only the due rows of
 * its pool through its own partial index (migration 005). A function so that its plan is made
 * once per connection, not on every quote (docs/architecture.md#quote-plans).
 */
const dueTicketsOfPool = (pool: string, now: string) =>
  `CASE WHEN ${now} < ${pool}.due_not_before THEN 0 ELSE pool_due_tickets(${pool}.tenant_id, ${pool}.site_id, ${pool}.offer_code, ${now}) END`;

export interface PoolKey {
  tenantId: string;
  siteId: string;
  offerCode: string;
}

export interface PoolRecord {
  capacity: number;
  available: number;
}

export interface SitePoolRecord extends PoolRecord {
  offerCode: string;
}

/**
 * Creates the pool with `capacity` tickets when it does not exist, applies a changed capacity to
 * the balance (the difference is added), and locks the row until the transaction ends: every
 * booking and settlement of a pool takes this lock first, so they never deadlock each other.
 */
export async function lockPool(tx: Queryable, key: PoolKey, capacity: number, now: Date): Promise<PoolRecord> {
  await tx.query(
    `INSERT INTO ticket_pool (tenant_id, site_id, offer_code, capacity, available, updated_at)
     VALUES ($1, $2, $3, $4, $4, $5)
     ON CONFLICT (tenant_id, site_id, offer_code) DO UPDATE
       SET capacity = EXCLUDED.capacity,
           available = ticket_pool.available + (EXCLUDED.capacity - ticket_pool.capacity),
           updated_at = EXCLUDED.updated_at
       WHERE ticket_pool.capacity <> EXCLUDED.capacity`,
    [key.tenantId, key.siteId, key.offerCode, capacity, now],
  );
  const rows = await tx.query<PoolRecord>(
    'SELECT capacity, available FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3 FOR UPDATE',
    [key.tenantId, key.siteId, key.offerCode],
  );
  const row = rows[0];
  if (!row) throw new Error('ticket pool row vanished inside its transaction');
  return row;
}

/** Locks an existing pool row (settling bookings of an offer that may have left the config). */
export async function lockExistingPool(tx: Queryable, key: PoolKey): Promise<PoolRecord | null> {
  const rows = await tx.query<PoolRecord>(
    'SELECT capacity, available FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3 FOR UPDATE',
    [key.tenantId, key.siteId, key.offerCode],
  );
  return rows[0] ?? null;
}

/**
 * Takes `tickets` from the balance in one conditional update, for a booking whose tickets fall
 * due back at its hold's end or its exit, lowering the pool's due bound to the earlier of the two
 * (docs/architecture.md#due-bound): the new balance, or null when fewer are left (nothing changes
 * then). Under concurrency the WHERE is re-checked on the latest row.
 */
export async function takeTickets(
  tx: Queryable,
  key: PoolKey,
  tickets: number,
  due: { holdExpiresAt: Date; exitAt: Date },
  now: Date,
): Promise<number | null> {
  const rows = await tx.query<{ available: number }>(
    `UPDATE ticket_pool SET available = available - $4, updated_at = $5, due_not_before = LEAST(due_not_before, $6, $7)
     WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3 AND available >= $4
     RETURNING available`,
    [key.tenantId, key.siteId, key.offerCode, tickets, now, due.holdExpiresAt, due.exitAt],
  );
  return rows[0]?.available ?? null;
}

/**
 * A site's pools as of `now`: `available` counts the tickets of lapsed holds and ended stays as
 * back already. A read: releasing them is left to the next booking of the pool and the sweeper.
 */
export async function listSitePoolsAsOf(
  db: Queryable,
  tenantId: string,
  siteId: string,
  now: Date,
): Promise<SitePoolRecord[]> {
  return db.query<SitePoolRecord>(
    `SELECT p.offer_code AS "offerCode", p.capacity, p.available + ${dueTicketsOfPool('p', '$3')} AS available
     FROM ticket_pool p WHERE p.tenant_id = $1 AND p.site_id = $2`,
    [tenantId, siteId, now],
  );
}

interface PoolAsOf extends PoolKey {
  now: Date;
}

/**
 * The pools of many quotes in one statement (docs/architecture.md#read-batches): each key is one
 * row of the key list. The lateral LIMIT 1 keeps the plan one primary-key probe per
 * key, however many pools there are.
 */
const poolsAsOf = batchedRead(async (db, keys: readonly PoolAsOf[]): Promise<(PoolRecord | null)[]> => {
  const rows = await db.query<PoolRecord & { i: number }>(
    `SELECT k.i, p.capacity, p.available + ${dueTicketsOfPool('p', 'k.at')} AS available
     FROM json_to_recordset($1::json) AS k(i int, tenant_id text, site_id text, offer_code text, at timestamptz)
     CROSS JOIN LATERAL (
       SELECT t.tenant_id, t.site_id, t.offer_code, t.capacity, t.available, t.due_not_before FROM ticket_pool t WHERE t.tenant_id = k.tenant_id AND t.site_id = k.site_id AND t.offer_code = k.offer_code LIMIT 1
     ) p`,
    [keyList(keys.map((k) => ({ tenant_id: k.tenantId, site_id: k.siteId, offer_code: k.offerCode, at: k.now })))],
  );
  return rowsInPlace(keys.length, rows);
});

/**
 * One pool as of `now`, as listSitePoolsAsOf counts it; null when it was never booked. Quotes
 * asked at the same moment share one statement.
 */
export function findPoolAsOf(db: Queryable, key: PoolKey, now: Date): Promise<PoolRecord | null> {
  return poolsAsOf(db, { tenantId: key.tenantId, siteId: key.siteId, offerCode: key.offerCode, now });
}

export async function findPool(db: Queryable, key: PoolKey): Promise<PoolRecord | null> {
  const rows = await db.query<PoolRecord>(
    'SELECT capacity, available FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3',
    [key.tenantId, key.siteId, key.offerCode],
  );
  return rows[0] ?? null;
}
