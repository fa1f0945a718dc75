/**
 * Why a quote slows as live bookings grow (issue 11): builds, on a throwaway PostgreSQL database
 * (or PGlite), the data bench:api's third phase has (BENCH_LIVE paid bookings in the hot pool, and
 * BENCH_HOLDS unpaid holds as its booking phase leaves), runs ANALYZE, then prints EXPLAIN
 * (ANALYZE, BUFFERS) of the quote's statement and the per-call time of each form, one call after
 * another on one connection.
 *   npx tsx scripts/bench/quote-explain.ts [pglite]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPgliteDatabase } from '../../server/db/pglite-driver';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { findPoolAsOf } from '../../server/db/repositories/ticket-pool-repository';
import { analyze, seedCustomer, seedLiveBookings, seedPools, type BenchPool } from './bench-data';

const LIVE = Number(process.env.BENCH_LIVE || 10_000);
const HOLDS = Number(process.env.BENCH_HOLDS || 10_000);
const URL_ = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const pool: BenchPool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'YY..-....': a reference bench-data's seeded ones ('Z...') and the server's draws never take here. */
function holdReference(n: number): string {
  let digits = '';
  for (let i = 0, rest = n; i < 6; i += 1, rest = Math.floor(rest / 32)) digits = (ALPHABET[rest % 32] ?? '2') + digits;
  return `YY${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export async function seedHolds(db: Database, accountId: string, count: number): Promise<void> {
  const hour = 3_600_000;
  const base = Math.ceil(Date.now() / hour) * hour + 24 * hour;
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    const ids = Array.from({ length: n }, () => randomUUID());
    const refs = ids.map((_, i) => holdReference(start + i));
    const entries = ids.map((_, i) => new Date(base + ((start + i) % 48) * hour).toISOString());
    const exits = entries.map((e) => new Date(Date.parse(e) + 2 * hour).toISOString());
    await db.query(
      `INSERT INTO bookings (id, tenant_id, site_id, offer_code, account_id, reference, shop_code, lot_name, address, time_zone, offer_name,
                             tariff, tickets, entry_at, exit_at, fee, surcharge, total, payment_code, status, hold_expires_at, created_at, updated_at)
       SELECT u.id, $1, $2, $3, $4, u.ref, 'bench', 'Bench', 'Bench street', 'Australia/Sydney', 'Bench',
              '{}'::jsonb, 1, u.entry, u.exit, 1000, 0, 1000, 201, 'pending_payment', now() + interval '15 minutes', now(), now()
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
  }
}

export async function timeIt(label: string, calls: number, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 200; i += 1) await fn();
  const rounds: number[] = [];
  for (let r = 0; r < 5; r += 1) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < calls; i += 1) await fn();
    rounds.push(Number(process.hrtime.bigint() - t) / 1000 / calls);
  }
  rounds.sort((a, b) => a - b);
  console.log(
    `${label}: median ${rounds[2]?.toFixed(0)} us per call (rounds ${rounds.map((x) => x.toFixed(0)).join(', ')})`,
  );
}

async function main(): Promise<void> {
  const pglite = process.argv[2] === 'pglite';
  let db: Database;
  let cleanup: () => Promise<void>;
  if (pglite) {
    const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-explain-'));
    db = await openPgliteDatabase(dir);
    cleanup = async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    const admin = await openPostgresDatabase({ connectionString: URL_, maxConnections: 1 });
    const name = `kerbside_explain_${process.pid}`;
    await admin.executeScript(`CREATE DATABASE ${name}`);
    db = await openPostgresDatabase({
      connectionString: Object.assign(new URL(URL_), { pathname: `/${name}` }).toString(),
      maxConnections: 1,
    });
    cleanup = async () => {
      await db.close();
      await admin.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  }
  try {
    const customer = await seedCustomer(db, pool.tenantId);
    await seedPools(db, [pool], 10_000_000);
    await analyze(db);
    const stage = process.env.STAGE ?? 'both';
    if (stage !== 'none') {
      await seedHolds(db, customer.accountId, HOLDS);
      await seedLiveBookings(db, pool, customer.accountId, LIVE);
      // What the booking phase does to the pool row: one update per order.
      const updates = Number(process.env.BENCH_UPDATES || 0);
      for (let i = 0; i < updates; i += 1) {
        await db.query(
          `UPDATE ticket_pool SET available = available - 1, updated_at = now(), due_not_before = LEAST(due_not_before, now() + interval '15 minutes')
           WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3`,
          [pool.tenantId, pool.siteId, pool.offerCode],
        );
      }
      await analyze(db);
    }
    const now = new Date();
    const args = [pool.tenantId, pool.siteId, pool.offerCode, now];
    for (const [label, sql] of [
      [
        'holds',
        `EXPLAIN (ANALYZE, BUFFERS) SELECT COALESCE(sum(b.tickets), 0) FROM bookings b WHERE b.tenant_id = $1 AND b.site_id = $2 AND b.offer_code = $3 AND b.status = 'pending_payment' AND b.hold_expires_at <= $4`,
      ],
      [
        'ends',
        `EXPLAIN (ANALYZE, BUFFERS) SELECT COALESCE(sum(b.tickets), 0) FROM bookings b WHERE b.tenant_id = $1 AND b.site_id = $2 AND b.offer_code = $3 AND b.status IN ('booked', 'topped_up') AND b.exit_at <= $4`,
      ],
    ] as const) {
      await db.executeScript('SET plan_cache_mode = force_generic_plan');
      const rows = await db.query<{ 'QUERY PLAN': string }>(sql, args);
      console.log(`--- ${label} (generic plan)\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      await db.executeScript('RESET plan_cache_mode');
    }
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT p.capacity, p.available + pool_due_tickets(p.tenant_id, p.site_id, p.offer_code, $4) AS available FROM ticket_pool p WHERE p.tenant_id = $1 AND p.site_id = $2 AND p.offer_code = $3`,
      args,
    );
    console.log(`--- findPoolAsOf\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
    await timeIt('findPoolAsOf', 1000, () => findPoolAsOf(db, pool, new Date()));
    await timeIt('select 1', 1000, () => db.query('SELECT 1'));
  } finally {
    await cleanup();
  }
}

if (process.argv[1] === import.meta.filename) void main();
