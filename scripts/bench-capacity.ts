/**
 * `npm run bench:capacity`: a busy Saturday. nginx (deploy/nginx.conf) in front of N built server
 * processes (1, then 3) on one fresh PostgreSQL database holding 1,000 tenants' worth of data
 * (BENCH tenant files: copies of harbourpark, scripts/bench/tenants-folder.ts) and 10,000 live
 * bookings; customers arrive at a fixed rate (open model: each journey starts on time, whatever the
 * others are doing) and walk one of the journeys of MIX, below, as real HTTP sequences. The rate steps
 * up (then halves the gap: scripts/capacity/rate-search.ts) to find the highest arrival rate at which
 * the requests' p99 stays under 300 ms and no request fails. For each process count it prints that
 * rate, p50/p99 and the CPU each journey cost (server processes + PostgreSQL backends + nginx, read
 * from /proc: a machine shared with other work changes it less than the rate).
 *
 * The rate is bounded by the machine: on the two-core development box the load generator (this
 * process), nginx, the servers and PostgreSQL share the cores, and the load average is printed
 * beside the figures. Loopback only; bounded in time and count; on exit and on Ctrl-C the processes
 * it started are stopped and its database dropped.
 *
 * Knobs: CAPACITY_PROCESSES ("1,3"), CAPACITY_TENANTS (1000), CAPACITY_BOOKINGS (10000),
 * CAPACITY_STEP_SECONDS (15), CAPACITY_START_RATE (4 journeys/s), CAPACITY_MAX_STEPS (8),
 * CAPACITY_BUDGET_SECONDS (300: the search stops starting steps after it, per process count; the set-up
 * before it, about a minute on a quiet machine, is not counted),
 * CAPACITY_P99_MS (300), CAPACITY_DATABASE_URL (else TEST_DATABASE_URL, else the local `test`
 * database's server; a database of its own is created there and dropped), CAPACITY_KEEP=1 keeps it.
 * Needs Debian's nginx (/usr/sbin/nginx or NGINX) and builds the app and server when stale.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { openPostgresDatabase } from '../server/db/postgres-driver';
import { insertAccount } from '../server/db/repositories/account-repository';
import { applyCardChange, setCardPinHash } from '../server/db/repositories/wallet-repository';
import { createSession } from '../server/services/accounts/sessions';
import { insertStaffMember } from '../server/db/repositories/staff-repository';
import { hashPassword } from '../server/services/accounts';
import { hashWalletPin } from '../server/services/wallet/card-pin';
import { issueWalletCard } from '../server/services/wallet';
import type { Tenant } from '../src/generated/tenant';
import { createEnvelopeCodec } from '../src/protocol';
import { nodeCipher } from '../src/protocol/cipher-node';
import { seedLiveBookings, seedPools } from './bench/bench-data';
import { groupCpuUs, cpuByPid } from './bench/cpu-time';
import { benchTenantsFolder } from './bench/tenants-folder';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server';
import { freePort } from './server-process';
import {
  Browser,
  CARD,
  newRecorder,
  runJourney,
  type Customer,
  type JourneyContext,
  type Recorder,
  type TenantPlace,
} from './capacity/journeys';
import { summarize } from './capacity/latency';
import { arrivalOffsetsMs, journeyKinds, type JourneyKind, type MixEntry } from './capacity/mix';
import { judgeStep, nextRate, sustainableRate, type StepVerdict } from './capacity/rate-search';
import { renderNginxTemplate } from './scale/nginx-config';

/**
 * The mix of a busy Saturday, journeys per 100 started. Most open a home and look; some quote; a
 * fair share book and pay; others check their tickets and wallet, order coffee, or pay at a counter.
 */
