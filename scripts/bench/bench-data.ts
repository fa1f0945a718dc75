/**
 * Data for bench:api, written straight to the database before a server opens it: a signed-in
 * customer, pools that exist already, and live bookings in bulk (the "flat as data grows" figures).
 * Raw SQL on purpose: seeding 10,000 bookings through the API would take longer than the bench.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { insertAccount } from '../../server/db/repositories/account-repository';
import { createSession } from '../../server/services/accounts/sessions';

export interface BenchPool {
  tenantId: string;
  siteId: string;
  offerCode: string;
}

export interface BenchCustomer {
  accountId: string;
  token: string;
}

export async function seedCustomer(db: Database, tenantId: string): Promise<BenchCustomer> {
  await migrate(db);
  const accountId = randomUUID();
  const now = new Date();
  await insertAccount(db, {
    id: accountId,
    tenantId,
    phone: `+6140${String(randomInt(10_000_000)).padStart(7, '0')}`,
    passwordHash: null,
    profile: { firstName: 'Bench', lastName: 'Customer' },
    now,
  });
  return { accountId, token: await createSession(db, accountId, now) };
}

/** Creates the pools with `capacity` tickets (as the first booking of each would). */
export async function seedPools(db: Database, pools: readonly BenchPool[], capacity: number): Promise<void> {
  for (const p of pools) {
    await db.query(
      `INSERT INTO ticket_pool (tenant_id, site_id, offer_code, capacity, available, updated_at) VALUES ($1, $2, $3, $4, $4, now())
       ON CONFLICT DO NOTHING`,
      [p.tenantId, p.siteId, p.offerCode, capacity],
    );
  }
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A reference no random draw of the server can take: starts with 'Z' and counts up. */
function seededReference(n: number): string {
  let digits = '';
  let rest = n;
  for (let i = 0; i < 7; i += 1) {
    digits = (ALPHABET[rest % 32] ?? '2') + digits;
    rest = Math.floor(rest / 32);
  }
  const all = `Z${digits}`;
  return `${all.slice(0, 4)}-${all.slice(4)}`;
}

/**
 * Adds `count` paid (booked) one-ticket bookings of `pool` for `accountId`, spread over the next
 * 30 days, and takes their tickets from the pool so tickets + available = capacity still holds.
 * `from` numbers the references, so several calls never collide.
 */
export async function seedLiveBookings(
  db: Database,
  pool: BenchPool,
  accountId: string,
  count: number,
  from = 0,
): Promise<void> {
  const batch = 1000;
  const hour = 3_600_000;
  const base = Math.ceil(Date.now() / hour) * hour + 48 * hour;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const ids: string[] = [];
    const refs: string[] = [];
    const entries: string[] = [];
    const exits: string[] = [];
    const passCodes: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const serial = from + start + i;
      ids.push(randomUUID());
      refs.push(seededReference(serial));
      const entry = base + (serial % (30 * 24)) * hour;
      entries.push(new Date(entry).toISOString());
      exits.push(new Date(entry + 2 * hour).toISOString());
      passCodes.push(randomBytes(16).toString('base64url'));
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO bookings (id, tenant_id, site_id, offer_code, account_id, reference, shop_code, lot_name, address, time_zone, offer_name,
                               tariff, tickets, entry_at, exit_at, fee, surcharge, total, payment_code, status, created_at, updated_at, confirmed_at)
         SELECT u.id, $1, $2, $3, $4, u.ref, 'bench', 'Bench', 'Bench street', 'Australia/Sydney', 'Bench',
                '{}'::jsonb, 1, u.entry, u.exit, 1000, 0, 1000, 201, 'booked', now(), now(), now()
         FROM unnest($5::uuid[], $6::text[], $7::timestamptz[], $8::timestamptz[]) AS u(id, ref, entry, exit)`,
        [
          pool.tenantId,
          pool.siteId,
          pool.offerCode,
          accountId,
          `{${ids.join(',')}}`,
          `{${refs.join(',')}}`,
          `{${entries.join(',')}}`,
          `{${exits.join(',')}}`,
        ],
      );
      await tx.query(
        `INSERT INTO booking_tickets (booking_id, position, ticket_no, pass_code)
         SELECT u.id, 1, u.ref || '-1', u.pass FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, ref, pass)`,
        [`{${ids.join(',')}}`, `{${refs.join(',')}}`, `{${passCodes.join(',')}}`],
      );
      // As every booking does, the pool's due bound comes down to the earliest exit (docs/architecture.md#due-bound).
      await tx.query(
        'UPDATE ticket_pool SET available = available - $4, due_not_before = LEAST(due_not_before, $5) WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3',
        [pool.tenantId, pool.siteId, pool.offerCode, n, new Date(Math.min(...exits.map((e) => Date.parse(e))))],
      );
    });
  }
}

export async function liveBookings(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE status IN ('pending_payment', 'booked', 'topped_up')`,
  );
  return row?.n ?? 0;
}

/** Fresh planner statistics, as migrations and the sweeper leave them. */
export async function analyze(db: Database): Promise<void> {
  await db.executeScript('ANALYZE');
}
