/**
 * What a booking's statement costs PostgreSQL (issue 11), one call after another on one
 * connection: the backend's CPU per call (from /proc) and the time per call, for SELECT 1,
 * bench:api's raw-SQL booking and svc/order's statement (with and without a recalled session's
 * proof), interleaved, median of three rounds of BENCH_CALLS, on a throwaway database, spread over
 * 20 pools. The tables are analysed after a warm-up of bookings and before every round.
 *
 * With BENCH_CONCURRENCY=n (default 1) n callers run each form at once on n connections, as
 * bench:api's load does, and the CPU is every backend's: what contention on the pool rows adds.
 *
 * With BENCH_STALE=1 they are analysed only while empty, as on a PostgreSQL whose autovacuum is off
 * and whose server did not look after them (docs/rules.md#database-upkeep): the lookup of a
 * ticket's booking that booking_tickets' foreign key makes stays planned as the sequential scan
 * chosen while bookings was empty, and every booking reads them all. Each table's scans are printed.
 *   npx tsx scripts/bench/pg-booking-statements.ts
 */
import type { Database } from '../../server/db/database';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { analyze, seedCustomer, seedPools } from './bench-data';
import { pidsCpuUs } from './cpu-time';
import { median } from './measure';
import { rawBookingLoad } from './raw-booking';
import { bookSample, hotOfferTariff } from './sample-booking';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CALLS = Number(process.env.BENCH_CALLS || 2000);
const STALE = process.env.BENCH_STALE === '1';
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY || 1));
const ROUNDS = 3;
const CAPACITY = 10_000_000;
const pools = Array.from({ length: 20 }, (_, i) => ({
  tenantId: 'harbourpark',
  siteId: 'HP-CEN-01',
  offerCode: `hourly-${i}`,
}));

interface PerCall {
  wallUs: number[];
  backendUs: number[];
}

async function measure(db: Database): Promise<Map<string, PerCall>> {
  const customer = await seedCustomer(db, 'harbourpark');
  await seedPools(db, pools, CAPACITY);
  await analyze(db);
  if (!STALE) {
    await rawBookingLoad(db, customer.accountId, pools, 3, 4);
    await analyze(db);
  }
  // Every connection opened once, so that each caller has its backend before the first round.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => db.query('SELECT pg_sleep(0.05)')));
  const backends = (
    await db.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = $1',
      ['client backend'],
    )
  ).map((r) => r.pid);
  const [session] = await db.query<{ id: string }>('SELECT id::text FROM sessions LIMIT 1');
  if (!session) throw new Error('no session');
  const proof = { sessionId: session.id, idleSince: new Date(Date.now() - 30 * 86_400_000) };
  const tariff = hotOfferTariff();
  let serial = 0;
  const forms: Record<string, () => Promise<unknown>> = {
    'SELECT 1': () => db.query('SELECT 1'),
    "svc/order's statement, recalled session": () =>
      bookSample(db, customer, pools[serial % pools.length]!, CAPACITY, tariff, serial++, proof),
    "svc/order's statement, session read before": () =>
      bookSample(db, customer, pools[serial % pools.length]!, CAPACITY, tariff, serial++),
  };
  const results = new Map<string, PerCall>();
  const record = (label: string, calls: number, wallMs: number, backendUs: number) => {
    const r = results.get(label) ?? { wallUs: [], backendUs: [] };
    r.wallUs.push((wallMs * 1000) / calls);
    r.backendUs.push(backendUs / calls);
    results.set(label, r);
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (!STALE) await analyze(db);
    const before = pidsCpuUs(backends);
    const started = performance.now();
    // The raw booking runs for a time, with CONCURRENCY callers in flight.
    const raw = await rawBookingLoad(db, customer.accountId, pools, 3, CONCURRENCY);
    record(
      'raw-SQL booking (bench ceiling)',
      raw.answered ?? 1,
      performance.now() - started,
      pidsCpuUs(backends) - before,
    );
    for (const [label, call] of Object.entries(forms)) {
      const cpu = pidsCpuUs(backends);
      const t = performance.now();
      let left = CALLS;
      const caller = async () => {
        while (left > 0) {
          left -= 1;
          await call();
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, caller));
      record(label, CALLS, performance.now() - t, pidsCpuUs(backends) - cpu);
    }
  }
  const scans = await db.query<{ table: string; seqScans: string; rowsRead: string; indexScans: string }>(
    `SELECT relname AS table, seq_scan AS "seqScans", seq_tup_read AS "rowsRead", idx_scan AS "indexScans" FROM pg_stat_user_tables
     WHERE relname IN ('bookings', 'booking_tickets', 'ticket_pool', 'idempotency_keys', 'sessions') ORDER BY relname`,
  );
  for (const s of scans)
    console.log(`${s.table}: ${s.seqScans} sequential scans reading ${s.rowsRead} rows, ${s.indexScans} index scans`);
  return results;
}

const admin = await openPostgresDatabase({ connectionString: SERVER_URL, maxConnections: 1 });
const name = `kerbside_statements_${process.pid}`;
await admin.executeScript(`CREATE DATABASE ${name}`);
const db = await openPostgresDatabase({
  connectionString: Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString(),
  maxConnections: CONCURRENCY,
});
try {
  const results = await measure(db);
  console.log(
    `\n| statement (${STALE ? 'statistics of the empty tables' : 'fresh statistics'}) | backend CPU us per call | us per call | rounds (backend CPU) |\n|---|---:|---:|---|`,
  );
  for (const [label, r] of results) {
    console.log(
      `| ${label} | ${Math.round(median(r.backendUs))} | ${Math.round(median(r.wallUs))} | ${r.backendUs.map((x) => x.toFixed(0)).join(' / ')} |`,
    );
  }
} finally {
  await db.close();
  await admin.executeScript(`DROP DATABASE ${name}`);
  await admin.close();
}
