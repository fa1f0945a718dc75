/**
 * Money survives kill -9 between a provider's approval and our settlement (docs/payment-providers.md#crash-check).
 *
 * `npm run check:payments-crash` (by hand; not part of npm test). The real server process (server/main.ts)
 * on a fresh PostgreSQL database (CRASH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test:
 * a database is created beside it and dropped after) serves the fixture tenant
 * tests/fixtures/tenants-payments/payco.json with one method per provider (a card on Windcave, WeChat
 * Pay on Omipay, a card on Stripe, PayPal), each pointed at its local double. Per provider, 50 booking
 * payments in four rounds: each payment is ordered, paid and created at the provider through the
 * server; then approved at the provider (Stripe: paid on Checkout; PayPal: approved by the payer, which
 * we capture on reading it back). The first three rounds end with kill -9 of the server (every provider at once), with
 * approvals in every position around it:
 *   - live: approved and notified while the server runs (settled before the kill);
 *   - held: approved with the notification held back; sent late, after the restart and reconciliation;
 *   - burst: approved and notified in a burst that the kill -9 cuts through;
 *   - down: approved while the server is down (the notification finds nobody).
 * The server is started again on the same database and port, its clock moved past the re-check
 * delay, and its re-check job (PAYMENT_RECHECK_SECONDS=1) reconciles. At the end, for each provider:
 * lost (approved at the provider, not settled here), settled twice (a booking with two approved
 * payments, or passes issued twice), the money at the provider against our approved payments, and
 * the ticket pool's balance against its bookings. Exits 1 when any figure is wrong.
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database';
import { insertAccount } from '../server/db/repositories/account-repository';
import { openPostgresDatabase } from '../server/db/postgres-driver';
import { DEMO_TEST_TOOLS } from '../server/config/server-env';
import { createSession } from '../server/services/accounts/sessions';
import type { PaymentProviders, Tenant } from '../src/generated/tenant';
import { startOmipayDouble } from '../tests/doubles/omipay/omipay-double';
import { startPaypalDouble } from '../tests/doubles/paypal/paypal-double';
import { startStripeDouble } from '../tests/doubles/stripe/stripe-double';
import { startWindcaveDouble } from '../tests/doubles/windcave/windcave-double';
import { freePort, startServer, type RunningServer } from './server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE_DIR = path.join(ROOT, 'tests/fixtures/tenants-payments');
const TENANT = 'payco';
const SHOP = 'payco-central';
const SITE = 'payco-central-site';
const PAYMENTS_PER_PROVIDER = 50;
const ROUNDS = [13, 13, 12, 12];
const KILLS = 3;
const RECONCILE_WAIT_MS = 60_000;

type Position = 'live' | 'held' | 'burst' | 'down';

interface CrashProvider {
  name: 'windcave' | 'omipay' | 'stripe' | 'paypal';
  code: number;
  paymentType: 'card' | 'wechat' | 'paypal';
  settings: PaymentProviders;
  env: Record<string, string>;
  /** Providers with one webhook endpoint per account (Stripe, PayPal) are told the server's address. */
  serve?(base: string): void;
  /** The provider's id of the payment made for our reference (after the go page created it). */
  idOf(reference: string): string;
  /** Approves at the provider; 'held' keeps its notification back until releaseHeld(). */
  approve(id: string, notify: 'now' | 'held'): Promise<void>;
  releaseHeld(): Promise<void>;
  /** What the provider holds as approved: our reference and the amount, minor units. */
  approved(): { reference: string; amount: number }[];
  refunds(): number;
  close(): Promise<void>;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A double that sends its events to one webhook URL per account (Stripe, PayPal), and can hold them back. */
interface WebhookDouble<E> {
  setWebhookUrl(url: string | undefined): void;
  control: { holdEvents: boolean; readonly events: readonly E[]; deliver(events: readonly E[]): Promise<unknown> };
}

/**
 * Stripe's and PayPal's notification side: the double is told the server's webhook address, and an
 * approval whose events are 'held' keeps them back (the provider retrying later) until releaseHeld()
 * delivers them, in reverse order.
 */
