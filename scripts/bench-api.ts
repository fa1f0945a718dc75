/**
 * API throughput on loopback (npm run bench:api), each target beside its ceilings measured in the
 * same run, so the figures mean the same on any machine:
 *  - bare Fastify in its own process (scripts/bench/bare-server.ts): the HTTP ceiling;
 *  - the real server's trivial route (GET /health/live, every plugin of the app) against it;
 *  - the parking quote (spot/feeCalc) against the same route on a database that answers nothing
 *    (scripts/bench/no-db-server.ts): its database cost;
 *  - a booking (svc/order) against a raw-SQL minimal booking on the same engine
 *    (scripts/bench/raw-booking.ts): its overhead over the least a booking can cost;
 * on PGlite (the embedded default) and PostgreSQL, on one hot pool and spread over many, with
 * no live bookings and with BENCH_LIVE of them, and on PostgreSQL with 1 and 2 server processes.
 * ANALYZE runs after every seeding, before measuring. Each figure is the median of BENCH_ROUNDS
 * interleaved runs of its phase; the goals judge the ratio of two such medians, and beside it the
 * ratio taken round by round (of two targets of one phase, which ran side by side) is printed with
 * its median, since the machine may drift between rounds. Beside each figure, the CPU time an answer cost (server processes
 * + PostgreSQL backends; for the raw-SQL booking, this process + backends), read from /proc over the
 * measured run: on a shared machine throughput falls with the others' load, CPU per answer much
 * less (docs/architecture.md#measuring-on-a-shared-machine), so it helps tell a slower build from a
 * busier machine.
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (1), BENCH_LIVE (10000), BENCH_POOLS (20),
 *   TEST_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test): throwaway databases are
 *   created on that server and dropped afterwards; unreachable: PostgreSQL is skipped.
 *   BENCH_PHASES (reads,bookings,live,processes) and BENCH_ENGINES (pglite,postgres): a part of the
 *   run, to try a change quickly; 'live' needs 'reads' and 'bookings' (it is measured against them).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database';
import { openPgliteDatabase } from '../server/db/pglite-driver';
import { openPostgresDatabase } from '../server/db/postgres-driver';
import type { Tenant } from '../src/generated/tenant';
import { createEnvelopeCodec, type EnvelopeCodec } from '../src/protocol';
import { nodeCipher } from '../src/protocol/cipher-node';
import {
  analyze,
  liveBookings,
  seedCustomer,
  seedLiveBookings,
  seedPools,
  type BenchCustomer,
  type BenchPool,
} from './bench/bench-data';
import { cpuMeter, type CpuSources } from './bench/cpu-time';
import { loadUrls, markdownTable, median, type AutocannonRequest, type Measurement } from './bench/measure';
import { rawBookingLoad } from './bench/raw-booking';
import { startServer, type RunningServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 1));
const LIVE = Number(process.env.BENCH_LIVE || 10_000);
/** Unmeasured load on a server restarted to seed live bookings, before its figures are taken. */
const RESTART_WARM_UP_SECONDS = 10;
const SPREAD_POOLS = Math.max(2, Number(process.env.BENCH_POOLS || 20));
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PHASES = new Set((process.env.BENCH_PHASES || 'reads,bookings,live,processes').split(','));
const ENGINES = new Set((process.env.BENCH_ENGINES || 'pglite,postgres').split(','));
/** The demo tenant with the heaviest packaging (aes), its shop and the offer booked. */
const TENANT_ID = 'harbourpark';
const SHOP = 'harbour-central';
const HOT_OFFER = 'hourly';
const BIG_CAPACITY = 10_000_000;
const LOAD = { seconds: SECONDS, connections: CONNECTIONS };
/** application_name of the raw-SQL booking's connections to PostgreSQL. */
const RAW_APPLICATION = 'kerbside-bench-raw';

interface Figure {
  target: string;
  engine: string;
  m: Measurement;
  /** The ceiling's label and figure, and the goal the ratio of the two medians must meet (as a fraction). */
  versus?: { label: string; m: Measurement; goal?: number };
  /** An absolute goal in req/s. */
  atLeast?: number;
  /** p99 goal in ms. */
  p99Under?: number;
}

const figures: Figure[] = [];

