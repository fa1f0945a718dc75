/**
 * API throughput on loopback (npm run bench:api): the real server as a child process, once on the
 * embedded PGlite and once on PostgreSQL, against a bare Fastify route in this process as the
 * ceiling. Targets: the parking quote (spot/feeCalc) and a booking (svc/order, a fresh idempotency
 * key per request, on a pool too big to sell out), both envelope-encoded with the tenant's
 * packaging. Each target runs for a fixed time after a 1 s warm-up; the script cleans up and exits by itself.
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (10),
 *   TEST_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test): the PostgreSQL server; a
 *   throwaway database is created on it and dropped afterwards. Unreachable: PostgreSQL is skipped.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { openPgliteDatabase } from '../server/db/pglite-driver';
import { openPostgresDatabase } from '../server/db/postgres-driver';
import { insertAccount } from '../server/db/repositories/account-repository';
import { createSession } from '../server/services/accounts/sessions';
import type { Tenant } from '../src/generated/tenant';
import { createEnvelopeCodec, type EnvelopeCodec } from '../src/protocol';
import { nodeCipher } from '../src/protocol/cipher-node';
import { startServer, type RunningServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The demo tenant with the heaviest packaging (aes), its shop and the offer booked. */
const TENANT_ID = 'harbourpark';
const SHOP = 'harbour-central';
const OFFER = 'hourly';
const BIG_CAPACITY = 10_000_000;

/** The slice of autocannon's API used here (the package ships no types). */
interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Row {
  target: string;
  driver: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  refused: number;
}

const WARM_UP_SECONDS = 1;

async function measure(target: string, driver: string, url: string, request: AutocannonRequest): Promise<Row> {
  // Untimed first pass: JIT, connection pools and plan caches warm up before the measured one.
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests: [request] });
  let refused = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        ...request,
        onResponse: (status, body) => {
          // A business refusal is HTTP 200 with rtn <= 0: counted apart so a bench of refusals shows.
          if (status === 200 && body.includes('"rtn"')) {
            const rtn = (JSON.parse(body) as { result?: { rtn?: number } }).result?.rtn ?? 0;
            if (rtn <= 0) refused += 1;
          }
        },
      },
    ],
  });
  return {
    target,
    driver,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refused,
  };
}

/** A copy of tenants/ whose benched offer has a huge pool and no per-customer limit. */
function benchTenantsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-tenants-'));
  cpSync(path.join(root, 'tenants'), dir, { recursive: true });
  const file = path.join(dir, `${TENANT_ID}.json`);
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Tenant;
  const offer = tenant.sites.find((s) => s.shopCode === SHOP)?.offers?.find((o) => o.code === OFFER);
  if (!offer) throw new Error(`${TENANT_ID}.json has no offer ${OFFER} at ${SHOP}`);
  offer.capacity = BIG_CAPACITY;
  delete offer.maxTicketsAtOnce;
  writeFileSync(file, JSON.stringify(tenant, null, 2));
  return dir;
}

async function seedSession(db: Database): Promise<string> {
  const accountId = randomUUID();
  const now = new Date();
  await migrate(db);
  await insertAccount(db, { id: accountId, tenantId: TENANT_ID, phone: '+61400000001', passwordHash: null, profile: { firstName: 'Bench', lastName: 'Customer' }, now });
  return createSession(db, accountId, now);
}

/** Tomorrow's hours, each request its own slot, so quotes and bookings stay valid whatever the time of day. */
function stay(serial: number): { entry: number; exit: number } {
  const hour = 3600;
  const entry = (Math.floor(Date.now() / 1000 / hour) + 24 + (serial % 48)) * hour;
  return { entry, exit: entry + 2 * hour };
}

async function benchServer(driver: string, server: RunningServer, token: string, codec: EnvelopeCodec): Promise<Row[]> {
  const headers = { 'content-type': 'application/json' };
  let serial = 0;
  const feeCalc = await measure('POST /s/{shop}/api/spot/feeCalc', driver, server.baseUrl, {
    method: 'POST',
    path: `/s/${SHOP}/api/spot/feeCalc`,
    headers,
    setupRequest: (req) => ({ ...req, body: JSON.stringify(codec.encodeRequest({ offerCode: OFFER, tickets: 2, paymentCode: 201, ...stay(serial++) })) }),
  });
  const order = await measure('POST /s/{shop}/api/svc/order', driver, server.baseUrl, {
    method: 'POST',
    path: `/s/${SHOP}/api/svc/order`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify(codec.encodeRequest({ idempotencyKey: randomUUID(), offerCode: OFFER, tickets: 1, paymentCode: 201, ...stay(serial++) })),
    }),
  });
  return [feeCalc, order];
}

async function benchBare(): Promise<Row> {
  const bare = Fastify({ logger: false });
  bare.get('/bench/bare', async () => ({ success: true, result: { rtn: 1 } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await measure('GET /bench/bare (bare Fastify)', 'none', `http://127.0.0.1:${port}`, { method: 'GET', path: '/bench/bare' });
  } finally {
    await bare.close();
  }
}

async function benchPglite(tenantsDir: string, codec: EnvelopeCodec): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-data-'));
  try {
    const db = await openPgliteDatabase(dataDir);
    const token = await seedSession(db);
    await db.close();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', TENANTS_DIR: tenantsDir, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' });
    try {
      return await benchServer('pglite', server, token, codec);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function untilDisconnected(admin: Database, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if ((row?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function benchPostgres(tenantsDir: string, codec: EnvelopeCodec): Promise<Row[]> {
  let admin: Database;
  try {
    admin = await openPostgresDatabase({ connectionString: POSTGRES_URL, maxConnections: 1 });
  } catch (error) {
    console.log(`PostgreSQL skipped: ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@')} unreachable (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
  const name = `kerbside_bench_${process.pid}_${Date.now()}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await admin.executeScript(`CREATE DATABASE ${name}`);
    const db = await openPostgresDatabase({ connectionString: url.toString(), maxConnections: 2 });
    const token = await seedSession(db);
    await db.close();
    const server = await startServer({ DATABASE_URL: url.toString(), TENANTS_DIR: tenantsDir, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' });
    try {
      return await benchServer('postgres', server, token, codec);
    } finally {
      await server.stop();
    }
  } finally {
    // stop() returns when npx exits; the server process under it may still be closing its pool.
    await untilDisconnected(admin, name);
    await admin.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

function printTable(rows: Row[]): void {
  const header = ['target', 'driver', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'rtn<=0'];
  const cells = rows.map((r) => [r.target, r.driver, String(r.reqPerSec), String(r.p50), String(r.p99), String(r.errors), String(r.non2xx), String(r.refused)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i < 2 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log([line(header), `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)].join('\n'));
}

async function main(): Promise<void> {
  const tenant = JSON.parse(readFileSync(path.join(root, 'tenants', `${TENANT_ID}.json`), 'utf8')) as Tenant;
  const codec = createEnvelopeCodec({ mode: tenant.api.packaging, payloadKey: tenant.api.payloadKey, cipher: nodeCipher });
  const tenantsDir = benchTenantsDir();
  console.log(`bench:api: ${SECONDS} s per target, ${CONNECTIONS} connections, loopback; tenant ${TENANT_ID} (${tenant.api.packaging} packaging)`);
  try {
    const rows = [await benchBare(), ...(await benchPglite(tenantsDir, codec)), ...(await benchPostgres(tenantsDir, codec))];
    printTable(rows);
  } finally {
    rmSync(tenantsDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
