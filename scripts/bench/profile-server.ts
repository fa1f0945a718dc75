/**
 * A CPU profile of the real server under one of bench:api's loads (issue 11), on PGlite: seeds a
 * data folder as bench:api does (a signed-in customer, the hot pool), starts server/main.ts under
 * `node --cpu-prof`, loads it for BENCH_SECONDS after a warm-up, stops it, and leaves the profile
 * in PROFILE_DIR (default /tmp/kerbside-profiles), to open in Chrome DevTools' Performance panel.
 * With PROFILE_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/test) the server runs on a
 * fresh PostgreSQL database made beside that one and dropped after: its profile then holds only
 * the server's own JavaScript, with the database's work in its backends.
 *   npx tsx scripts/bench/profile-server.ts order|feeCalc|live
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPgliteDatabase } from '../../server/db/pglite-driver';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import type { Tenant } from '../../src/generated/tenant';
import { createEnvelopeCodec } from '../../src/protocol';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { freePort } from '../server-process';
import { analyze, seedCustomer, seedPools } from './bench-data';
import { loadUrls, type AutocannonRequest } from './measure';

const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const PROFILE_DIR = process.env.PROFILE_DIR || path.join(tmpdir(), 'kerbside-profiles');
const target = process.argv[2] ?? 'order';
const pool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };
const hour = 3600;
const POSTGRES_URL = process.env.PROFILE_POSTGRES_URL;

/** The server's database: a PGlite folder, or a new PostgreSQL database (dropped by the returned function). */
async function openBenchDatabase(
  dataDir: string,
): Promise<{ db: Database; databaseUrl: string; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) return { db: await openPgliteDatabase(dataDir), databaseUrl: '', drop: async () => {} };
  const admin = await openPostgresDatabase({ connectionString: POSTGRES_URL, maxConnections: 1 });
  const name = `kerbside_profile_${process.pid}_${Date.now()}`;
  await admin.executeScript(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  const drop = async () => {
    await admin.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
  return { db: await openPostgresDatabase({ connectionString: databaseUrl, maxConnections: 2 }), databaseUrl, drop };
}

async function main(): Promise<void> {
  // As bench:api does: the hot offer with a huge pool and no per-customer limit.
  const tenantsDir = mkdtempSync(path.join(tmpdir(), 'kerbside-profile-tenants-'));
  cpSync(path.join(root, 'tenants'), tenantsDir, { recursive: true });
  const tenant = JSON.parse(readFileSync(path.join(tenantsDir, `${pool.tenantId}.json`), 'utf8')) as Tenant;
  const offer = tenant.sites.find((s) => s.siteId === pool.siteId)?.offers?.find((o) => o.code === pool.offerCode);
  if (!offer) throw new Error('no hot offer');
  offer.capacity = 10_000_000;
  delete offer.maxTicketsAtOnce;
  writeFileSync(path.join(tenantsDir, `${pool.tenantId}.json`), JSON.stringify(tenant, null, 2));
  const capacity = offer.capacity;
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-profile-data-'));
  const { db, databaseUrl, drop } = await openBenchDatabase(dataDir);
  const customer = await seedCustomer(db, pool.tenantId);
  // The tenant's own capacity (so the one-statement path applies), and plenty left to sell.
  await seedPools(db, [pool], capacity);
  await analyze(db);
  await db.close();
  mkdirSync(PROFILE_DIR, { recursive: true });
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--import', 'tsx', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        TENANTS_DIR: tenantsDir,
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (i > 240) throw new Error('server did not start');
    if (
      await fetch(`${baseUrl}/health/live`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  let serial = 0;
  const stay = () => {
    const entry = (Math.floor(Date.now() / 1000 / hour) + 24 + (serial++ % 48)) * hour;
    return { entry, exit: entry + 2 * hour };
  };
  const headers = { 'content-type': 'application/json' };
  const requests: Record<string, AutocannonRequest> = {
    live: { method: 'GET', path: '/health/live' },
    feeCalc: {
      method: 'POST',
      path: '/s/harbour-central/api/spot/feeCalc',
      headers,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify(
          codec.encodeRequest({ offerCode: pool.offerCode, tickets: 2, paymentCode: 201, ...stay() }),
        ),
      }),
    },
    order: {
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
    },
  };
  const request = requests[target];
  if (!request) throw new Error(`unknown target ${target}`);
  const started = Date.now();
  const m = await loadUrls([baseUrl], request, { seconds: SECONDS, connections: 10, warmUpSeconds: 2 });
  console.log(
    `${target}: ${m.reqPerSec} req/s, p99 ${m.p99} ms, ${m.errors} errors, ${m.refused} refused; load ran ${((Date.now() - started) / 1000).toFixed(1)} s before the stop`,
  );
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  await drop();
  console.log(`profile in ${PROFILE_DIR}`);
}

void main();