export const MIX: MixEntry[] = [
  { kind: 'home', weight: 35, what: 'open a home: page, tenant, site settings, content, notices (5 requests)' },
  { kind: 'quote', weight: 15, what: 'quote: ticket pool, fee (2)' },
  {
    kind: 'book-and-pay',
    weight: 15,
    what: 'book and pay at the sandbox gateway: quote, order, pay, gateway page, approve, status, ticket (8)',
  },
  { kind: 'tickets-and-wallet', weight: 17, what: 'my tickets, my wallet cards, wallet history (3)' },
  {
    kind: 'shop-order',
    weight: 10,
    what: 'café order: catalogue, cart, order, pay at the sandbox gateway, status (7)',
  },
  { kind: 'pinpad-charge', weight: 8, what: 'cashier charges a wallet card at the pinpad with its PIN (1)' },
];

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const ADMIN_URL = env.CAPACITY_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PROCESS_COUNTS = (env.CAPACITY_PROCESSES || '1,3').split(',').map(Number);
const TENANTS = Number(env.CAPACITY_TENANTS || 1000);
const BOOKINGS = Number(env.CAPACITY_BOOKINGS || 10_000);
const STEP_SECONDS = Number(env.CAPACITY_STEP_SECONDS || 15);
const BUDGET_SECONDS = Number(env.CAPACITY_BUDGET_SECONDS || 300);
const P99_MS = Number(env.CAPACITY_P99_MS || 300);
const KEEP = env.CAPACITY_KEEP === '1';
const SEARCH = {
  startRate: Number(env.CAPACITY_START_RATE || 4),
  factor: 1.5,
  precision: 0.1,
  maxRate: 200,
  minRate: 0.5,
  maxSteps: Number(env.CAPACITY_MAX_STEPS || 8),
};
/** Journeys still running this long after a step's last arrival are unfinished (the step fails). */
const DRAIN_MS = 10_000;
/** Tenants with a cashier signed in at the pinpad, and customers of each who pay there. */
const PINPAD_TENANTS = Math.min(50, TENANTS);
const COUNTER_CUSTOMERS_PER_TENANT = 4;
/** Customers of each tenant who take the journeys (none of them holds a seeded booking). */
const JOURNEY_CUSTOMERS_PER_TENANT = 2;
const WALLET_PIN = '246810';
/** The cashier of each pinpad tenant, written to the database as an operator adds staff (no demo staff). */
const CASHIER = { staffCode: 'C400', password: 'Cashier-saturday4', pin: '4826' };
const TEMPLATE = 'harbourpark';

if (PROCESS_COUNTS.some((n) => !(n >= 1 && n <= 3)))
  throw new Error('CAPACITY_PROCESSES: counts of 1 to 3 (deploy/nginx.conf names three processes)');

// ---------------------------------------------------------------------------------------------
// Everything started is stopped, and the database dropped, on exit and on Ctrl-C.

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const next = cleanups.pop();
    try {
      await next?.();
    } catch (error) {
      console.error(`cleaning up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the processes and dropping the database...`);
    void cleanUp().then(() => process.exit(130));
  });

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function nginxBinary(): string {
  const candidates = [...(env.NGINX ? [env.NGINX] : []), '/usr/sbin/nginx'];
  const found = candidates.find((p) => spawnSync(p, ['-v']).status === 0);
  if (!found) throw new Error('nginx is missing: apt-get install nginx (or set NGINX), as npm run scale-check does');
  return found;
}

/** Stops a child (its process group: started detached) with SIGTERM, then SIGKILL after 10 s. */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// ---------------------------------------------------------------------------------------------
// The tenants folder, the database and its data

interface Bench {
  tenantsDir: string;
  places: TenantPlace[];
  template: Tenant;
}

