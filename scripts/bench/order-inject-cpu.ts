/**
 * CPU per svc/order (or feeCalc) on PGlite, for comparing checkouts in one process, interleaved
 * (issue 11): each checkout builds its own app (its server/app.ts) on its own file-backed PGlite
 * (its own driver and migrations), seeded as bench:api seeds it (a signed-in customer, the hot
 * pool with a huge capacity); then round after round each gets BENCH_REQUESTS injected requests,
 * one after another, and the process's CPU time is divided by them. PGlite runs inside the process,
 * so that CPU is the server's and the database's together, without sockets or a load generator
 * sharing the cores: on a machine shared with other work this moves far less than throughput.
 * feeCalcSignedIn is feeCalc with the customer's bearer token, as the app sends it when signed in.
 *   npx tsx scripts/bench/order-inject-cpu.ts order|feeCalc|feeCalcSignedIn <checkout> [<checkout> ...]
 *   BENCH_REQUESTS (1000), BENCH_ROUNDS (5), BENCH_WARMUP (1000 requests each before the first round)
 *   BENCH_DATABASE=none: feeCalc on a database that answers every query at once with no rows (as
 *   bench:api's no-database ceiling): the app's own CPU per quote, without PGlite's.
 *   BENCH_DATABASE=booked (order only): svc/order's booking statement is answered at once as booked,
 *   without running it (everything else, the first session read and the idle clock, runs on
 *   PGlite): the app's own CPU per booking, which CPU profiles (node --cpu-prof) then attribute.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable, SqlParam } from '../../server/db/database';
import type { Tenant } from '../../src/generated/tenant';
import { createEnvelopeCodec } from '../../src/protocol';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { analyze, seedCustomer, seedPools } from './bench-data';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
// The first few hundred answers of a fresh app are slower (JIT, validators compiled on first use).
const WARMUP = Number(process.env.BENCH_WARMUP || 1000);
const pool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };
const CAPACITY = 10_000_000;
const HOUR = 3600;

interface Built {
  label: string;
  app: FastifyInstance;
  db: Database;
  token: string;
  dataDir: string;
}

const NO_DATABASE = process.env.BENCH_DATABASE === 'none';
const BOOKED = process.env.BENCH_DATABASE === 'booked';
/** svc/order's one-statement booking (booking-order-repository.ts): the only statement that claims a key in a CTE. */
const isBookingStatement = (sql: string) => sql.includes('claim AS (');
const noRows: Queryable = { query: async <T extends object>() => [] as T[], executeScript: async () => undefined };
const nullDatabase: Database = {
  ...noRows,
  driver: 'postgres',
  transaction: async (fn) => fn(noRows),
  close: async () => undefined,
};

