/**
 * svc/order's common case for the orders that arrive together (docs/parking-api.md, "Orders that
 * arrive together"): the orders of one turn of the event loop share one statement, which does for
 * each of them what `bookInOneStatement` does for one. Under load that is one parse, one commit
 * and one flush of the database's log for several bookings instead of one each.
 *
 * - **Per pool, all or nothing.** The statement adds up the tickets each pool is asked for and
 *   takes them by one conditional decrement of its row: a pool that cannot give them all, or whose
 *   row has another capacity than the config, gives none, and only its orders are 'not taken' (the
 *   caller's locked path answers each of them). A recalled session that is no longer live takes
 *   nothing for its order and leaves the others alone.
 * - **Pool rows are locked in one order** (by key, before any is updated), so two batches over the
 *   same pools wait for each other instead of deadlocking.
 * - **A broken unique constraint undoes the whole statement** (a key claimed before, a drawn
 *   reference taken) and so does a deadlock with another writer: then every order of the batch
 *   runs again on its own, with `bookInOneStatement`, which tells which order it was.
 * - **Offers with a per-customer limit never share a statement**: the limit's count cannot see the
 *   bookings of the same statement, so two orders of one customer could both pass it. Those orders
 *   go to `bookInOneStatement` directly.
 * - **A lone order** (nothing else arrived in its turn) runs `bookInOneStatement`, the cheaper text.
 */
import type { Queryable } from '../database';
import { batchedCalls } from '../read-batch';
import {
  bookingValues,
  bookInOneStatement,
  type BookingWrite,
  type OneStatementOutcome,
  type SessionProof,
} from './booking-order-repository';

/** Above this a batch is split: every order of a batch waits for its slowest pool row. */
export const MAX_ORDERS_PER_STATEMENT = 50;

export interface BatchedOrder {
  write: BookingWrite;
  /** The recalled session to prove live, as for `bookInOneStatement`. */
  proof?: SessionProof;
}

/**
 * The batch's statement; $1 is the JSON list of the orders' `bookingValues`, each with its index `i`
 * (the JSON texts among them as text, read as jsonb where they are written). Its steps, as CTEs:
 * `live` keeps the orders whose session is proven live (or was read before); `demand` adds up the
 * tickets per pool (one row per pool, so the decrement updates each row once; orders of one pool
 * asking with two capacities take nothing); `locked` locks the pool rows in key order; `take`
 * decrements the rows that can give everything asked; `taken` is the orders of those pools, and
 * the last three steps write their bookings, tickets and idempotency keys.
 */