/** 1,000 copies of harbourpark whose cafés take orders all day (a run at night still orders). */
function tenantsFolder(): Bench {
  const { dir } = benchTenantsFolder(TENANTS);
  const template = JSON.parse(readFileSync(path.join(dir, `${TEMPLATE}.json`), 'utf8')) as Tenant;
  const places: TenantPlace[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => /^bench\d+\.json$/.test(f))
    .sort()) {
    const full = path.join(dir, file);
    const tenant = JSON.parse(readFileSync(full, 'utf8')) as Tenant;
    for (const site of tenant.sites)
      if (site.shop)
        site.shop = { ...site.shop, openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '23:59' }] };
    writeFileSync(full, JSON.stringify(tenant, null, 2));
    const [parking, cafe] = tenant.sites;
    if (!parking || !cafe?.shop) throw new Error(`${file}: harbourpark's two sites (parking, café) expected`);
    places.push({
      tenant: tenant.id,
      parkingShop: parking.shopCode,
      parkingSite: parking.siteId,
      cafeShop: cafe.shopCode,
    });
  }
  return { tenantsDir: dir, places, template };
}

/** Runs `work` over `items` with `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        await work(items[i] as T, i);
      }
    }),
  );
}

/** Customer i's own loopback address (127.20.0.1 upwards), the same in every journey of theirs. */
const customerAddress = (i: number) => `127.${20 + Math.floor(i / 250)}.${1 + (i % 250)}.1`;
/** A home visitor's address, one per journey (127.100.0.1 upwards, wrapping after 62,500). */
const visitorAddress = (n: number) => `127.${100 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}.2`;

interface Seeded {
  customers: Customer[];
  counterCustomers: Customer[];
}

/** Who a seeded account is: the holder of a tenant's live bookings, a customer who takes journeys, or a counter customer. */
type SeededRole = 'holder' | 'journey' | 'counter';

/**
 * Written straight to the database before the servers open it: per tenant, one account holding the
 * tenant's share of the live bookings and JOURNEY_CUSTOMERS_PER_TENANT customers who take the
 * journeys (apart, so a journey's booking never meets the seeded ones under maxTicketsAtOnce), and
 * counter customers of the pinpad tenants; each customer with a signed-in session and a stored-value
 * card with a PIN and a balance.
 */