function webhookSide<E>(
  double: WebhookDouble<E>,
  name: 'stripe' | 'paypal',
  decide: (id: string) => Promise<unknown>,
): Pick<CrashProvider, 'serve' | 'approve' | 'releaseHeld'> {
  const held: E[] = [];
  return {
    serve: (base) => double.setWebhookUrl(`${base}/payments/notify/${name}/${TENANT}`),
    async approve(id, notify) {
      const before = double.control.events.length;
      double.control.holdEvents = notify === 'held';
      await decide(id);
      double.control.holdEvents = false;
      if (notify === 'held') held.push(...double.control.events.slice(before));
    },
    async releaseHeld() {
      await double.control.deliver(held.splice(0).reverse());
    },
  };
}

async function windcave(): Promise<CrashProvider> {
  const double = await startWindcaveDouble();
  const held: string[] = [];
  return {
    name: 'windcave',
    code: 201,
    paymentType: 'card',
    settings: {
      windcave: { baseUrl: double.apiUrl, username: { env: 'CRASH_WC_USER' }, apiKey: { env: 'CRASH_WC_KEY' } },
    },
    env: { CRASH_WC_USER: double.username, CRASH_WC_KEY: double.apiKey },
    idOf(reference) {
      const [session] = double.control.sessionByReference(reference);
      if (!session) throw new Error(`windcave has no session for ${reference}`);
      return session.id;
    },
    async approve(id, notify) {
      await double.control.decide(id, 'approve', notify === 'now');
      if (notify === 'held') held.push(id);
    },
    async releaseHeld() {
      for (const id of held.splice(0).reverse()) await double.control.notify(id);
    },
    approved: () =>
      double.control
        .sessions()
        .filter((s) => s.transactions.some((t) => t.type === 'purchase' && t.authorised))
        .map((s) => ({ reference: s.merchantReference, amount: cents(s.amount) })),
    refunds: () => double.control.refunds().filter((r) => r.authorised).length,
    close: () => double.close(),
  };
}

async function omipay(): Promise<CrashProvider> {
  const double = await startOmipayDouble({ notifyRetryDelaysMs: [20, 100] });
  return {
    name: 'omipay',
    code: 202,
    paymentType: 'wechat',
    settings: {
      omipay: { baseUrl: double.baseUrl, merchantNo: { env: 'CRASH_OMIPAY_M' }, apiKey: { env: 'CRASH_OMIPAY_KEY' } },
    },
    env: { CRASH_OMIPAY_M: double.merchantNo, CRASH_OMIPAY_KEY: double.secret },
    idOf(reference) {
      const order = double.control.orderByReference(reference);
      if (!order) throw new Error(`omipay has no order for ${reference}`);
      return order.orderNo;
    },
    async approve(id, notify) {
      double.control.notificationSettings({ hold: notify === 'held' });
      await double.control.approve(id);
      double.control.notificationSettings({ hold: false });
    },
    async releaseHeld() {
      await double.control.releaseHeld('reverse');
      await double.control.idle();
    },
    approved: () =>
      double.control
        .orders()
        .filter((o) => o.state === 'PAID')
        .map((o) => ({ reference: o.outOrderNo, amount: o.amount })),
    refunds: () => double.control.refunds().filter((r) => r.state !== 'FAILED').length,
    close: () => double.close(),
  };
}

async function stripe(): Promise<CrashProvider> {
  const double = await startStripeDouble();
  return {
    name: 'stripe',
    // The second card series (docs/rules.md#payment-codes): Windcave has 201.
    code: 301,
    paymentType: 'card',
    settings: {
      stripe: {
        baseUrl: double.baseUrl,
        secretKey: { env: 'CRASH_STRIPE_KEY' },
        webhookSecret: { env: 'CRASH_STRIPE_WEBHOOK' },
      },
    },
    env: { CRASH_STRIPE_KEY: double.secretKey, CRASH_STRIPE_WEBHOOK: double.webhookSecret },
    // The card is paid on Checkout's page; a held payment's events are kept back (Stripe retrying later).
    ...webhookSide(double, 'stripe', (id) => double.control.pay(id)),
    idOf(reference) {
      const session = double.control.sessions().find((s) => s['client_reference_id'] === reference);
      if (!session) throw new Error(`stripe has no Checkout Session for ${reference}`);
      return String(session['id']);
    },
    approved: () =>
      double.control
        .sessions()
        .filter((s) => s['mode'] === 'payment' && s['payment_status'] === 'paid')
        .map((s) => ({ reference: String(s['client_reference_id']), amount: Number(s['amount_total']) })),
    refunds: () => double.control.refunds().filter((r) => r['status'] !== 'failed').length,
    close: () => double.close(),
  };
}