export const BOOK_MANY_STATEMENT = `WITH o AS MATERIALIZED (
  SELECT * FROM json_to_recordset($1::json) AS o(i integer, session bigint, "idleSince" timestamptz, account uuid, key text, hash text,
    response text, now timestamptz, tenant text, site text, offer text, capacity integer, tickets integer, id uuid, reference text,
    shop text, lot text, address text, zone text, "offerName" text, "offerNames" text, conditions text, tariff text,
    entry timestamptz, exit timestamptz, fee integer, surcharge integer, "paymentCode" integer, plate text, hold timestamptz,
    positions text, "ticketNos" text, "passCodes" text)
), live AS MATERIALIZED (
  SELECT o.* FROM o
  WHERE o.session IS NULL
     OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = o.session AND s.revoked_at IS NULL AND s.last_used_at > o."idleSince")
), demand AS MATERIALIZED (
  SELECT tenant, site, offer, min(capacity) AS capacity, sum(tickets)::integer AS tickets, max(now) AS now, min(LEAST(hold, exit)) AS due
  FROM live GROUP BY tenant, site, offer HAVING min(capacity) = max(capacity)
), locked AS MATERIALIZED (
  SELECT d.* FROM ticket_pool p JOIN demand d ON p.tenant_id = d.tenant AND p.site_id = d.site AND p.offer_code = d.offer
  ORDER BY p.tenant_id, p.site_id, p.offer_code
  FOR NO KEY UPDATE OF p
), take AS (
  UPDATE ticket_pool p SET available = p.available - l.tickets, updated_at = l.now, due_not_before = LEAST(p.due_not_before, l.due)
  FROM locked l
  WHERE p.tenant_id = l.tenant AND p.site_id = l.site AND p.offer_code = l.offer AND p.capacity = l.capacity AND p.available >= l.tickets
  RETURNING p.tenant_id, p.site_id, p.offer_code
), taken AS MATERIALIZED (
  SELECT live.* FROM live JOIN take ON take.tenant_id = live.tenant AND take.site_id = live.site AND take.offer_code = live.offer
), booking AS (
  INSERT INTO bookings (id, tenant_id, site_id, offer_code, account_id, reference, shop_code, lot_name, address, time_zone, offer_name,
    tariff, tickets, entry_at, exit_at, fee, surcharge, total, payment_code, license_plate, status, hold_expires_at, created_at, updated_at,
    offer_name_text, offer_conditions)
  SELECT id, tenant, site, offer, account, reference, shop, lot, address, zone, "offerName", tariff::jsonb, tickets, entry, exit, fee, surcharge,
    fee + surcharge, "paymentCode", plate, 'pending_payment', hold, now, now, "offerNames"::jsonb, conditions::jsonb
  FROM taken
  RETURNING id
), tickets AS (
  INSERT INTO booking_tickets (booking_id, position, ticket_no, pass_code)
  SELECT booking.id, t.position::integer, t.ticket_no, t.pass_code
  FROM booking JOIN taken ON taken.id = booking.id,
    unnest(string_to_array(taken.positions, ','), string_to_array(taken."ticketNos", ','), string_to_array(taken."passCodes", ','))
      AS t(position, ticket_no, pass_code)
  RETURNING 1
), claim AS (
  INSERT INTO idempotency_keys (account_id, idempotency_key, request_hash, response, created_at)
  SELECT taken.account, taken.key, taken.hash, taken.response::jsonb, taken.now FROM booking JOIN taken ON taken.id = booking.id
  RETURNING idempotency_key
)
SELECT o.i, EXISTS (SELECT 1 FROM taken WHERE taken.i = o.i) AS booked, EXISTS (SELECT 1 FROM live WHERE live.i = o.i) AS "signedIn"
FROM o`;

/** SQLSTATEs after which every order of a batch runs again on its own. */
const RUN_SINGLY = new Set([
  '23505', // unique_violation: a key claimed before or a reference taken, by one of the orders
  '40P01', // deadlock_detected: with a writer that locks a pool row and an idempotency key in the other order
]);

function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Each order on its own statement; an order whose statement failed gets its error, the others their outcome. */
async function bookSingly(db: Queryable, orders: readonly BatchedOrder[]): Promise<(OneStatementOutcome | Error)[]> {
  const settled = await Promise.allSettled(orders.map((o) => bookInOneStatement(db, o.write, undefined, o.proof)));
  return settled.map((s) =>
    s.status === 'fulfilled' ? s.value : s.reason instanceof Error ? s.reason : new Error(String(s.reason)),
  );
}

/**
 * Books `orders` in one statement (see the file's comment) and gives each its outcome, in their
 * order; a batch of one runs `bookInOneStatement`.
 */
export async function bookMany(
  db: Queryable,
  orders: readonly BatchedOrder[],
): Promise<(OneStatementOutcome | Error)[]> {
  if (orders.length === 1) return bookSingly(db, orders);
  let rows: { i: number; booked: boolean; signedIn: boolean }[];
  try {
    rows = await db.query(BOOK_MANY_STATEMENT, [
      JSON.stringify(orders.map((o, i) => ({ i, ...bookingValues(o.write, undefined, o.proof) }))),
    ]);
  } catch (error) {
    if (RUN_SINGLY.has(sqlState(error) as string)) return bookSingly(db, orders);
    throw error;
  }
  const outcomes: OneStatementOutcome[] = orders.map(() => 'not taken');
  for (const row of rows) {
    outcomes[row.i] = row.booked ? 'booked' : row.signedIn ? 'not taken' : 'session ended';
  }
  return outcomes;
}

/**
 * Books one order without a per-customer limit, in one statement with the other orders that ask
 * on the same database handle in the same turn of the event loop: what `bookInOneStatement` would
 * have answered for it alone.
 */
export const bookWithOthers: (db: Queryable, order: BatchedOrder) => Promise<OneStatementOutcome> = batchedCalls(
  bookMany,
  MAX_ORDERS_PER_STATEMENT,
);