async function seed(db: Database, bench: Bench): Promise<Seeded> {
  await migrate(db);
  const pinHash = await hashWalletPin(WALLET_PIN);
  const cashierHashes = { password: await hashPassword(CASHIER.password), pin: await hashPassword(CASHIER.pin) };
  for (const place of bench.places.slice(0, PINPAD_TENANTS))
    await insertStaffMember(db, {
      id: randomUUID(),
      tenantId: place.tenant,
      staffCode: CASHIER.staffCode,
      phone: null,
      name: 'Saturday cashier',
      roles: ['cashier'],
      admin: false,
      passwordHash: cashierHashes.password,
      pinHash: cashierHashes.pin,
      now: new Date(),
    });
  const wallet = bench.template.wallet;
  const storedValue = wallet?.programmes.find((p) => p.kind === 'stored-value');
  if (!wallet || !storedValue) throw new Error(`${TEMPLATE} has no stored-value programme`);
  const perTenant = Math.floor(BOOKINGS / bench.places.length);
  const extra = BOOKINGS - perTenant * bench.places.length;
  const now = new Date();
  const wanted: Array<{ place: TenantPlace; bookings: number; role: SeededRole }> = bench.places.map((place, i) => ({
    place,
    bookings: perTenant + (i < extra ? 1 : 0),
    role: 'holder',
  }));
  for (const place of bench.places)
    for (let k = 0; k < JOURNEY_CUSTOMERS_PER_TENANT; k += 1) wanted.push({ place, bookings: 0, role: 'journey' });
  for (const place of bench.places.slice(0, PINPAD_TENANTS))
    for (let k = 0; k < COUNTER_CUSTOMERS_PER_TENANT; k += 1) wanted.push({ place, bookings: 0, role: 'counter' });
  const made: Customer[] = new Array<Customer>(wanted.length);
  let serial = 0;
  await seedPools(
    db,
    bench.places.map((p) => ({ tenantId: p.tenant, siteId: p.parkingSite, offerCode: 'hourly' })),
    bench.template.sites[0]?.offers?.find((o) => o.code === 'hourly')?.capacity ?? 150,
  );
  await inParallel(wanted, 6, async (w, i) => {
    const id = randomUUID();
    await insertAccount(db, {
      id,
      tenantId: w.place.tenant,
      phone: `+614${String(10_000_000 + i).slice(-8)}`,
      passwordHash: null,
      profile: { firstName: 'Saturday', lastName: String(i) },
      now,
    });
    const token = await createSession(db, id, now);
    const issued = await db.transaction((tx) =>
      issueWalletCard(tx, {
        tenant: { id: w.place.tenant, wallet },
        accountId: id,
        programmeCode: storedValue.code,
        via: 'counter',
        now,
      }),
    );
    if (!issued) throw new Error('no stored-value card issued');
    await setCardPinHash(db, issued.card.id, pinHash, now);
    await db.transaction((tx) =>
      applyCardChange(tx, {
        cardId: issued.card.id,
        action: 'top_up',
        valueAdd: storedValue.topUp?.maximumBalance ?? 100_000,
        pointAdd: 0,
        siteId: '',
        shopName: 'capacity run',
        reason: 'seed',
        entryKey: `seed:${issued.card.id}`,
        now,
      }),
    );
    if (w.bookings > 0) {
      const from = serial;
      serial += w.bookings;
      await seedLiveBookings(
        db,
        { tenantId: w.place.tenant, siteId: w.place.parkingSite, offerCode: 'hourly' },
        id,
        w.bookings,
        from,
      );
    }
    made[i] = {
      place: w.place,
      token,
      cardNumber: issued.card.cardNumber,
      localAddress: customerAddress(i),
      booked: 0,
    };
  });
  await db.executeScript('ANALYZE');
  return {
    customers: made.filter((_, i) => wanted[i]?.role === 'journey'),
    counterCustomers: made.filter((_, i) => wanted[i]?.role === 'counter'),
  };
}

// ---------------------------------------------------------------------------------------------
// The servers and nginx

interface Stack {
  base: URL;
  serverPids: number[];
  nginxPid: number;
  dbName: string;
}