/** A copy of tenants/ with the hot offer and BENCH_POOLS copies of it, all with huge pools and no per-customer limit. */
function benchTenantsDir(): {
  dir: string;
  tenant: Tenant;
  siteId: string;
  spreadOffers: string[];
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-tenants-'));
  cpSync(path.join(root, 'tenants'), dir, { recursive: true });
  const file = path.join(dir, `${TENANT_ID}.json`);
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Tenant;
  const site = tenant.sites.find((s) => s.shopCode === SHOP);
  const offer = site?.offers?.find((o) => o.code === HOT_OFFER);
  if (!site || !offer) throw new Error(`${TENANT_ID}.json has no offer ${HOT_OFFER} at ${SHOP}`);
  offer.capacity = BIG_CAPACITY;
  delete offer.maxTicketsAtOnce;
  const spreadOffers = Array.from({ length: SPREAD_POOLS }, (_, i) => `bench${String(i + 1).padStart(2, '0')}`);
  site.offers = [...(site.offers ?? []), ...spreadOffers.map((code) => ({ ...offer, code, name: `Bench ${code}` }))];
  writeFileSync(file, JSON.stringify(tenant, null, 2));
  return { dir, tenant, siteId: site.siteId, spreadOffers };
}

/** Tomorrow's hours, each request its own slot, so quotes and bookings stay valid whatever the time of day. */
function stay(serial: number): { entry: number; exit: number } {
  const hour = 3600;
  const entry = (Math.floor(Date.now() / 1000 / hour) + 24 + (serial % 48)) * hour;
  return { entry, exit: entry + 2 * hour };
}

/**
 * Loads the servers (one URL each) and measures, beside throughput, the CPU each answer cost the
 * server processes and (PostgreSQL) the database backends serving them: a machine shared with other
 * work lowers throughput far more than it raises the CPU an answer takes, so a fall between runs
 * that CPU per answer does not share was the machine, not the code.
 */
async function load(
  servers: readonly RunningServer[],
  request: AutocannonRequest,
  databasePids?: () => Promise<number[]>,
): Promise<Measurement> {
  const meter = cpuMeter({ groups: servers.map((s) => s.pid), databasePids });
  const m = await loadUrls(
    servers.map((s) => s.baseUrl),
    request,
    { ...LOAD, onStart: meter.onStart, onEnd: meter.onEnd },
  );
  return { ...m, cpu: meter.perAnswer(m.answered ?? 0) };
}

/** The raw-SQL booking, run in this process: its CPU is this process's (and the database backends'). */
async function rawLoad(e: Engine, pools: readonly BenchPool[]): Promise<Measurement> {
  const sources: CpuSources = {
    groups: [],
    inProcess: true,
    databasePids: e.rawDatabasePids,
  };
  const meter = cpuMeter(sources);
  await meter.onStart();
  const m = await rawBookingLoad(e.rawDb, e.rawCustomer.accountId, pools, SECONDS, CONNECTIONS);
  await meter.onEnd();
  return { ...m, cpu: meter.perAnswer(m.answered ?? 0) };
}

function cpuText(m: Measurement): string {
  if (!m.cpu) return '';
  return `${Math.round(m.cpu.serverUs)}${m.cpu.databaseUs === undefined ? '' : ` + ${Math.round(m.cpu.databaseUs)}`}`;
}

interface Requests {
  feeCalc: AutocannonRequest;
  order: (token: string, offers: readonly string[]) => AutocannonRequest;
}

function requests(codec: EnvelopeCodec): Requests {
  const headers = { 'content-type': 'application/json' };
  let serial = 0;
  return {
    feeCalc: {
      method: 'POST',
      path: `/s/${SHOP}/api/spot/feeCalc`,
      headers,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify(
          codec.encodeRequest({
            offerCode: HOT_OFFER,
            tickets: 2,
            paymentCode: 201,
            ...stay(serial++),
          }),
        ),
      }),
    },
    order: (token, offers) => ({
      method: 'POST',
      path: `/s/${SHOP}/api/svc/order`,
      headers: { ...headers, authorization: `Bearer ${token}` },
      setupRequest: (req) => {
        const n = serial++;
        return {
          ...req,
          body: JSON.stringify(
            codec.encodeRequest({
              idempotencyKey: randomUUID(),
              offerCode: offers[n % offers.length],
              tickets: 1,
              paymentCode: 201,
              ...stay(n),
            }),
          ),
        };
      },
    }),
  };
}