async function openBenchDatabase(root: string, dataDir: string): Promise<{ db: Database; token: string }> {
  if (NO_DATABASE) return { db: nullDatabase, token: '' };
  const { openPgliteDatabase } = (await import(path.join(root, 'server/db/pglite-driver.ts'))) as {
    openPgliteDatabase: (dir?: string) => Promise<Database>;
  };
  const { migrate } = (await import(path.join(root, 'server/db/migrate.ts'))) as {
    migrate: (db: Database) => Promise<unknown>;
  };
  const db = await openPgliteDatabase(dataDir);
  await migrate(db);
  const customer = await seedCustomer(db, pool.tenantId);
  await seedPools(db, [pool], CAPACITY);
  await analyze(db);
  if (!BOOKED) return { db, token: customer.token };
  // Kept as on PostgreSQL (another process may write): the session recalled and proven by the statement.
  const answered: Database = {
    ...db,
    memoryScope: { engine: 'postgres', soleProcess: false },
    query: async <T extends object>(sql: string, params?: readonly SqlParam[]) =>
      isBookingStatement(sql) ? ([{ booked: 1, signedIn: true }] as unknown as T[]) : db.query<T>(sql, params),
    executeScript: (sql) => db.executeScript(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: answered, token: customer.token };
}

async function build(root: string, tenantsDir: string): Promise<Built> {
  const { buildApp } = (await import(path.join(root, 'server/app.ts'))) as {
    buildApp: (o: object) => Promise<FastifyInstance>;
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-order-cpu-'));
  const { db, token } = await openBenchDatabase(root, dataDir);
  const app = await buildApp({
    tenantsDir,
    themesDir: path.join(root, 'themes'),
    db,
    watchTenants: false,
    rateLimit: false,
    // As main.ts at LOG_LEVEL=error (bench:api's servers).
    logger: { level: 'error', redact: ['req.headers.authorization', 'req.headers.cookie'] },
    accounts: { smsCodeSecret: 'bench-secret-bench-secret-bench-secret' },
  });
  await app.ready();
  return { label: root, app, db, token, dataDir };
}

async function main(): Promise<void> {
  const [target = 'order', ...roots] = process.argv.slice(2);
  if (
    roots.length === 0 ||
    !['order', 'feeCalc', 'feeCalcSignedIn'].includes(target) ||
    (NO_DATABASE && target !== 'feeCalc') ||
    (BOOKED && target !== 'order')
  ) {
    throw new Error(
      'usage: order-inject-cpu.ts order|feeCalc|feeCalcSignedIn <checkout> [<checkout> ...] (BENCH_DATABASE=none: feeCalc only; booked: order only)',
    );
  }
  // The bench's tenants (this checkout's, with the hot offer's pool made huge and unlimited), for every checkout alike.
  const tenantsDir = mkdtempSync(path.join(tmpdir(), 'kerbside-order-cpu-tenants-'));
  cpSync(path.resolve(import.meta.dirname, '../../tenants'), tenantsDir, { recursive: true });
  const file = path.join(tenantsDir, `${pool.tenantId}.json`);
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Tenant;
  const offer = tenant.sites.find((s) => s.siteId === pool.siteId)?.offers?.find((o) => o.code === pool.offerCode);
  if (!offer) throw new Error('no hot offer');
  offer.capacity = CAPACITY;
  delete offer.maxTicketsAtOnce;
  writeFileSync(file, JSON.stringify(tenant, null, 2));
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  let serial = 0;
  const stay = () => {
    const entry = (Math.floor(Date.now() / 1000 / HOUR) + 24 + (serial++ % 48)) * HOUR;
    return { entry, exit: entry + 2 * HOUR };
  };
  const send = (b: Built) =>
    target === 'order'
      ? b.app.inject({
          method: 'POST',
          url: '/s/harbour-central/api/svc/order',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
          payload: JSON.stringify(
            codec.encodeRequest({
              idempotencyKey: randomUUID(),
              offerCode: pool.offerCode,
              tickets: 1,
              paymentCode: 201,
              ...stay(),
            }),
          ),
        })
      : b.app.inject({
          method: 'POST',
          url: '/s/harbour-central/api/spot/feeCalc',
          headers: {
            'content-type': 'application/json',
            ...(target === 'feeCalcSignedIn' ? { authorization: `Bearer ${b.token}` } : {}),
          },
          payload: JSON.stringify(
            codec.encodeRequest({ offerCode: pool.offerCode, tickets: 2, paymentCode: 201, ...stay() }),
          ),
        });
  const builds: Built[] = [];
  try {
    for (const root of roots) builds.push(await build(path.resolve(root), tenantsDir));
    // Warm-up: compile validators and serialisers, fill plan caches.
    for (const b of builds) for (let i = 0; i < WARMUP; i += 1) await send(b);
    const runs = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const b of order) {
        const before = process.cpuUsage();
        for (let i = 0; i < REQUESTS; i += 1) {
          const res = await send(b);
          const body = res.json<{ result?: { rtn?: number } }>();
          if (res.statusCode !== 200 || (body.result?.rtn ?? 0) <= 0)
            throw new Error(`${b.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        const used = process.cpuUsage(before);
        runs.set(b.label, [...(runs.get(b.label) ?? []), (used.user + used.system) / REQUESTS]);
      }
    }
    console.log(
      `${target} on ${NO_DATABASE ? 'a database answering nothing' : BOOKED ? 'PGlite, the booking statement answered at once' : 'PGlite'}, ${REQUESTS} requests per round, ${ROUNDS} rounds, interleaved in one process`,
    );
    for (const [label, xs] of runs) {
      const sorted = [...xs].sort((a, b) => a - b);
      console.log(
        `${label}: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} us CPU per answer (${xs.map((x) => x.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    for (const b of builds) {
      await b.app.close();
      await b.db.close();
      rmSync(b.dataDir, { recursive: true, force: true });
    }
    rmSync(tenantsDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
