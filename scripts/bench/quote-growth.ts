/**
 * Does a quote cost more with live bookings (issue 11, "flat as data grows")? Two PostgreSQL
 * databases, one with no bookings and one with BENCH_LIVE paid bookings and BENCH_HOLDS unpaid holds
 * in the quoted pool (what bench:api's third phase holds), each behind its own server; spot/feeCalc
 * loads them in turn, BENCH_ROUNDS times, and each run reports throughput beside the CPU time the
 * server process and its database backends spent per answer, which a shared machine skews less.
 *   GROWTH_VACUUM=1: VACUUM the grown database after seeding (else ANALYZE only, as bench:api does).
 *   npx tsx scripts/bench/quote-growth.ts
 */
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import type { Tenant } from '../../src/generated/tenant';
import { createEnvelopeCodec } from '../../src/protocol';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from '../server-process';
import { analyze, seedCustomer, seedLiveBookings, seedPools, type BenchPool } from './bench-data';
import { groupCpuUs, pidsCpuUs } from './cpu-time';
import { loadUrls } from './measure';
import { seedHolds } from './quote-explain';

const root = path.resolve(import.meta.dirname, '../..');
const URL_ = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const LIVE = Number(process.env.BENCH_LIVE || 10_000);
const HOLDS = Number(process.env.BENCH_HOLDS || 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const pool: BenchPool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };

async function backendPids(admin: Database, name: string): Promise<number[]> {
  const rows = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
  return rows.map((r) => r.pid);
}

async function main(): Promise<void> {
  const tenant = JSON.parse(readFileSync(path.join(root, 'tenants', `${pool.tenantId}.json`), 'utf8')) as Tenant;
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const hour = 3600;
  let serial = 0;
  const feeCalc = {
    method: 'POST',
    path: '/s/harbour-central/api/spot/feeCalc',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: { path: string }) => {
      const entry = (Math.floor(Date.now() / 1000 / hour) + 24 + (serial++ % 48)) * hour;
      return {
        ...req,
        body: JSON.stringify(
          codec.encodeRequest({
            offerCode: pool.offerCode,
            tickets: 2,
            paymentCode: 201,
            entry,
            exit: entry + 2 * hour,
          }),
        ),
      };
    },
  };
  const admin = await openPostgresDatabase({ connectionString: URL_, maxConnections: 1 });
  const names = { none: `kerbside_growth_none_${process.pid}`, grown: `kerbside_growth_live_${process.pid}` };
  const servers: Record<string, RunningServer> = {};
  try {
    for (const [kind, name] of Object.entries(names)) {
      await admin.executeScript(`CREATE DATABASE ${name}`);
      const url = Object.assign(new URL(URL_), { pathname: `/${name}` }).toString();
      const db = await openPostgresDatabase({ connectionString: url, maxConnections: 1 });
      const customer = await seedCustomer(db, pool.tenantId);
      await seedPools(db, [pool], 10_000_000);
      if (kind === 'grown') {
        await seedHolds(db, customer.accountId, HOLDS);
        await seedLiveBookings(db, pool, customer.accountId, LIVE);
        if (process.env.GROWTH_VACUUM === '1') await db.executeScript('VACUUM');
      }
      await analyze(db);
      await db.close();
      servers[kind] = await startServer({ DATABASE_URL: url, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' });
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [kind, name] of Object.entries(names)) {
        const server = servers[kind] as RunningServer;
        const pids = await backendPids(admin, name);
        const before = { server: groupCpuUs(server.pid), db: pidsCpuUs(pids) };
        const t = Date.now();
        const m = await loadUrls([server.baseUrl], feeCalc, {
          seconds: SECONDS,
          connections: 10,
          warmUpSeconds: round === 1 ? 1 : 0,
        });
        const answered = (m.reqPerSec * (Date.now() - t)) / 1000;
        const serverUs = (groupCpuUs(server.pid) - before.server) / answered;
        const dbUs = (pidsCpuUs(await backendPids(admin, name)) - before.db) / answered;
        console.log(
          `round ${round} ${kind.padEnd(5)}: ${m.reqPerSec} req/s, server ${serverUs.toFixed(0)} us, database ${dbUs.toFixed(0)} us CPU per answer${m.errors ? `, ${m.errors} errors` : ''}`,
        );
      }
    }
  } finally {
    for (const s of Object.values(servers)) await s.stop();
    for (const name of Object.values(names)) await admin.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

void main();