interface Target {
  label: string;
  engine: string;
  run: () => Promise<Measurement>;
}

/**
 * Every round's figure behind a median, and its phase. The machine drifts between rounds, so the
 * ratio of two medians may pair different moments; two targets of one phase ran side by side in
 * each round, and their ratio round by round is reported beside it.
 */
const roundsOf = new WeakMap<Measurement, { phase: string; reqPerSec: readonly number[] }>();

/** The median of the round-by-round ratios of `m` to `ceiling`, and each; empty unless both ran in the same phase's rounds. */
function pairedRatios(m: Measurement, ceiling: Measurement): string {
  const own = roundsOf.get(m);
  const theirs = roundsOf.get(ceiling);
  if (!own || !theirs || own.phase !== theirs.phase || own.reqPerSec.length < 2) return '';
  // In whole percent: median() rounds, as it does for req/s.
  const percents = own.reqPerSec.map((r, i) => Math.round((r / (theirs.reqPerSec[i] ?? Number.NaN)) * 100));
  return `${median(percents)}% (${percents.join(' / ')})`;
}

/** Runs the targets BENCH_ROUNDS times interleaved, each after `settle`; the median run of each, by throughput. */
async function phase(
  name: string,
  targets: readonly Target[],
  settle: () => Promise<void>,
): Promise<Map<string, Measurement>> {
  console.log(`\n${name}`);
  const runs = new Map<string, Measurement[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const t of targets) {
      await settle();
      const m = await t.run();
      const cpu = cpuText(m);
      console.log(
        `  ${t.label} [${t.engine}] round ${round + 1}: ${m.reqPerSec} req/s, p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors` : ''}${cpu ? `, CPU per answer ${cpu} us` : ''}`,
      );
      runs.set(`${t.label}|${t.engine}`, [...(runs.get(`${t.label}|${t.engine}`) ?? []), m]);
    }
  }
  const out = new Map<string, Measurement>();
  for (const [key, ms] of runs) {
    const mid = median(ms.map((m) => m.reqPerSec));
    const chosen =
      ms.find((m) => m.reqPerSec === mid) ??
      ms.reduce((a, b) => (Math.abs(a.reqPerSec - mid) <= Math.abs(b.reqPerSec - mid) ? a : b));
    roundsOf.set(chosen, {
      phase: name,
      reqPerSec: ms.map((m) => m.reqPerSec),
    });
    out.set(key, chosen);
  }
  return out;
}

function get(results: Map<string, Measurement>, label: string, engine: string): Measurement {
  const m = results.get(`${label}|${engine}`);
  if (!m) throw new Error(`no figure for ${label} on ${engine}`);
  return m;
}

interface Engine {
  name: 'pglite' | 'postgres';
  server: RunningServer;
  customer: BenchCustomer;
  /** Opens the engine's database in this process (PGlite: only while its server is stopped). */
  rawDb: Database;
  rawCustomer: BenchCustomer;
  /** The database backends serving the server, and the raw-SQL booking (PostgreSQL; PGlite runs inside its process). */
  databasePids?: () => Promise<number[]>;
  rawDatabasePids?: () => Promise<number[]>;
  /** Adds live bookings to the hot pool and refreshes statistics, then (PGlite) restarts the server; the live bookings now held. */
  addLiveBookings(count: number): Promise<number>;
  /** Whether addLiveBookings restarts the server (PGlite: its folder opens in one process at a time). */
  restartsToSeed: boolean;
  stop(): Promise<void>;
}

function pools(siteId: string, offers: readonly string[]): BenchPool[] {
  return offers.map((offerCode) => ({
    tenantId: TENANT_ID,
    siteId,
    offerCode,
  }));
}

async function pgliteEngine(tenantsDir: string, allPools: BenchPool[]): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-data-'));
  const rawDir = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-raw-'));
  const serverEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    TENANTS_DIR: tenantsDir,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'error',
  };
  let db = await openPgliteDatabase(dataDir);
  const customer = await seedCustomer(db, TENANT_ID);
  await seedPools(db, allPools, BIG_CAPACITY);
  await analyze(db);
  await db.close();
  const rawDb = await openPgliteDatabase(rawDir);
  const rawCustomer = await seedCustomer(rawDb, TENANT_ID);
  await seedPools(rawDb, allPools, BIG_CAPACITY);
  await analyze(rawDb);
  let server = await startServer(serverEnv);
  let seeded = 0;
  return {
    name: 'pglite',
    restartsToSeed: true,
    get server() {
      return server;
    },
    customer,
    rawDb,
    rawCustomer,
    async addLiveBookings(count) {
      await server.stop();
      db = await openPgliteDatabase(dataDir);
      await seedLiveBookings(db, allPools[0] as BenchPool, customer.accountId, count, seeded);
      seeded += count;
      await analyze(db);
      const live = await liveBookings(db);
      await db.close();
      server = await startServer(serverEnv);
      return live;
    },
    async stop() {
      await server.stop();
      await rawDb.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(rawDir, { recursive: true, force: true });
    },
  };
}

async function untilDisconnected(admin: Database, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if ((row?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface PostgresEngine extends Engine {
  /**
   * Run before every target: ANALYZE, then CHECKPOINT.
   *
   * ANALYZE: a backend keeps the plan of a foreign-key check (a ticket's booking) that it made
   * while `bookings` was small, a sequential scan, until the table's statistics change; autovacuum
   * renews them about once a minute, longer than a target runs. Backends that planned early then
   * read every booking for every ticket they inserted, so the raw ceiling's PostgreSQL CPU per
   * booking swung between 234 and 2,640 us with which backends had planned when
   * (docs/architecture.md#measuring-on-a-shared-machine). Fresh statistics before each target
   * give every backend the plan a running system has.
   *
   * CHECKPOINT: each target then starts at the beginning of a checkpoint cycle. A checkpoint that
   * began in the middle of one target made every page it touched next write a whole image to the
   * WAL, and that target alone paid (up to twice the database CPU per booking); now none pays for
   * the writes of the target before it.
   */
  checkpoint(): Promise<void>;
  /** A second server process on the same database. */
  startSecond(): Promise<RunningServer>;
}

async function postgresEngine(tenantsDir: string, allPools: BenchPool[]): Promise<PostgresEngine | null> {
  let admin: Database;
  try {
    admin = await openPostgresDatabase({
      connectionString: POSTGRES_URL,
      maxConnections: 1,
    });
  } catch (error) {
    console.log(
      `PostgreSQL skipped: ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//…@')} unreachable (${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  }
  const name = `kerbside_bench_${process.pid}_${Date.now()}`;
  await admin.executeScript(`CREATE DATABASE ${name}`);
  const serverUrl = Object.assign(new URL(POSTGRES_URL), {
    pathname: `/${name}`,
  }).toString();
  const db = await openPostgresDatabase({
    connectionString: serverUrl,
    maxConnections: 2,
  });
  const customer = await seedCustomer(db, TENANT_ID);
  await seedPools(db, allPools, BIG_CAPACITY);
  // The raw-SQL booking writes to the server's own database (its own customer, the same pools):
  // both then pay for the same table and index sizes, bloat and checkpoints, which grow as the
  // rounds book; on two databases each grew at its own pace and the ceiling drifted by half
  // (docs/architecture.md#measuring-on-a-shared-machine). Its connections carry their own name,
  // so the CPU of each side's backends is still told apart. As many connections as callers in
  // flight: the raw ceiling is not held back by its pool.
  const rawUrl = Object.assign(new URL(serverUrl), {
    search: `?application_name=${RAW_APPLICATION}`,
  }).toString();
  const rawDb = await openPostgresDatabase({
    connectionString: rawUrl,
    maxConnections: CONNECTIONS,
  });
  const rawCustomer = await seedCustomer(rawDb, TENANT_ID);
  await analyze(db);
  const backends = (raw: boolean) => async () =>
    (
      await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND (application_name = $2) = $3`,
        [name, RAW_APPLICATION, raw],
      )
    ).map((r) => r.pid);
  const serverEnv = {
    DATABASE_URL: serverUrl,
    TENANTS_DIR: tenantsDir,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'error',
  };
  const servers = [await startServer(serverEnv)];
  let seeded = 0;
  return {
    name: 'postgres',
    restartsToSeed: false,
    server: servers[0] as RunningServer,
    customer,
    rawDb,
    rawCustomer,
    databasePids: backends(false),
    rawDatabasePids: backends(true),
    checkpoint: async () => {
      await db.executeScript('VACUUM ticket_pool');
      await analyze(db);
      await admin.executeScript('CHECKPOINT');
    },
    async addLiveBookings(count) {
      await seedLiveBookings(db, allPools[0] as BenchPool, customer.accountId, count, seeded);
      seeded += count;
      await analyze(db);
      return liveBookings(db);
    },
    async startSecond() {
      const second = await startServer(serverEnv);
      servers.push(second);
      return second;
    },
    async stop() {
      for (const s of servers) await s.stop();
      await db.close();
      await rawDb.close();
      // stop() returns when npx exits; the server process under it may still be closing its pool.
      await untilDisconnected(admin, name);
      await admin.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}

function printFigures(): void {
  const rows = figures.map((f) => {
    const ratio = f.versus ? f.m.reqPerSec / f.versus.m.reqPerSec : undefined;
    const goals: string[] = [];
    let met = true;
    if (f.versus?.goal !== undefined && ratio !== undefined) {
      goals.push(`>= ${Math.round(f.versus.goal * 100)}% of ${f.versus.label}`);
      met &&= ratio >= f.versus.goal;
    }
    if (f.atLeast !== undefined) {
      goals.push(`>= ${f.atLeast} req/s`);
      met &&= f.m.reqPerSec >= f.atLeast;
    }
    if (f.p99Under !== undefined) {
      goals.push(`p99 < ${f.p99Under} ms`);
      met &&= f.m.p99 < f.p99Under;
    }
    return [
      f.target,
      f.engine,
      String(f.m.reqPerSec),
      String(f.m.p50),
      String(f.m.p99),
      String(f.m.errors),
      String(f.m.refused),
      cpuText(f.m),
      f.versus ? `${percent(f.m.reqPerSec, f.versus.m.reqPerSec)} of ${f.versus.label} (${f.versus.m.reqPerSec})` : '',
      f.versus ? pairedRatios(f.m, f.versus.m) : '',
      goals.length === 0 ? '' : `${met ? 'met' : 'MISSED'}: ${goals.join(', ')}`,
    ];
  });
  console.log(
    `\n${markdownTable(['target', 'engine', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'rtn<=0', 'CPU us/answer', 'against its ceiling', 'same, round by round', 'goal'], rows, 2)}`,
  );
}

interface Servers {
  bare: RunningServer;
  noDb: RunningServer;
  /** The app's server that measures the trivial route. */
  pluginsServer: RunningServer;
  engines: readonly Engine[];
  postgres: PostgresEngine | null;
  req: Requests;
  hotPools: readonly BenchPool[];
  spreadPools: readonly BenchPool[];
  spreadOffers: readonly string[];
  /** Run before every target: see PostgresEngine.checkpoint. */
  settle: () => Promise<void>;
}

/** 1. Reads, with no live bookings: HTTP ceilings and the quote. */
async function readsPhase({
  bare,
  noDb,
  pluginsServer,
  engines,
  req,
  settle,
}: Servers): Promise<Map<string, Measurement>> {
  const reads = await phase(
    'reads (no live bookings)',
    [
      {
        label: 'bare',
        engine: 'none',
        run: () => load([bare], { method: 'GET', path: '/bench/bare' }),
      },
      {
        label: 'live',
        engine: 'none',
        run: () => load([pluginsServer], { method: 'GET', path: '/health/live' }),
      },
      {
        label: 'feeCalc',
        engine: 'no database',
        run: () => load([noDb], req.feeCalc),
      },
      ...engines.map((e) => ({
        label: 'feeCalc',
        engine: e.name,
        run: () => load([e.server], req.feeCalc, e.databasePids),
      })),
    ],
    settle,
  );
  const bareFigure = get(reads, 'bare', 'none');
  const noDbFigure = get(reads, 'feeCalc', 'no database');
  figures.push({
    target: 'GET /bench/bare (bare Fastify, own process)',
    engine: 'none',
    m: bareFigure,
  });
  figures.push({
    target: 'GET /health/live (every plugin of the app)',
    engine: 'none',
    m: get(reads, 'live', 'none'),
    versus: { label: 'bare', m: bareFigure, goal: 0.7 },
  });
  figures.push({
    target: 'feeCalc, database answering nothing',
    engine: 'none',
    m: noDbFigure,
  });
  for (const e of engines) {
    figures.push({
      target: 'feeCalc, no live bookings',
      engine: e.name,
      m: get(reads, 'feeCalc', e.name),
      versus: {
        label: 'no-database feeCalc',
        m: noDbFigure,
        goal: e.name === 'postgres' ? 0.65 : undefined,
      },
      atLeast: e.name === 'pglite' ? 2000 : undefined,
    });
  }
  return reads;
}

/** 2. Bookings against the raw-SQL ceiling, hot pool and spread. */
async function bookingsPhase({
  engines,
  req,
  hotPools,
  spreadPools,
  spreadOffers,
  settle,
}: Servers): Promise<Map<string, Measurement>> {
  const writes = await phase(
    'bookings',
    engines.flatMap((e) => [
      { label: 'raw hot', engine: e.name, run: () => rawLoad(e, hotPools) },
      {
        label: 'order hot',
        engine: e.name,
        run: () => load([e.server], req.order(e.customer.token, [HOT_OFFER]), e.databasePids),
      },
      {
        label: 'raw spread',
        engine: e.name,
        run: () => rawLoad(e, spreadPools),
      },
      {
        label: 'order spread',
        engine: e.name,
        run: () => load([e.server], req.order(e.customer.token, spreadOffers), e.databasePids),
      },
    ]),
    settle,
  );
  for (const e of engines) {
    for (const where of ['hot', 'spread'] as const) {
      const raw = get(writes, `raw ${where}`, e.name);
      figures.push({
        target: `raw-SQL minimal booking, ${where === 'hot' ? 'one hot pool' : `spread over ${SPREAD_POOLS} pools`}`,
        engine: e.name,
        m: raw,
      });
      figures.push({
        target: `svc/order, ${where === 'hot' ? 'one hot pool' : `spread over ${SPREAD_POOLS} pools`}`,
        engine: e.name,
        m: get(writes, `order ${where}`, e.name),
        versus: { label: 'raw booking', m: raw, goal: 0.5 },
        p99Under: e.name === 'postgres' && where === 'hot' ? 100 : undefined,
      });
    }
  }
  return writes;
}

/** 3. The same reads and bookings after BENCH_LIVE more live bookings in the hot pool (beside those phase 2 left). */
async function livePhase(
  { engines, req, settle }: Servers,
  reads: Map<string, Measurement>,
  writes: Map<string, Measurement>,
): Promise<void> {
  const liveCounts = new Map<string, number>();
  for (const e of engines) liveCounts.set(e.name, await e.addLiveBookings(LIVE));
  // A restarted server answers its first seconds slower (JIT, the validators compiled after the
  // start, a cold buffer cache) than the one measured without live bookings, which had run for
  // minutes: measured at once, PGlite's quote with live bookings read between 65% and 110% of the
  // one without in six runs of two commits (2026-11-25), its first round the slowest (180-191 us
  // of CPU per quote, 126 after this warm-up). Quotes write nothing, so warming it with them
  // leaves the data as seeded.
  for (const e of engines) {
    if (e.restartsToSeed)
      await loadUrls([e.server.baseUrl], req.feeCalc, { ...LOAD, seconds: RESTART_WARM_UP_SECONDS, warmUpSeconds: 0 });
  }
  const grown = await phase(
    `with live bookings (${[...liveCounts].map(([n, c]) => `${n}: ${c}`).join(', ')})`,
    engines.flatMap((e) => [
      {
        label: 'feeCalc',
        engine: e.name,
        run: () => load([e.server], req.feeCalc, e.databasePids),
      },
      {
        label: 'order hot',
        engine: e.name,
        run: () => load([e.server], req.order(e.customer.token, [HOT_OFFER]), e.databasePids),
      },
    ]),
    settle,
  );
  for (const e of engines) {
    const live = liveCounts.get(e.name) ?? 0;
    figures.push({
      target: `feeCalc, ${live} live bookings`,
      engine: e.name,
      m: get(grown, 'feeCalc', e.name),
      versus: {
        label: 'no live bookings',
        m: get(reads, 'feeCalc', e.name),
        goal: 0.9,
      },
    });
    figures.push({
      target: `svc/order hot, ${live} live bookings`,
      engine: e.name,
      m: get(grown, 'order hot', e.name),
      versus: {
        label: 'no live bookings',
        m: get(writes, 'order hot', e.name),
        goal: 0.9,
      },
    });
  }
}

/** 4. Two server processes on one PostgreSQL. */
async function processesPhase({ req, spreadOffers, settle }: Servers, postgres: PostgresEngine): Promise<void> {
  const second = await postgres.startSecond();
  const both = [postgres.server, second];
  const scaled = await phase(
    '1 vs 2 server processes on PostgreSQL',
    [
      {
        label: 'order spread x1',
        engine: 'postgres',
        run: () => load([postgres.server], req.order(postgres.customer.token, spreadOffers), postgres.databasePids),
      },
      {
        label: 'order spread x2',
        engine: 'postgres',
        run: () => load(both, req.order(postgres.customer.token, spreadOffers), postgres.databasePids),
      },
      {
        label: 'feeCalc x1',
        engine: 'postgres',
        run: () => load([postgres.server], req.feeCalc, postgres.databasePids),
      },
      {
        label: 'feeCalc x2',
        engine: 'postgres',
        run: () => load(both, req.feeCalc, postgres.databasePids),
      },
    ],
    settle,
  );
  for (const what of ['order spread', 'feeCalc']) {
    const one = get(scaled, `${what} x1`, 'postgres');
    figures.push({
      target: `${what === 'feeCalc' ? 'feeCalc' : 'svc/order spread'}, 1 process`,
      engine: 'postgres',
      m: one,
    });
    figures.push({
      target: `${what === 'feeCalc' ? 'feeCalc' : 'svc/order spread'}, 2 processes`,
      engine: 'postgres',
      m: get(scaled, `${what} x2`, 'postgres'),
      versus: { label: '1 process', m: one },
    });
  }
}

async function main(): Promise<void> {
  const { dir: tenantsDir, tenant, siteId, spreadOffers } = benchTenantsDir();
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const req = requests(codec);
  const hotPools = pools(siteId, [HOT_OFFER]);
  const spreadPools = pools(siteId, spreadOffers);
  const allPools = [...hotPools, ...spreadPools];
  console.log(
    `bench:api: ${SECONDS} s per target after 1 s warm-up, ${CONNECTIONS} connections, ${ROUNDS} round(s), loopback; tenant ${TENANT_ID} (${tenant.api.packaging} packaging); spread = ${SPREAD_POOLS} pools`,
  );
  const stops: (() => Promise<void>)[] = [() => Promise.resolve(rmSync(tenantsDir, { recursive: true, force: true }))];
  try {
    const bare = await startServer({}, { script: 'scripts/bench/bare-server.ts', readyPath: '/bench/bare' });
    stops.push(() => bare.stop());
    const noDb = await startServer(
      { TENANTS_DIR: tenantsDir },
      { script: 'scripts/bench/no-db-server.ts', readyPath: '/health/live' },
    );
    stops.push(() => noDb.stop());
    const pglite = ENGINES.has('pglite') ? await pgliteEngine(tenantsDir, allPools) : null;
    if (pglite) stops.push(() => pglite.stop());
    const postgres = ENGINES.has('postgres') ? await postgresEngine(tenantsDir, allPools) : null;
    if (postgres) stops.push(() => postgres.stop());
    const engines: Engine[] = [pglite, postgres].filter((e): e is Engine => e !== null);
    const pluginsServer = engines.at(-1)?.server;
    if (!pluginsServer)
      throw new Error('no engine to measure: BENCH_ENGINES names neither pglite nor a reachable postgres');

    // Before every target. The raw ceiling's PGlite database is the bench's own, with neither
    // autovacuum nor the server's upkeep, so it gets the ANALYZE here that keeps its foreign-key
    // lookups off sequential scans as its bookings grow (PostgresEngine.checkpoint says why).
    const settle = async () => {
      if (pglite) await analyze(pglite.rawDb);
      if (postgres) await postgres.checkpoint();
    };
    const servers: Servers = {
      bare,
      noDb,
      pluginsServer,
      engines,
      postgres,
      req,
      hotPools,
      spreadPools,
      spreadOffers,
      settle,
    };
    const reads = PHASES.has('reads') ? await readsPhase(servers) : null;
    const writes = PHASES.has('bookings') ? await bookingsPhase(servers) : null;
    if (PHASES.has('live') && reads && writes) await livePhase(servers, reads, writes);
    if (PHASES.has('processes') && postgres) await processesPhase(servers, postgres);
    printFigures();
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
