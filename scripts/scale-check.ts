/**
 * `npm run scale-check`: three server processes on one PostgreSQL behind nginx (deploy/nginx.conf),
 * all on loopback, and what must hold when one of them dies (README, "Running several processes"):
 *  1. the three start at once on an empty database: the migrations run once, under their lock;
 *  2. through nginx, every kind of answer has the headers of a single process (compression, caching);
 *  3. the client's address reaches the processes (TRUST_PROXY=1): a per-client limit counts each
 *     client apart, across processes, and a forged X-Forwarded-For changes nothing;
 *  4. a customer journey: sign up, log in, quote, book, pay at the sandbox gateway, open the ticket;
 *  5. RACERS customers race for RACE_TICKETS tickets, each booking, paying and opening its ticket, and
 *     one process is killed with SIGKILL in the middle; then the database is audited: no ticket
 *     oversold, no payment lost or doubled, every failed request retried (same idempotency key)
 *     until answered, or answered with a clear refusal;
 *  6. the killed process starts again and nginx sends it requests again;
 *  7. a tenant file changed in the tenants folder the processes share is seen by each of them.
 * It prints the figures and exits 1 when anything does not hold.
 *
 * Needs PostgreSQL (SCALE_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a database of its own is created there and dropped afterwards) and Debian's nginx (installed with
 * apt-get when missing, as .ci/run installs Chromium). Builds the app and the server when stale.
 *   SCALE_RACERS (200), SCALE_TICKETS (50), SCALE_KEEP=1 keeps the database and the run folder,
 *   NGINX (another nginx binary; default Debian's /usr/sbin/nginx).
 * Not part of `npm test`: it takes about a minute and needs root for apt-get on a fresh machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { Database } from '../server/db/database';
import { readMigrationFiles } from '../server/db/migrate';
import { openPostgresDatabase } from '../server/db/postgres-driver';
import { insertAccount } from '../server/db/repositories/account-repository';
import { createSession } from '../server/services/accounts/sessions';
import type { Tenant } from '../src/generated/tenant';
import { createEnvelopeCodec, type EnvelopeCodec } from '../src/protocol';
import { nodeCipher } from '../src/protocol/cipher-node';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server';
import { freePort } from './server-process';
import { auditLedger, type LedgerAudit } from './scale/ledger-audit';
import { renderNginxTemplate } from './scale/nginx-config';
import { newTally, retryingClient, type Answer, type Client, type Tally } from './scale/retrying-client';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL =
  process.env.SCALE_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RACERS = Number(process.env.SCALE_RACERS || 200);
const RACE_TICKETS = Number(process.env.SCALE_TICKETS || 50);
const KEEP = process.env.SCALE_KEEP === '1';
const PROCESSES = 3;
/** The process killed in the race (1-based), and after how many answered orders. */
const VICTIM = 2;
const KILL_AFTER_ORDERS = Math.max(1, Math.round(RACERS / 5));
/** The per-client limit of phone checks the processes get, small so the address check reaches it. */
const PHONE_CHECKS = 3;

const TENANT = 'greenway';
const SHOP = 'greenway-southbank';
const SITE = 'GW-SB-01';
const CARD = 301;
const RACE_OFFER = 'scale-race';
const PASSWORD = 'Abcd123!';
const HOUR = 3600;

const problems: string[] = [];
function check(ok: boolean, problem: string): boolean {
  if (!ok) problems.push(problem);
  return ok;
}

// ---------------------------------------------------------------------------------------------
// nginx, the build, the database, the tenants folder

function nginxBinary(): string {
  const found = [...(process.env.NGINX ? [process.env.NGINX] : []), '/usr/sbin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  console.log('nginx is missing: installing Debian nginx (apt-get install nginx)');
  const installed = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx'],
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  // The package's own service may fail to start (no init in a container): only the binary matters here.
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error(`apt-get install nginx failed (exit ${installed.status}); install it and run again`);
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The demo tenants, with a race offer of RACE_TICKETS tickets at greenway's first site (the hourly offer's tariff). */
function tenantsFolder(runDir: string): { dir: string; file: string } {
  const dir = path.join(runDir, 'tenants');
  cpSync(path.join(root, 'tenants'), dir, { recursive: true });
  const file = path.join(dir, `${TENANT}.json`);
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Tenant;
  const site = tenant.sites.find((s) => s.siteId === SITE);
  const hourly = site?.offers?.find((o) => o.code === 'hourly');
  if (!site?.offers || !hourly) throw new Error(`${TENANT}.json has no hourly offer at ${SITE}`);
  site.offers.push({ ...hourly, code: RACE_OFFER, name: 'Scale check race', capacity: RACE_TICKETS });
  writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);
  return { dir, file };
}