async function startStack(processes: number, bench: Bench, dbUrl: string, dbName: string, runDir: string) {
  const ports: number[] = [];
  for (let i = 0; i < processes; i += 1) ports.push(await freePort());
  const children = ports.map((port, i) => {
    const dataDir = path.join(runDir, `data-${processes}-${i + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const log = createWriteStream(path.join(runDir, `server-${processes}-${i + 1}.log`));
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: root,
      env: {
        PATH: env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        TENANTS_DIR: bench.tenantsDir,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        // The one test tool the journeys need: the sandbox gateway pays.
        PAYMENT_GATEWAY: 'sandbox',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    cleanups.push(() => stopChild(child));
    return child;
  });
  await Promise.all(
    ports.map((port, i) =>
      waitFor(`process ${i + 1} serves every tenant`, async () => {
        if (children[i]?.exitCode !== null) throw new Error(`process ${i + 1} exited; see ${runDir}`);
        return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
      }),
    ),
  );

  const stateDir = path.join(runDir, `nginx-${processes}`);
  mkdirSync(stateDir, { recursive: true });
  const listen = await freePort();
  const app = (i: number) => `127.0.0.1:${ports[Math.min(i, ports.length - 1)]}`;
  // The template names three processes: with fewer, the extra lines would repeat one, so they go.
  const conf = renderNginxTemplate({
    KERBSIDE_LISTEN: `127.0.0.1:${listen}`,
    KERBSIDE_APP_1: app(0),
    KERBSIDE_APP_2: app(1),
    KERBSIDE_APP_3: app(2),
    KERBSIDE_NGINX_STATE: stateDir,
  })
    .split('\n')
    .filter((line, i, lines) => !/^\s*server 127\./.test(line) || lines.indexOf(line) === i)
    .join('\n');
  const confFile = path.join(stateDir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const nginx = nginxBinary();
  const tested = spawnSync(nginx, ['-t', '-q', '-p', stateDir, '-c', confFile], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t refuses the rendered deploy/nginx.conf:\n${tested.stderr}`);
  const nginxChild = spawn(nginx, ['-p', stateDir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  cleanups.push(() => stopChild(nginxChild, 'SIGQUIT'));
  const base = new URL(`http://127.0.0.1:${listen}`);
  await waitFor('nginx answers', async () => (await fetch(`${base.origin}/health/live`)).ok, 15_000);
  return {
    base,
    serverPids: children.map((c) => c.pid ?? 0),
    nginxPid: nginxChild.pid ?? 0,
    dbName,
  } satisfies Stack;
}

// ---------------------------------------------------------------------------------------------
// The load

interface StepResult {
  verdict: StepVerdict;
  p50Ms: number;
  journeys: number;
  requests: number;
  failedRequests: number;
  failedJourneys: number;
  /** CPU per journey finished, in ms: servers, PostgreSQL backends, nginx; and this process (the load). */
  cpu: { serverMs: number; databaseMs: number; nginxMs: number; loadMs: number; idleMs: number };
  load: number;
  byKind: Map<JourneyKind, number>;
  failures: string[];
}

/** A pool of customers, each in at most one journey at a time. */
class Pool {
  private readonly free: Customer[];
  constructor(customers: readonly Customer[]) {
    this.free = [...customers];
  }
  take(): Customer | undefined {
    return this.free.shift();
  }
  give(c: Customer): void {
    this.free.push(c);
  }
}

async function databasePids(admin: Database, dbName: string): Promise<number[]> {
  const rows = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [dbName]);
  return rows.map((r) => r.pid);
}

interface CpuReading {
  at: number;
  server: number;
  nginx: number;
  database: Map<number, number>;
  load: NodeJS.CpuUsage;
}

async function cpuAt(stack: Stack, admin: Database): Promise<CpuReading> {
  return {
    at: performance.now(),
    server: stack.serverPids.reduce((sum, pid) => sum + groupCpuUs(pid), 0),
    nginx: groupCpuUs(stack.nginxPid),
    database: cpuByPid(await databasePids(admin, stack.dbName)),
    load: process.cpuUsage(),
  };
}

/** A backend that started in between counts from zero; one that ended is lost (rare: pools keep theirs). */
function databaseSpent(before: CpuReading, after: CpuReading): number {
  return [...after.database].reduce((sum, [pid, us]) => sum + us - (before.database.get(pid) ?? 0), 0);
}

/** What the servers, their backends and nginx spend with no customer (timers, jobs, the tenants watch), per ms. */
interface IdleCpu {
  usPerMs: number;
}

async function idleCpu(stack: Stack, admin: Database, ms: number): Promise<IdleCpu> {
  const before = await cpuAt(stack, admin);
  await new Promise((r) => setTimeout(r, ms));
  const after = await cpuAt(stack, admin);
  const spent = after.server - before.server + (after.nginx - before.nginx) + databaseSpent(before, after);
  return { usPerMs: spent / (after.at - before.at) };
}

async function runStep(
  rate: number,
  seconds: number,
  ctx: Omit<JourneyContext, 'recorder'>,
  stack: Stack,
  admin: Database,
  pools: { customers: Pool; counter: Pool },
  places: readonly TenantPlace[],
  counters: { journeys: number },
  idle: IdleCpu,
): Promise<StepResult> {
  const recorder: Recorder = newRecorder();
  const context: JourneyContext = { ...ctx, recorder };
  const offsets = arrivalOffsetsMs(rate, seconds);
  const kinds = journeyKinds(MIX, counters.journeys + offsets.length).slice(counters.journeys);
  const byKind = new Map<JourneyKind, number>();
  const before = await cpuAt(stack, admin);
  const started = performance.now();
  const running: Array<Promise<void>> = [];
  let unstartable = 0;
  for (const [i, offset] of offsets.entries()) {
    const wait = started + offset - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const kind = kinds[i] ?? 'home';
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    const n = counters.journeys;
    counters.journeys += 1;
    if (kind === 'home') {
      const place = places[n % places.length] as TenantPlace;
      running.push(runJourney(kind, context, { place, localAddress: visitorAddress(n) }).then(() => undefined));
      continue;
    }
    const pool = kind === 'pinpad-charge' ? pools.counter : pools.customers;
    const customer = pool.take();
    if (!customer) {
      // Every customer is still in a journey: the system is far behind.
      unstartable += 1;
      continue;
    }
    running.push(
      runJourney(kind, context, { customer, place: customer.place, localAddress: customer.localAddress }).then(() =>
        pool.give(customer),
      ),
    );
  }
  const lastArrival = performance.now();
  let unfinished = running.length;
  await Promise.race([
    Promise.all(running.map((p) => p.then(() => void (unfinished -= 1)))),
    new Promise((r) => setTimeout(r, Math.max(0, lastArrival + DRAIN_MS - performance.now()))),
  ]);
  const after = await cpuAt(stack, admin);
  const wallMs = after.at - before.at;
  // Journeys still running are waited for (not counted as passed) so the next step starts clean.
  const stillRunning = unfinished;
  await Promise.all(running);
  const done = recorder.journeysDone + recorder.journeysFailed;
  const databaseUs = databaseSpent(before, after);
  const loadUs = after.load.user + after.load.system - before.load.user - before.load.system;
  const per = (us: number) => (done > 0 ? us / done / 1000 : 0);
  const times = summarize(recorder.requests.map((r) => r.ms));
  const failedRequests = recorder.requests.filter((r) => !r.ok).length;
  return {
    verdict: judgeStep(
      {
        rate,
        p99Ms: times.p99,
        failed: failedRequests + recorder.journeysFailed + unstartable,
        unfinished: stillRunning,
      },
      P99_MS,
    ),
    p50Ms: times.p50,
    journeys: offsets.length,
    requests: times.count,
    failedRequests,
    failedJourneys: recorder.journeysFailed + unstartable,
    cpu: {
      serverMs: per(after.server - before.server),
      databaseMs: per(databaseUs),
      nginxMs: per(after.nginx - before.nginx),
      loadMs: per(loadUs),
      idleMs: per(idle.usPerMs * wallMs),
    },
    load: loadavg()[0] ?? 0,
    byKind,
    failures: recorder.failures,
  };
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

/** CPU per journey: servers + PostgreSQL backends + nginx, and the same net of what they spend idle. */
function cpuText(r: StepResult): string {
  const total = r.cpu.serverMs + r.cpu.databaseMs + r.cpu.nginxMs;
  return `${ms(total)} (server ${ms(r.cpu.serverMs)} + db ${ms(r.cpu.databaseMs)} + nginx ${ms(r.cpu.nginxMs)}), net of idle ${ms(Math.max(0, total - r.cpu.idleMs))}`;
}

function stepLine(r: StepResult): string {
  return `  ${r.verdict.rate.toFixed(1).padStart(5)}/s  ${String(r.journeys).padStart(5)} journeys  ${String(r.requests).padStart(6)} requests  p50 ${ms(r.p50Ms).padStart(7)}  p99 ${ms(r.verdict.p99Ms).padStart(7)}  CPU/journey ${cpuText(r)}; load generator ${ms(r.cpu.loadMs)}  load ${r.load.toFixed(1)}  ${r.verdict.ok ? 'pass' : `FAIL: ${r.verdict.why}`}`;
}

interface RunSummary {
  processes: number;
  rate: number | undefined;
  at: StepResult | undefined;
  steps: StepResult[];
  loadBefore: number;
}

async function runFor(processes: number, bench: Bench, admin: Database, runDir: string): Promise<RunSummary> {
  const began = performance.now();
  const dbName = `kerbside_capacity_${process.pid}_${processes}_${Date.now().toString(36)}`;
  const cleanupsBefore = cleanups.length;
  await admin.executeScript(`CREATE DATABASE ${dbName}`);
  if (!KEEP) cleanups.push(() => admin.executeScript(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  const dbUrl = databaseUrl(dbName);
  const db = await openPostgresDatabase({ connectionString: dbUrl, maxConnections: 6 });
  let seeded: Seeded;
  try {
    seeded = await seed(db, bench);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE status IN ('pending_payment', 'booked', 'topped_up')",
    );
    console.log(
      `\n${processes} process${processes > 1 ? 'es' : ''}: database ${dbName}: ${bench.places.length} bench tenants, ${n} live bookings, ${seeded.customers.length + seeded.counterCustomers.length} signed-in customers (${Math.round((performance.now() - began) / 1000)} s)`,
    );
  } finally {
    await db.close();
  }
  const stack = await startStack(processes, bench, dbUrl, dbName, runDir);
  console.log(
    `  nginx + ${processes} built server process(es) serving every tenant (${Math.round((performance.now() - began) / 1000)} s)`,
  );
  const codec = createEnvelopeCodec({
    mode: bench.template.api.packaging,
    payloadKey: bench.template.api.payloadKey,
    cipher: nodeCipher,
  });
  const cardTerms = bench.template.payment.methods.find((m) => m.code === CARD);
  if (!cardTerms) throw new Error(`${TEMPLATE} has no card method ${CARD}`);

  // The cashiers sign in and unlock, through nginx, before the doors open.
  const staffTokens = new Map<string, string>();
  const signIn = newRecorder();
  await inParallel(bench.places.slice(0, PINPAD_TENANTS), 4, async (place, i) => {
    const b = new Browser(stack.base, `127.250.${1 + i}.3`, signIn, codec);
    try {
      const { token } = await b.call<{ token: string }>(`/cloud/${place.tenant}/staff/signIn`, {
        login: CASHIER.staffCode,
        password: CASHIER.password,
      });
      await b.call(`/cloud/${place.tenant}/staff/unlock`, { pin: CASHIER.pin }, token);
      staffTokens.set(place.tenant, token);
    } finally {
      b.close();
    }
  });
  const ctx = { base: stack.base, codec, cardTerms, walletPin: WALLET_PIN, staffTokens };
  const pools = { customers: new Pool(seeded.customers), counter: new Pool(seeded.counterCustomers) };
  const counters = { journeys: 0 };
  const loadBefore = loadavg()[0] ?? 0;
  const idle = await idleCpu(stack, admin, 5000);
  console.log(
    `  idle, no customer: servers + PostgreSQL + nginx spend ${(idle.usPerMs / 10).toFixed(1)} % of a core (subtracted in the CPU per journey's "net")`,
  );

  // Warm-up (not judged): each process compiles its hot paths, the pools open their connections.
  const warm = await runStep(
    SEARCH.startRate / 2,
    Math.min(10, STEP_SECONDS),
    ctx,
    stack,
    admin,
    pools,
    bench.places,
    counters,
    idle,
  );
  console.log(`  warm-up:${stepLine(warm).slice(1)}`);
  if (warm.failures.length > 0) console.log(`    first failures: ${warm.failures.slice(0, 3).join(' | ')}`);

  const steps: StepResult[] = [];
  const verdicts = () => steps.map((s) => s.verdict);
  // The budget is the search's: setting up 1,000 tenants takes what the machine gives it.
  const searchBegan = performance.now();
  for (let rate = nextRate([], SEARCH); rate !== undefined && !interrupted; rate = nextRate(verdicts(), SEARCH)) {
    if ((performance.now() - searchBegan) / 1000 > BUDGET_SECONDS) {
      console.log(`  time budget (${BUDGET_SECONDS} s) spent: no further step`);
      break;
    }
    const result = await runStep(rate, STEP_SECONDS, ctx, stack, admin, pools, bench.places, counters, idle);
    steps.push(result);
    console.log(stepLine(result));
    if (result.failures.length > 0) console.log(`    first failures: ${result.failures.slice(0, 3).join(' | ')}`);
    // A breath between steps: what the last one queued drains before the next is measured.
    await new Promise((r) => setTimeout(r, 2000));
  }
  const rate = sustainableRate(verdicts());
  // Stop this count's nginx and processes and drop its database before the next count starts.
  while (cleanups.length > cleanupsBefore) await cleanups.pop()?.();
  return { processes, rate, at: steps.find((s) => s.verdict.rate === rate), steps, loadBefore };
}

async function main(): Promise<void> {
  nginxBinary();
  buildIfStale();
  await buildServerIfStale();
  const runDir = mkdtempSync(path.join(tmpdir(), 'kerbside-capacity-'));
  if (!KEEP) cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));
  else console.log(`kept afterwards: ${runDir} and the databases`);
  const bench = tenantsFolder();
  cleanups.push(() => rmSync(bench.tenantsDir, { recursive: true, force: true }));
  const admin = await openPostgresDatabase({ connectionString: ADMIN_URL, maxConnections: 2 });
  cleanups.push(() => admin.close());
  console.log(
    `bench:capacity: ${TENANTS} tenants, ${BOOKINGS} live bookings; steps of ${STEP_SECONDS} s from ${SEARCH.startRate} journeys/s (x${SEARCH.factor}, then halving the gap), at most ${SEARCH.maxSteps} steps or ${BUDGET_SECONDS} s per process count; pass: p99 < ${P99_MS} ms and no request failed`,
  );
  console.log('mix (journeys per 100):');
  for (const e of MIX) console.log(`  ${String(e.weight).padStart(3)}  ${e.kind}: ${e.what}`);
  const summaries: RunSummary[] = [];
  for (const processes of PROCESS_COUNTS) {
    if (interrupted) break;
    summaries.push(await runFor(processes, bench, admin, runDir));
  }
  console.log('\nsustainable arrival rate (p99 < 300 ms, no request failed), through nginx, on this machine:');
  console.log(
    '| processes | journeys/s | p50 | p99 | CPU per journey there | load average (1 min) | CPU per journey, busiest step without a failed request |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const s of summaries) {
    const at = s.at;
    // The most journeys without a failure: the CPU figure least blurred by what the processes spend idle.
    const busiest = s.steps
      .filter((x) => x.failedRequests === 0 && x.failedJourneys === 0)
      .sort((a, b) => b.journeys - a.journeys)[0];
    const busiestText = busiest ? `${cpuText(busiest)} at ${busiest.verdict.rate.toFixed(1)}/s` : '-';
    console.log(
      at
        ? `| ${s.processes} | ${at.verdict.rate.toFixed(1)} | ${ms(at.p50Ms)} | ${ms(at.verdict.p99Ms)} | ${cpuText(at)} | ${at.load.toFixed(1)} | ${busiestText} |`
        : `| ${s.processes} | none passed (lowest tried ${Math.min(...s.steps.map((x) => x.verdict.rate))}/s) | | | | ${s.loadBefore.toFixed(1)} | ${busiestText} |`,
    );
  }
  console.log(
    `cores: ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()}, shared by the load generator (this process), nginx, the servers and PostgreSQL${env.CAPACITY_NOTE ? `; ${env.CAPACITY_NOTE}` : ''}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(`bench:capacity failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    process.exit(process.exitCode ?? 0);
  });
