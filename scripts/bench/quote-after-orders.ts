/**
 * bench:api's PostgreSQL sequence for the quote, step by step, with the CPU each answer cost the
 * server and its database backends (issue 11): feeCalc on a fresh database, svc/order for
 * BENCH_ORDER_SECONDS (as the booking phase), BENCH_LIVE paid bookings added and ANALYZE, feeCalc
 * again; then what PostgreSQL knows about the tables and the quote's plan.
 *   npx tsx scripts/bench/quote-after-orders.ts
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import type { Tenant } from '../../src/generated/tenant';
import { createEnvelopeCodec } from '../../src/protocol';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { startServer, type RunningServer } from '../server-process';
import { analyze, seedCustomer, seedLiveBookings, seedPools, type BenchPool } from './bench-data';
import { groupCpuUs, pidsCpuUs } from './cpu-time';
import { loadUrls, type AutocannonRequest } from './measure';
import { timeIt } from './quote-explain';
import { findPoolAsOf } from '../../server/db/repositories/ticket-pool-repository';

const root = path.resolve(import.meta.dirname, '../..');
const URL_ = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const LIVE = Number(process.env.BENCH_LIVE || 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS || 12);
const pool: BenchPool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };
const hour = 3600;

async function main(): Promise<void> {
  const tenant = JSON.parse(readFileSync(path.join(root, 'tenants', `${pool.tenantId}.json`), 'utf8')) as Tenant;
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  let serial = 0;
  const stay = () => {
    const entry = (Math.floor(Date.now() / 1000 / hour) + 24 + (serial++ % 48)) * hour;
    return { entry, exit: entry + 2 * hour };
  };
  const headers = { 'content-type': 'application/json' };
  const feeCalc: AutocannonRequest = {
    method: 'POST',
    path: '/s/harbour-central/api/spot/feeCalc',
    headers,
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify(codec.encodeRequest({ offerCode: pool.offerCode, tickets: 2, paymentCode: 201, ...stay() })),
    }),
  };
  const admin = await openPostgresDatabase({ connectionString: URL_, maxConnections: 1 });
  const name = `kerbside_after_orders_${process.pid}`;
  let server: RunningServer | undefined;
  let db: Database | undefined;
  try {
    await admin.executeScript(`CREATE DATABASE ${name}`);
    const url = Object.assign(new URL(URL_), { pathname: `/${name}` }).toString();
    db = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
    const customer = await seedCustomer(db, pool.tenantId);
    await seedPools(db, [pool], 10_000_000);
    await analyze(db);
    server = await startServer({ DATABASE_URL: url, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' });
    const s = server;
    const order: AutocannonRequest = {
      method: 'POST',
      path: '/s/harbour-central/api/svc/order',
      headers: { ...headers, authorization: `Bearer ${customer.token}` },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify(
          codec.encodeRequest({
            idempotencyKey: randomUUID(),
            offerCode: pool.offerCode,
            tickets: 1,
            paymentCode: 201,
            ...stay(),
          }),
        ),
      }),
    };
    const measure = async (label: string, request: AutocannonRequest, seconds: number) => {
      const pids = (
        await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])
      ).map((r) => r.pid);
      const before = { server: groupCpuUs(s.pid), db: pidsCpuUs(pids) };
      const t = Date.now();
      const m = await loadUrls([s.baseUrl], request, { seconds, connections: 10, warmUpSeconds: 1 });
      const answered = (m.reqPerSec * (Date.now() - t)) / 1000;
      const after = (
        await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])
      ).map((r) => r.pid);
      console.log(
        `${label}: ${m.reqPerSec} req/s, server ${((groupCpuUs(s.pid) - before.server) / answered).toFixed(0)} us, database ${((pidsCpuUs(after) - before.db) / answered).toFixed(0)} us CPU per answer; backends ${pids.length} -> ${after.length}`,
      );
    };
    await measure('feeCalc, fresh', feeCalc, SECONDS);
    await measure('feeCalc, fresh, again', feeCalc, SECONDS);
    await measure('svc/order hot', order, ORDER_SECONDS);
    await measure('feeCalc after orders', feeCalc, SECONDS);
    await seedLiveBookings(db, pool, customer.accountId, LIVE);
    await analyze(db);
    await measure('feeCalc after live bookings + ANALYZE', feeCalc, SECONDS);
    await measure('feeCalc, again', feeCalc, SECONDS);
    const tables = await db.query<Record<string, unknown>>(
      `SELECT relname, n_live_tup, n_dead_tup, last_autovacuum, last_autoanalyze, pg_relation_size(relid) AS bytes FROM pg_stat_user_tables WHERE relname IN ('ticket_pool', 'bookings', 'booking_tickets', 'idempotency_keys', 'sessions') ORDER BY relname`,
    );
    console.table(tables);
    const explainQuote = async (label: string) => {
      const plan = await (db as Database).query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) SELECT p.capacity, p.available + pool_due_tickets(p.tenant_id, p.site_id, p.offer_code, $4) AS available FROM ticket_pool p WHERE p.tenant_id = $1 AND p.site_id = $2 AND p.offer_code = $3`,
        [pool.tenantId, pool.siteId, pool.offerCode, new Date()],
      );
      console.log(`--- ${label}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
      await timeIt(`${label}: findPoolAsOf on one connection`, 1000, () =>
        findPoolAsOf(db as Database, pool, new Date()),
      );
    };
    await explainQuote('after orders and live bookings');
    await db.executeScript('VACUUM ticket_pool');
    await explainQuote('after VACUUM ticket_pool');
    await measure('feeCalc after VACUUM ticket_pool', feeCalc, SECONDS);
  } finally {
    await server?.stop();
    await db?.close();
    await admin.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

void main();