async function paypal(): Promise<CrashProvider> {
  const double = await startPaypalDouble();
  const unitOf = (order: Record<string, unknown>) =>
    ((order['purchase_units'] as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
  /** What PayPal captured of an order, minor units (0 while the payer's approval is not captured). */
  const captured = (order: Record<string, unknown>) => {
    const payments = unitOf(order)['payments'] as { captures?: { status: string; amount: { value: string } }[] };
    const capture = payments?.captures?.[0];
    return capture?.status === 'COMPLETED' ? cents(capture.amount.value) : 0;
  };
  return {
    name: 'paypal',
    code: 204,
    paymentType: 'paypal',
    settings: {
      paypal: {
        baseUrl: double.baseUrl,
        clientId: { env: 'CRASH_PAYPAL_ID' },
        clientSecret: { env: 'CRASH_PAYPAL_SECRET' },
        webhookId: double.webhookId,
      },
    },
    env: { CRASH_PAYPAL_ID: double.clientId, CRASH_PAYPAL_SECRET: double.clientSecret },
    // The payer approves on PayPal's page; we capture when we read the order back.
    ...webhookSide(double, 'paypal', (id) => double.control.approve(id)),
    idOf(reference) {
      const order = double.control.orders().find((o) => unitOf(o)['custom_id'] === reference);
      if (!order) throw new Error(`paypal has no order for ${reference}`);
      return String(order['id']);
    },
    // Every order its payer approved: one we never captured counts as lost and is missing from the total.
    approved: () =>
      double.control
        .orders()
        .filter((o) => o['status'] === 'APPROVED' || o['status'] === 'COMPLETED')
        .map((o) => ({ reference: String(unitOf(o)['custom_id']), amount: captured(o) })),
    refunds: () => double.control.refunds().filter((r) => r['status'] !== 'FAILED').length,
    close: () => double.close(),
  };
}

/** The fixture tenant with one method per provider, pointed at the doubles, in a folder of its own. */
async function tenantsFolder(providers: CrashProvider[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-crash-tenants-'));
  await cp(FIXTURE_DIR, dir, { recursive: true });
  const file = path.join(dir, `${TENANT}.json`);
  const tenant = JSON.parse(await readFile(file, 'utf8')) as Tenant & { $schema?: string };
  delete tenant.$schema;
  tenant.payment.methods = providers.map((p) => ({
    name: p.name,
    paymentType: p.paymentType,
    code: p.code,
    visible: true,
    surchargeType: 'none',
    provider: p.name,
  })) as Tenant['payment']['methods'];
  tenant.paymentProviders = Object.assign({}, ...providers.map((p) => p.settings)) as PaymentProviders;
  // Room for every booking of the run.
  for (const offer of tenant.sites[0]?.offers ?? []) offer.capacity = PAYMENTS_PER_PROVIDER * providers.length * 2;
  await writeFile(file, JSON.stringify(tenant, null, 2));
  return dir;
}

/** A fresh database beside the one named (dropped at the end). */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `kerbside_crash_${process.pid}_${Date.now().toString(36)}`;
  const admin = await openPostgresDatabase({ connectionString: base, maxConnections: 1 });
  await admin.executeScript(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await openPostgresDatabase({ connectionString: base, maxConnections: 1 });
      await again.executeScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}

async function call<T>(base: string, url: string, payload: object, token?: string): Promise<T> {
  const answer = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { result: T }).result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const providers = [await windcave(), await omipay(), await stripe(), await paypal()];
  const tenantsDir = await tenantsFolder(providers);
  const database = await freshDatabase();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kerbside-crash-data-'));
  const env = {
    ...DEMO_TEST_TOOLS,
    TENANTS_DIR: tenantsDir,
    DATABASE_URL: database.url,
    PAYMENT_RECHECK_SECONDS: '1',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'error',
    ...Object.assign({}, ...providers.map((p) => p.env)),
  };
  // A loaded machine compiles the server slowly: it may take minutes to answer.
  const start = () => startServer(env, { readyTimeoutMs: 300_000 }, { port, dataDir });
  let server: RunningServer = await start();
  for (const p of providers) p.serve?.(server.baseUrl);
  cleanups.push(async () => {
    await server.stop();
    await database.drop();
  });
  const base = server.baseUrl;
  const db: Database = await openPostgresDatabase({ connectionString: database.url, maxConnections: 2 });
  // The server's sandbox clock starts at the real time in each process: moved forward by everything
  // moved so far (plus the re-check delay), its times never run behind what it stored before.
  let clockAhead = 0;
  const advance = async (seconds: number) => {
    const answer = await fetch(`${base}/sandbox-api/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds }),
    });
    if (!answer.ok) throw new Error(`the clock answered ${answer.status}`);
    return (await answer.json()) as { now: string };
  };
  const serverNow = async () => new Date((await advance(1)).now);

  let customers = 0;
  const pay = async (provider: CrashProvider): Promise<string> => {
    const accountId = randomUUID();
    const now = await serverNow();
    await insertAccount(db, {
      id: accountId,
      tenantId: TENANT,
      phone: `+61412${String((customers += 1)).padStart(6, '0')}`,
      passwordHash: null,
      profile: { firstName: 'Crash', lastName: 'Check' },
      now,
    });
    const token = await createSession(db, accountId, now);
    const entry = Math.ceil(now.getTime() / 1000 / 900) * 900 + 3 * 3600;
    const order = await call<{ rtn: number; booking: { bookingId: string } }>(
      base,
      `/s/${SHOP}/api/svc/order`,
      {
        idempotencyKey: randomUUID(),
        offerCode: 'hourly',
        entry,
        exit: entry + 7200,
        tickets: 1,
        paymentCode: provider.code,
      },
      token,
    );
    if (order.rtn !== 1) throw new Error(`order refused: ${JSON.stringify(order)}`);
    const started = await call<{ rtn: number; txn: string; gatewayUrl: string }>(
      base,
      `/s/${SHOP}/api/svc/pay`,
      { idempotencyKey: randomUUID(), bookingId: order.booking.bookingId, paymentCode: provider.code },
      token,
    );
    if (started.rtn !== 1) throw new Error(`pay refused: ${JSON.stringify(started)}`);
    // The browser opening the app's gateway URL: the payment is created at the provider.
    const opened = await fetch(`${base}${started.gatewayUrl}`, { redirect: 'manual' });
    await opened.text();
    if (opened.status !== 303) throw new Error(`go page answered ${opened.status}`);
    return started.txn;
  };

  const unsettled = async (references: string[]) => {
    if (references.length === 0) return [];
    const rows = await db.query<{ txn: string }>(
      `SELECT p.txn::text AS txn FROM payments p JOIN bookings b ON b.id = p.booking_id
       WHERE p.txn::text = ANY($1::text[]) AND p.status = 'approved' AND b.status = 'booked'`,
      // Our references are UUIDs: an array literal needs no quoting.
      [`{${references.join(',')}}`],
    );
    const settled = new Set(rows.map((r) => r.txn));
    return references.filter((r) => !settled.has(r));
  };

  const positions: Record<string, Record<Position, number>> = {};
  let kills = 0;
  for (const [round, size] of ROUNDS.entries()) {
    const kill = round < KILLS;
    const work = await Promise.all(
      providers.map(async (p) => {
        const txns: string[] = [];
        for (let i = 0; i < size; i += 1) txns.push(await pay(p));
        const ids = txns.map((t) => p.idOf(t));
        // Without a kill every payment is approved live; with one, a quarter in each position.
        const at = (i: number): Position => (kill ? (['live', 'held', 'burst', 'down'] as const)[i % 4] : 'live');
        return { p, ids, at };
      }),
    );
    for (const { p, ids, at } of work) {
      positions[p.name] ??= { live: 0, held: 0, burst: 0, down: 0 };
      for (const [i, id] of ids.entries()) {
        const position = at(i);
        positions[p.name]![position] += 1;
        if (position === 'live') await p.approve(id, 'now');
        if (position === 'held') await p.approve(id, 'held');
      }
    }
    if (!kill) continue;
    // The burst: approvals whose notifications are in flight when the server dies.
    const burst = Promise.allSettled(
      work.flatMap(({ p, ids, at }) => ids.filter((_, i) => at(i) === 'burst').map((id) => p.approve(id, 'now'))),
    );
    await sleep(15);
    process.kill(-server.pid, 'SIGKILL');
    kills += 1;
    await burst;
    await waitUntilDown(base);
    for (const { p, ids, at } of work)
      for (const [i, id] of ids.entries()) if (at(i) === 'down') await p.approve(id, 'now');

    server = await start();
    clockAhead += 180;
    await advance(clockAhead);
    // The re-check job reconciles: every payment approved at a provider ends settled.
    const approved = providers.flatMap((p) => p.approved().map((a) => a.reference));
    const until = Date.now() + RECONCILE_WAIT_MS;
    while ((await unsettled(approved)).length > 0 && Date.now() < until) await sleep(250);
    // The held notifications arrive now: late duplicates of what the job already settled.
    for (const p of providers) await p.releaseHeld();
    console.log(`round ${round + 1}: ${size} payments per provider, kill -9 #${kills}, restarted, reconciled`);
  }
  // The last round's notifications are read back after their answers: give the job a moment.
  const everything = providers.flatMap((p) => p.approved().map((a) => a.reference));
  const until = Date.now() + RECONCILE_WAIT_MS;
  while ((await unsettled(everything)).length > 0 && Date.now() < until) await sleep(250);

  let failed = false;
  const lines: string[] = [];
  for (const p of providers) {
    const approved = p.approved();
    const refs = approved.map((a) => a.reference);
    const lost = await unsettled(refs);
    const ours = await db.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::int AS total FROM payments WHERE gateway = $1 AND status = 'approved'`,
      [p.name],
    );
    const twice = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT b.id FROM bookings b
         WHERE b.id IN (SELECT booking_id FROM payments WHERE gateway = $1)
           AND ((SELECT count(*) FROM payments p WHERE p.booking_id = b.id AND p.status = 'approved') > 1
             OR (SELECT count(*) FROM booking_tickets t WHERE t.booking_id = b.id) > b.tickets)
       ) AS settled_twice`,
      [p.name],
    );
    const providerTotal = approved.reduce((sum, a) => sum + a.amount, 0);
    const row = {
      provider: p.name,
      payments: approved.length,
      kills,
      ...positions[p.name],
      lost: lost.length,
      settledTwice: twice[0]?.n ?? -1,
      providerTotal,
      ourTotal: ours[0]?.total ?? -1,
      ourApproved: ours[0]?.n ?? -1,
      refundsAtProvider: p.refunds(),
    };
    const ok =
      row.payments === PAYMENTS_PER_PROVIDER &&
      row.lost === 0 &&
      row.settledTwice === 0 &&
      row.providerTotal === row.ourTotal &&
      row.ourApproved === row.payments &&
      row.refundsAtProvider === 0;
    if (!ok) failed = true;
    lines.push(
      `${ok ? 'ok  ' : 'FAIL'} ${row.provider}: ${row.payments} payments approved at the provider ` +
        `(live ${row.live}, held ${row.held}, burst ${row.burst}, down ${row.down}), ${row.kills} kill -9; ` +
        `lost ${row.lost}, settled twice ${row.settledTwice}; provider ${row.providerTotal} = ours ${row.ourTotal} ` +
        `(${row.ourApproved} approved); refunds at the provider ${row.refundsAtProvider}`,
    );
    if (lost.length > 0) lines.push(`     lost: ${lost.join(', ')}`);
  }
  const pool = await db.query<{ capacity: number; available: number; held: number; booked: number }>(
    `SELECT tp.capacity, tp.available,
       (SELECT COALESCE(sum(tickets), 0)::int FROM bookings WHERE tenant_id = $1 AND site_id = $2 AND offer_code = 'hourly'
          AND status IN ('pending_payment', 'booked', 'topped_up')) AS held,
       (SELECT count(*)::int FROM bookings WHERE tenant_id = $1 AND site_id = $2 AND status = 'booked') AS booked
     FROM ticket_pool tp WHERE tp.tenant_id = $1 AND tp.site_id = $2 AND tp.offer_code = 'hourly'`,
    [TENANT, SITE],
  );
  const balance = pool[0];
  const poolOk = balance !== undefined && balance.capacity - balance.available === balance.held;
  if (!poolOk) failed = true;
  lines.push(
    `${poolOk ? 'ok  ' : 'FAIL'} ticket pool: capacity ${balance?.capacity} - available ${balance?.available} = held ${balance?.held} ` +
      `(${balance?.booked} bookings booked)`,
  );
  console.log(lines.join('\n'));

  await db.close();
  await server.stop();
  for (const p of providers) await p.close();
  await database.drop();
  await rm(tenantsDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

/** Until the killed server's port refuses connections. */
async function waitUntilDown(base: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(`${base}/health`, { signal: AbortSignal.timeout(200) });
    } catch {
      return;
    }
    await sleep(50);
  }
  throw new Error('the killed server still answers');
}

/** What to stop when the check ends, however it ends (a killed-and-restarted server would outlive it). */
const cleanups: (() => Promise<void>)[] = [];

main().catch(async (error: unknown) => {
  console.error(error);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(1);
});
