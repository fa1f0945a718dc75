/**
 * The ceiling of svc/order in bench:api: the least a booking costs on this database in a statement
 * of its own. One statement, one round trip: claim the idempotency key (with its answer), take a
 * ticket from the pool by a conditional decrement (lowering its due bound to the booking's hold and
 * exit, as every booking does: docs/architecture.md#due-bound), insert the booking and its ticket.
 * No HTTP, no envelope, no session, no pricing: what the real call spends beyond this is its
 * overhead. Under load svc/order shares a statement among the orders that arrive together
 * (docs/parking-api.md#orders-that-arrive-together), which this ceiling does not, so the server's
 * cost per booking can come below it.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/database';
import type { BenchPool } from './bench-data';
import type { Measurement } from './measure';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const HOUR_MS = 3_600_000;

function reference(): string {
  const half = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(32)]).join('');
  return `${half()}-${half()}`;
}

const BOOK = `
WITH claim AS (
  INSERT INTO idempotency_keys (account_id, idempotency_key, request_hash, response, created_at)
  VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT DO NOTHING RETURNING 1
), take AS (
  UPDATE ticket_pool SET available = available - 1, updated_at = $5, due_not_before = LEAST(due_not_before, $13::timestamptz, $12::timestamptz)
  WHERE tenant_id = $6 AND site_id = $7 AND offer_code = $8 AND available >= 1 AND EXISTS (SELECT 1 FROM claim)
  RETURNING 1
), booking AS (
  INSERT INTO bookings (id, tenant_id, site_id, offer_code, account_id, reference, shop_code, lot_name, address, time_zone, offer_name,
                        tariff, tickets, entry_at, exit_at, fee, surcharge, total, payment_code, status, hold_expires_at, created_at, updated_at)
  SELECT $9, $6, $7, $8, $1, $10, 'bench', 'Bench', 'Bench street', 'Australia/Sydney', 'Bench', '{}'::jsonb, 1, $11, $12,
         1000, 0, 1000, 201, 'pending_payment', $13, $5, $5
  FROM take
  RETURNING id
)
INSERT INTO booking_tickets (booking_id, position, ticket_no, pass_code)
SELECT id, 1, $10 || '-1', $14 FROM booking
RETURNING 1`;

/** Books for `seconds` with `concurrency` callers in flight, cycling over `pools`. */
export async function rawBookingLoad(
  db: Database,
  accountId: string,
  pools: readonly BenchPool[],
  seconds: number,
  concurrency: number,
): Promise<Measurement> {
  const latencies: number[] = [];
  let booked = 0;
  let refused = 0;
  let errors = 0;
  let serial = 0;
  const deadline = performance.now() + seconds * 1000;
  const tomorrow = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS;
  async function caller(): Promise<void> {
    while (performance.now() < deadline) {
      const n = serial++;
      const pool = pools[n % pools.length] as BenchPool;
      const id = randomUUID();
      const ref = reference();
      const key = randomUUID();
      const entry = new Date(tomorrow + (n % 48) * HOUR_MS);
      const now = new Date();
      const started = performance.now();
      try {
        const rows = await db.query(BOOK, [
          accountId,
          key,
          createHash('sha256').update(key).digest('hex'),
          JSON.stringify({ success: true, result: { rtn: 1, booking: { id, reference: ref } } }),
          now,
          pool.tenantId,
          pool.siteId,
          pool.offerCode,
          id,
          ref,
          entry,
          new Date(entry.getTime() + 2 * HOUR_MS),
          new Date(now.getTime() + 15 * 60_000),
          randomBytes(16).toString('base64url'),
        ]);
        if (rows.length === 1) booked += 1;
        else refused += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    reqPerSec: Math.round(booked / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    refused,
    answered: booked + refused + errors,
  };
}