// ---------------------------------------------------------------------------------------------
// The server processes

interface ServerProcess {
  index: number;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  baseUrl: string;
}

function startProcess(index: number, port: number, env: NodeJS.ProcessEnv, runDir: string): ServerProcess {
  const dataDir = path.join(runDir, `data-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(runDir, `server-${index}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { index, port, child, exited, baseUrl: `http://127.0.0.1:${port}` };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Health {
  status: string;
  database?: { schemaVersion?: string };
}

async function healthy(server: ServerProcess): Promise<Health> {
  return waitFor(`process ${server.index} healthy`, async () => {
    if (server.child.exitCode !== null) throw new Error(`process ${server.index} exited`);
    const res = await fetch(`${server.baseUrl}/health`);
    return res.ok ? ((await res.json()) as Health) : undefined;
  });
}

async function stopProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise((r) => setTimeout(() => r(false), 15_000)),
  ]);
  if (!stopped) server.child.kill('SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// Talking to the API as the app does

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  result: { rtn: number; dispMsg?: string; problem?: { code: string } } & T;
}

class Customer {
  token = '';
  constructor(
    readonly client: Client,
    private readonly codec: EnvelopeCodec,
  ) {}

  async call<T>(route: string, payload: Record<string, unknown>, extraHeaders: Record<string, string> = {}) {
    const answer = await this.client.send({
      method: 'POST',
      path: route,
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...extraHeaders,
      },
      body: JSON.stringify(this.codec.encodeRequest(payload)),
    });
    if (answer.status !== 200)
      throw new Error(`${route}: HTTP ${answer.status} ${answer.body.toString().slice(0, 300)}`);
    return JSON.parse(answer.body.toString()) as Envelope<T>;
  }

  shop<T>(route: string, payload: Record<string, unknown>) {
    return this.call<T>(`/s/${SHOP}/api${route}`, payload);
  }

  cloud<T>(route: string, payload: Record<string, unknown>) {
    return this.call<T>(`/cloud/${TENANT}${route}`, payload);
  }
}

function expectOk<T>(what: string, envelope: Envelope<T>): Envelope<T>['result'] {
  if (envelope.result.rtn !== 1) throw new Error(`${what}: ${JSON.stringify(envelope.result).slice(0, 300)}`);
  return envelope.result;
}

interface Booking {
  bookingId: string;
  reference: string;
  status: string;
  total: number;
  passes: Array<{ passCode: string }>;
}

/** A stay two hours from now, on a quarter hour, of two hours. */
function stay(offerCode: string): { offerCode: string; entry: number; exit: number; tickets: number } {
  const quarter = 15 * 60;
  const entry = Math.ceil(Date.now() / 1000 / quarter) * quarter + 2 * HOUR;
  return { offerCode, entry, exit: entry + 2 * HOUR, tickets: 1 };
}

/** Pays a held booking at the sandbox gateway and opens its ticket; returns the paid booking. */
async function payAndOpen(customer: Customer, booking: Booking): Promise<Booking> {
  const started = expectOk(
    'svc/pay',
    await customer.shop<{ txn: string; gatewayUrl: string }>('/svc/pay', {
      idempotencyKey: randomUUID(),
      bookingId: booking.bookingId,
      paymentCode: CARD,
    }),
  );
  const page = await customer.client.send({
    method: 'GET',
    path: started.gatewayUrl,
    headers: { accept: 'text/html' },
  });
  if (page.status !== 200) throw new Error(`the gateway's page: HTTP ${page.status}`);
  const decided = await customer.client.send({
    method: 'POST',
    path: `${started.gatewayUrl.replace('/sandbox/pay/', '/sandbox-api/gateway/payments/')}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
  });
  if (decided.status !== 303) throw new Error(`approving at the gateway: HTTP ${decided.status}`);
  const status = expectOk(
    'svc/payStatus',
    await customer.shop<{ status: string; booking: Booking }>('/svc/payStatus', { txn: started.txn }),
  );
  if (status.status !== 'approved' || status.booking.status !== 'booked')
    throw new Error(`svc/payStatus: ${status.status}, booking ${status.booking.status}`);
  const passCode = status.booking.passes[0]?.passCode ?? '';
  const ticket = expectOk(
    'qrcode/gen',
    await customer.cloud<{ payload: string; status: string }>('/qrcode/gen', { passCode }),
  );
  if (ticket.payload !== passCode || ticket.status !== 'booked')
    throw new Error(`qrcode/gen: ${JSON.stringify(ticket)}`);
  return status.booking;
}

// ---------------------------------------------------------------------------------------------
// The checks

async function migrationsOnce(db: Database, healths: Health[]): Promise<string> {
  const files = await readMigrationFiles();
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const latest = files.at(-1)?.version;
  check(rows.length === files.length, `schema_migrations has ${rows.length} rows for ${files.length} migrations`);
  for (const [i, h] of healths.entries())
    check(h.database?.schemaVersion === latest, `process ${i + 1} reports schema ${h.database?.schemaVersion}`);
  return `${PROCESSES} processes started at once on an empty database: ${rows.length} migrations applied, each once`;
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

const COMPARED_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary'] as const;

async function headersMatch(direct: Client, proxied: Client, codec: EnvelopeCodec): Promise<string> {
  const assets = readdirSync(path.join(root, 'dist/app/assets')).filter((f) => f.endsWith('.js'));
  const asset = `/assets/${assets.sort()[0] ?? ''}`;
  const cases: Array<{
    name: string;
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
    sameBody: boolean;
  }> = [
    {
      name: 'hashed asset, brotli',
      method: 'GET',
      path: asset,
      headers: { 'accept-encoding': 'br, gzip' },
      sameBody: true,
    },
    { name: 'hashed asset, gzip', method: 'GET', path: asset, headers: { 'accept-encoding': 'gzip' }, sameBody: true },
    { name: 'hashed asset, plain', method: 'GET', path: asset, headers: {}, sameBody: true },
    { name: 'favicon', method: 'GET', path: '/favicon.svg', headers: { 'accept-encoding': 'gzip' }, sameBody: true },
    {
      name: 'app page',
      method: 'GET',
      path: `/shop/${SHOP}/home`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      sameBody: false,
    },
    {
      name: 'tenant config',
      method: 'GET',
      path: `/tenant-config/${SHOP}`,
      headers: { 'accept-encoding': 'gzip' },
      sameBody: true,
    },
    {
      name: 'API answer',
      method: 'POST',
      path: `/cloud/${TENANT}/ticket/loadTicketPool`,
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      body: JSON.stringify(codec.encodeRequest({ siteId: SITE })),
      sameBody: true,
    },
    { name: 'readiness', method: 'GET', path: '/health', headers: {}, sameBody: false },
  ];
  let matched = 0;
  for (const c of cases) {
    const spec = { method: c.method, path: c.path, headers: c.headers, body: c.body };
    const [a, b] = [await direct.send(spec), await proxied.send(spec)];
    const differences = COMPARED_HEADERS.filter((h) => a.headers[h] !== b.headers[h]).map(
      (h) => `${h}: ${a.headers[h] ?? '-'} direct, ${b.headers[h] ?? '-'} through nginx`,
    );
    if (a.status !== b.status) differences.push(`status ${a.status} direct, ${b.status} through nginx`);
    if (c.sameBody && !decoded(a).equals(decoded(b))) differences.push('the body differs');
    if (check(differences.length === 0, `${c.name} (${c.path}): ${differences.join('; ')}`)) matched += 1;
    console.log(
      `    ${differences.length === 0 ? 'same' : 'DIFF'}  ${c.name}: ${b.status}, ${COMPARED_HEADERS.map((h) => `${h}=${b.headers[h] ?? '-'}`).join(' ')}`,
    );
  }
  return `headers through nginx as from one process: ${matched} of ${cases.length}`;
}

/** The per-client limit of phone checks, through nginx, from two client addresses. */
async function clientAddressPassed(baseUrl: string, codec: EnvelopeCodec): Promise<string> {
  const tally = newTally();
  const first = new Customer(retryingClient({ baseUrl, localAddress: '127.0.0.2', tally }), codec);
  const second = new Customer(retryingClient({ baseUrl, localAddress: '127.0.0.3', tally }), codec);
  const statusOf = async (customer: Customer, headers: Record<string, string> = {}) => {
    const answer = await customer.client.send({
      method: 'POST',
      path: `/cloud/${TENANT}/account/chkPhone`,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(codec.encodeRequest({ phone: '+61412000999' })),
    });
    return answer.status;
  };
  const firsts: number[] = [];
  for (let i = 0; i < PHONE_CHECKS; i += 1) firsts.push(await statusOf(first));
  const over = await statusOf(first);
  const forged = await statusOf(first, { 'x-forwarded-for': '203.0.113.77' });
  const other = await statusOf(second);
  first.client.close();
  second.client.close();
  check(
    firsts.every((s) => s === 200),
    `the first ${PHONE_CHECKS} phone checks from 127.0.0.2: ${firsts.join(', ')}`,
  );
  check(over === 429, `phone check ${PHONE_CHECKS + 1} from 127.0.0.2: ${over}, not 429`);
  check(forged === 429, `127.0.0.2 with a forged X-Forwarded-For: ${forged}, not 429 (nginx must replace it)`);
  check(other === 200, `the first phone check from 127.0.0.3: ${other}, not 200 (the address did not pass through)`);
  return `client address passed through: 127.0.0.2 limited after ${PHONE_CHECKS} phone checks (${over}, forged X-Forwarded-For ${forged}), 127.0.0.3 not (${other})`;
}

async function journey(baseUrl: string, codec: EnvelopeCodec, tally: Tally): Promise<string> {
  const customer = new Customer(retryingClient({ baseUrl, localAddress: '127.0.0.10', tally }), codec);
  const phone = `+614${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  expectOk('getUserIdentifyCode', await customer.cloud('/account/getUserIdentifyCode', { phone, purpose: 'signup' }));
  const outbox = await customer.client.send({
    method: 'GET',
    path: `/sandbox-api/sms/last?tenant=${TENANT}&phone=${encodeURIComponent(phone)}`,
  });
  const { code } = JSON.parse(outbox.body.toString()) as { code: string };
  const { verificationToken } = expectOk(
    'checkUserIdentifyCode',
    await customer.cloud<{ verificationToken: string }>('/account/checkUserIdentifyCode', {
      phone,
      purpose: 'signup',
      code,
    }),
  );
  expectOk(
    'register',
    await customer.cloud('/account/register', {
      verificationToken,
      password: PASSWORD,
      firstName: 'Scale',
      lastName: 'Check',
      acceptTerms: true,
    }),
  );
  customer.token = expectOk(
    'signIn',
    await customer.cloud<{ userId: string }>('/account/signIn', { userName: phone, password: PASSWORD }),
  ).userId;
  const wanted = stay('hourly');
  const quote = expectOk(
    'spot/feeCalc',
    await customer.shop<{ fee: { total: number } }>('/spot/feeCalc', { ...wanted, paymentCode: CARD }),
  );
  const { booking } = expectOk(
    'svc/order',
    await customer.shop<{ booking: Booking }>('/svc/order', {
      idempotencyKey: randomUUID(),
      ...wanted,
      paymentCode: CARD,
      quotedTotal: quote.fee.total,
    }),
  );
  const paid = await payAndOpen(customer, booking);
  const summary = expectOk(
    'ticket/bookingSummary',
    await customer.shop<{ list: Array<{ reference: string; status: string }> }>('/ticket/bookingSummary', {}),
  );
  check(
    summary.list.some((b) => b.reference === paid.reference && b.status === 'booked'),
    `the journey's booking ${paid.reference} is not in My tickets as booked`,
  );
  customer.client.close();
  return `journey through nginx: signed up, logged in, quoted ${quote.fee.total}, booked ${paid.reference}, paid, ticket opened`;
}

interface RaceResult {
  tally: Tally;
  paid: string[];
  refusals: Map<string, number>;
  failures: string[];
  killedAtMs: number;
}

async function race(baseUrl: string, codec: EnvelopeCodec, tokens: string[], kill: () => void): Promise<RaceResult> {
  const tally = newTally();
  const refusals = new Map<string, number>();
  const paid: string[] = [];
  const failures: string[] = [];
  let ordersAnswered = 0;
  let killedAtMs = 0;
  const started = performance.now();
  const wanted = stay(RACE_OFFER);
  await Promise.all(
    tokens.map(async (token, i) => {
      // 127.0.1.1 .. 127.0.1.255, 127.0.2.1 ..: an address of its own for each customer.
      const localAddress = `127.0.${1 + Math.floor(i / 255)}.${1 + (i % 255)}`;
      const customer = new Customer(retryingClient({ baseUrl, localAddress, tally }), codec);
      customer.token = token;
      try {
        const ordered = await customer.shop<{ booking: Booking }>('/svc/order', {
          idempotencyKey: randomUUID(),
          ...wanted,
          paymentCode: CARD,
        });
        ordersAnswered += 1;
        if (ordersAnswered === KILL_AFTER_ORDERS) {
          killedAtMs = performance.now() - started;
          kill();
        }
        if (ordered.result.rtn !== 1) {
          const code = ordered.result.problem?.code ?? `rtn ${ordered.result.rtn}`;
          refusals.set(code, (refusals.get(code) ?? 0) + 1);
          return;
        }
        paid.push((await payAndOpen(customer, ordered.result.booking)).bookingId);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        customer.client.close();
      }
    }),
  );
  return { tally, paid, refusals, failures, killedAtMs };
}

async function ledger(db: Database, paid: string[]): Promise<LedgerAudit> {
  const [pool] = await db.query<{ capacity: number; available: number }>(
    'SELECT capacity, available FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3',
    [TENANT, SITE, RACE_OFFER],
  );
  return auditLedger({
    pool: { offerCode: RACE_OFFER, capacity: pool?.capacity ?? 0, available: pool?.available ?? 0 },
    bookings: await db.query('SELECT id, offer_code AS "offerCode", status, tickets, total FROM bookings'),
    payments: await db.query(
      `SELECT txn, booking_id AS "bookingId", status, amount, gateway_payment_id AS "gatewayPaymentId" FROM payments`,
    ),
    gatewayPayments: await db.query('SELECT id, status, amount FROM sandbox_gateway_payments'),
    paidAsSeenByClients: paid,
  });
}

/** Requests nginx itself passed on to another process (proxy_next_upstream): more than one upstream in the log line. */
function passedOn(accessLog: string): number {
  if (!existsSync(accessLog)) return 0;
  return readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter((line) => /upstream=\S+, /.test(line)).length;
}

/** Lines of nginx's access log that name `upstream` (host:port) as the process that answered 200. */
function answeredBy(accessLog: string, upstream: string): number {
  if (!existsSync(accessLog)) return 0;
  return readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`upstream=${upstream} `) && / upstream_status=200$/.test(line)).length;
}

async function tenantReload(file: string, servers: ServerProcess[], codec: EnvelopeCodec): Promise<string> {
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Tenant;
  const offer = tenant.sites.find((s) => s.siteId === SITE)?.offers?.find((o) => o.code === RACE_OFFER);
  if (!offer) throw new Error('the race offer is gone from the tenant file');
  const capacity = RACE_TICKETS + 7;
  offer.capacity = capacity;
  const changedAt = performance.now();
  writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);
  const seenAfter = await Promise.all(
    servers.map((server) =>
      waitFor(
        `process ${server.index} sees the changed tenant file`,
        async () => {
          const res = await fetch(`${server.baseUrl}/cloud/${TENANT}/ticket/loadTicketPool`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(codec.encodeRequest({ siteId: SITE, offerCode: RACE_OFFER })),
          });
          const body = (await res.json()) as Envelope<{ list: Array<{ capacity: number }> }>;
          return body.result.list?.[0]?.capacity === capacity ? Math.round(performance.now() - changedAt) : undefined;
        },
        30_000,
      ),
    ),
  );
  return `tenant reload (capacity ${RACE_TICKETS} -> ${capacity}) seen by all ${servers.length} processes, after ${seenAfter.join(', ')} ms`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const nginx = nginxBinary();
  buildIfStale();
  await buildServerIfStale();

  const runDir = mkdtempSync(path.join(tmpdir(), 'kerbside-scale-'));
  // Root's nginx runs its workers as nobody, who must reach the temporary folders inside.
  chmodSync(runDir, 0o755);
  const dbName = `kerbside_scale_${process.pid}_${Date.now().toString(36)}`;
  const admin = await openPostgresDatabase({ connectionString: ADMIN_URL, maxConnections: 1 });
  await admin.executeScript(`CREATE DATABASE ${dbName}`);
  const url = databaseUrl(dbName);
  const tenants = tenantsFolder(runDir);
  const tenant = JSON.parse(readFileSync(tenants.file, 'utf8')) as Tenant;
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: url,
    TENANTS_DIR: tenants.dir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // The journey signs up by SMS code (read from the outbox) and pays at the sandbox gateway.
    SMS_SANDBOX: '1',
    PAYMENT_GATEWAY: 'sandbox',
    RATE_LIMIT_PHONE_CHECKS: String(PHONE_CHECKS),
  };
  const servers: ServerProcess[] = [];
  let nginxChild: ChildProcess | undefined;
  let db: Database | undefined;
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(`  ${line}`);
  };
  try {
    console.log(`\nscale check: ${PROCESSES} processes on PostgreSQL database ${dbName}, behind nginx (${runDir})`);
    const ports = [];
    for (let i = 0; i < PROCESSES; i += 1) ports.push(await freePort());
    // All at once, on the empty database: the migrations' advisory lock lets one of them migrate.
    for (const [i, port] of ports.entries()) servers.push(startProcess(i + 1, port, env, runDir));
    const healths = await Promise.all(servers.map(healthy));
    db = await openPostgresDatabase({ connectionString: url, maxConnections: 4 });
    say(await migrationsOnce(db, healths));

    const stateDir = path.join(runDir, 'nginx');
    mkdirSync(stateDir, { mode: 0o755 });
    const listenPort = await freePort();
    const conf = path.join(stateDir, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxTemplate({
        KERBSIDE_LISTEN: `127.0.0.1:${listenPort}`,
        KERBSIDE_APP_1: `127.0.0.1:${ports[0]}`,
        KERBSIDE_APP_2: `127.0.0.1:${ports[1]}`,
        KERBSIDE_APP_3: `127.0.0.1:${ports[2]}`,
        KERBSIDE_NGINX_STATE: stateDir,
      }),
    );
    const tested = spawnSync(nginx, ['-t', '-q', '-p', stateDir, '-c', conf], { encoding: 'utf8' });
    if (tested.status !== 0) throw new Error(`nginx -t refuses the rendered deploy/nginx.conf:\n${tested.stderr}`);
    nginxChild = spawn(nginx, ['-p', stateDir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${listenPort}`;
    await waitFor('nginx answers', async () => ((await fetch(`${baseUrl}/health/live`)).ok ? true : undefined), 15_000);
    const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();

    const headerTally = newTally();
    const direct = retryingClient({
      baseUrl: servers[0]?.baseUrl ?? '',
      localAddress: '127.0.0.1',
      tally: headerTally,
    });
    const proxied = retryingClient({ baseUrl, localAddress: '127.0.0.1', tally: headerTally });
    say(await headersMatch(direct, proxied, codec));
    direct.close();
    proxied.close();
    say(await clientAddressPassed(baseUrl, codec));

    const journeyTally = newTally();
    say(await journey(baseUrl, codec, journeyTally));
    say(`  journey: ${journeyTally.requests} requests, ${journeyTally.errors} errors, ${journeyTally.retries} retries`);

    // The racers sign in ahead (sessions written straight to the database): the race is about booking.
    const tokens: string[] = [];
    const now = new Date();
    for (let i = 0; i < RACERS; i += 1) {
      const id = randomUUID();
      await insertAccount(db, {
        id,
        tenantId: TENANT,
        phone: `+61413${String(i).padStart(6, '0')}`,
        passwordHash: null,
        profile: { firstName: 'Racer', lastName: String(i) },
        now,
      });
      tokens.push(await createSession(db, id, now));
    }
    const victim = servers[VICTIM - 1];
    if (!victim) throw new Error('no process to kill');
    const result = await race(baseUrl, codec, tokens, () => victim.child.kill('SIGKILL'));
    const killedBy = await victim.exited.then(() => victim.child.signalCode);
    const audit = await ledger(db, result.paid);
    const refused = [...result.refusals.entries()].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
    const errorKinds = [...result.tally.errorKinds.entries()].map(([kind, n]) => `${kind}: ${n}`).join(', ');
    say(
      `race: ${RACERS} customers for ${RACE_TICKETS} tickets through nginx; process ${VICTIM} killed (${killedBy}) after ${KILL_AFTER_ORDERS} orders were answered, ${Math.round(result.killedAtMs)} ms in`,
    );
    say(
      `  requests ${result.tally.requests}, errors ${result.tally.errors}${errorKinds ? ` (${errorKinds})` : ''}, retries ${result.tally.retries}, unanswered ${result.tally.unanswered}`,
    );
    const accessLog = path.join(stateDir, 'access.log');
    say(`  nginx passed ${passedOn(accessLog)} requests on to another process itself (refused connections)`);
    say(`  booked, paid and ticket opened: ${result.paid.length}; refused: ${refused}`);
    say(
      `  oversold ${audit.oversold} (held ${audit.heldTickets} of ${RACE_TICKETS}), lost payments ${audit.lost.length}, doubled payments ${audit.doubled.length}`,
    );
    check(killedBy === 'SIGKILL', `process ${VICTIM} was not killed by SIGKILL (${killedBy})`);
    check(result.failures.length === 0, `customers without an answer: ${result.failures.slice(0, 5).join(' | ')}`);
    check(result.tally.unanswered === 0, `${result.tally.unanswered} requests never answered`);
    check(audit.oversold === 0, `oversold by ${audit.oversold}`);
    check(audit.lost.length === 0, `lost payments: ${audit.lost.slice(0, 5).join(' | ')}`);
    check(audit.doubled.length === 0, `doubled payments: ${audit.doubled.slice(0, 5).join(' | ')}`);
    check(audit.inconsistent.length === 0, `ledger: ${audit.inconsistent.slice(0, 5).join(' | ')}`);
    check(
      result.paid.length === Math.min(RACERS, RACE_TICKETS),
      `${result.paid.length} paid of ${RACE_TICKETS} tickets`,
    );
    const soldOut = (result.refusals.get('SOLD_OUT') ?? 0) + (result.refusals.get('ONLY_FEW_LEFT') ?? 0);
    check(
      soldOut === RACERS - result.paid.length,
      `refusals other than 'Sold out': ${refused} (every customer without a ticket must be told it is sold out)`,
    );

    // Once fail_timeout has passed nginx tries the dead process again, is refused, and passes the
    // request on: the client sees an answer, POSTs included (they never reached the dead process).
    const downTally = newTally();
    const asker = new Customer(retryingClient({ baseUrl, localAddress: '127.0.0.4', tally: downTally }), codec);
    const passedBefore = passedOn(accessLog);
    const downAt = performance.now();
    await waitFor(
      `nginx passes a request meant for the dead process ${VICTIM} on`,
      async () => {
        expectOk(
          'loadTicketPool',
          await asker.cloud('/ticket/loadTicketPool', { siteId: SITE, offerCode: RACE_OFFER }),
        );
        return passedOn(accessLog) > passedBefore ? true : undefined;
      },
      30_000,
    );
    asker.client.close();
    say(
      `process ${VICTIM} down: nginx tried it again after ${Math.round((performance.now() - downAt) / 100) / 10} s, was refused and passed the POST on; ${downTally.requests} requests, ${downTally.errors} errors`,
    );
    check(downTally.errors === 0, `${downTally.errors} requests failed while process ${VICTIM} was down`);

    // The killed process starts again on its port; nginx tries it once fail_timeout has passed.
    const restarted = startProcess(VICTIM, victim.port, env, runDir);
    servers[VICTIM - 1] = restarted;
    await healthy(restarted);
    const before = answeredBy(accessLog, `127.0.0.1:${victim.port}`);
    const backAt = performance.now();
    await waitFor(
      `nginx sends requests to the restarted process ${VICTIM}`,
      async () => {
        await fetch(`${baseUrl}/health/live`);
        return answeredBy(accessLog, `127.0.0.1:${victim.port}`) > before ? true : undefined;
      },
      30_000,
    );
    say(
      `restarted process ${VICTIM}: nginx sends it requests again after ${Math.round((performance.now() - backAt) / 100) / 10} s`,
    );

    say(await tenantReload(tenants.file, servers, codec));
    say(`nginx: ${version}`);
  } finally {
    if (nginxChild && nginxChild.exitCode === null) {
      nginxChild.kill('SIGQUIT');
      await new Promise((r) => nginxChild?.once('exit', r));
    }
    await Promise.all(servers.map(stopProcess));
    await db?.close();
    if (!KEEP) {
      await admin.executeScript(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(runDir, { recursive: true, force: true });
    } else console.log(`kept: database ${dbName}, folder ${runDir}`);
    await admin.close();
  }
  if (problems.length > 0) {
    console.error(`\nscale check FAILED:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('\nscale check passed');
}

main().catch((error: unknown) => {
  console.error(`scale check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
