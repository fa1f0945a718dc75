/**
 * Two checkouts of the server side by side on PGlite (issue 11), for a machine shared with other
 * work: this one and another (e.g. the commit before a change, exported with `git archive` into a
 * folder with a node_modules link), each with its own data folder seeded as bench:api seeds it (a
 * signed-in customer, the hot pool with a huge capacity), loaded in turn, round after round, with
 * one of bench:api's requests. Prints each run's req/s and the CPU each answer cost the server's
 * process group (from /proc): throughput moves with the others' load, CPU per answer far less
 * (docs/architecture.md#measuring-on-a-shared-machine), and the alternation spreads what is left.
 *   npx tsx scripts/bench/checkout-ab.ts <other checkout> order|feeCalc [rounds]
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteDatabase } from '../../server/db/pglite-driver';
import type { Tenant } from '../../src/generated/tenant';
import { createEnvelopeCodec } from '../../src/protocol';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { freePort } from '../server-process';
import { analyze, seedCustomer, seedPools } from './bench-data';
import { cpuMeter } from './cpu-time';
import { loadUrls, median, type AutocannonRequest } from './measure';

const here = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const pool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };
const CAPACITY = 10_000_000;
const HOUR = 3600;

interface Side {
  label: string;
  root: string;
  child: ChildProcess;
  baseUrl: string;
  token: string;
  dataDir: string;
}

async function startSide(label: string, root: string, tenantsDir: string): Promise<Side> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kerbside-ab-${label}-`));
  const db = await openPgliteDatabase(dataDir);
  const customer = await seedCustomer(db, pool.tenantId);
  await seedPools(db, [pool], CAPACITY);
  await analyze(db);
  await db.close();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', TENANTS_DIR: tenantsDir, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (i > 480) throw new Error(`${label} did not start`);
    if (await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { label, root, child, baseUrl, token: customer.token, dataDir };
}

async function stopSide(side: Side): Promise<void> {
  await new Promise<void>((resolve) => {
    if (side.child.exitCode !== null) return resolve();
    side.child.once('exit', () => resolve());
    if (side.child.pid) process.kill(-side.child.pid, 'SIGTERM');
  });
  rmSync(side.dataDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const [otherArg, target = 'order', roundsArg = '3'] = process.argv.slice(2);
  if (!otherArg) throw new Error('usage: checkout-ab.ts <other checkout> order|feeCalc [rounds]');
  const other = path.resolve(otherArg);
  const rounds = Math.max(1, Number(roundsArg));
  // As bench:api does: the hot offer with a huge pool and no per-customer limit.
  const tenantsDir = mkdtempSync(path.join(tmpdir(), 'kerbside-ab-tenants-'));
  cpSync(path.join(here, 'tenants'), tenantsDir, { recursive: true });
  const file = path.join(tenantsDir, `${pool.tenantId}.json`);
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as Tenant;
  const offer = tenant.sites.find((s) => s.siteId === pool.siteId)?.offers?.find((o) => o.code === pool.offerCode);
  if (!offer) throw new Error('no hot offer');
  offer.capacity = CAPACITY;
  delete offer.maxTicketsAtOnce;
  writeFileSync(file, JSON.stringify(tenant, null, 2));
  const codec = createEnvelopeCodec({ mode: tenant.api.packaging, payloadKey: tenant.api.payloadKey, cipher: nodeCipher });
  let serial = 0;
  const stay = () => {
    const entry = (Math.floor(Date.now() / 1000 / HOUR) + 24 + (serial++ % 48)) * HOUR;
    return { entry, exit: entry + 2 * HOUR };
  };
  const headers = { 'content-type': 'application/json' };
  const requestFor = (side: Side): AutocannonRequest =>
    target === 'feeCalc'
      ? {
          method: 'POST',
          path: '/s/harbour-central/api/spot/feeCalc',
          headers,
          setupRequest: (req) => ({ ...req, body: JSON.stringify(codec.encodeRequest({ offerCode: pool.offerCode, tickets: 2, paymentCode: 201, ...stay() })) }),
        }
      : {
          method: 'POST',
          path: '/s/harbour-central/api/svc/order',
          headers: { ...headers, authorization: `Bearer ${side.token}` },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify(codec.encodeRequest({ idempotencyKey: randomUUID(), offerCode: pool.offerCode, tickets: 1, paymentCode: 201, ...stay() })),
          }),
        };
  const sides = [await startSide('this', here, tenantsDir), await startSide('other', other, tenantsDir)];
  const results = new Map<string, { rps: number[]; cpu: number[] }>(sides.map((s) => [s.label, { rps: [], cpu: [] }]));
  try {
    console.log(`${target} on PGlite, ${SECONDS} s per run, ${CONNECTIONS} connections; this = ${here}, other = ${other}`);
    for (let round = 0; round < rounds; round += 1) {
      // Alternate which goes first, so neither always follows the other's leftovers.
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const meter = cpuMeter({ groups: [side.child.pid ?? 0] });
        const m = await loadUrls([side.baseUrl], requestFor(side), { seconds: SECONDS, connections: CONNECTIONS, onStart: meter.onStart, onEnd: meter.onEnd });
        const cpu = meter.perAnswer(m.answered ?? 0)?.serverUs ?? NaN;
        const r = results.get(side.label);
        r?.rps.push(m.reqPerSec);
        r?.cpu.push(cpu);
        console.log(`  round ${round + 1} ${side.label}: ${m.reqPerSec} req/s, p99 ${m.p99} ms, ${m.errors} errors, ${m.refused} refused, CPU per answer ${Math.round(cpu)} us`);
      }
    }
    for (const [label, r] of results) {
      console.log(`${label}: median ${median(r.rps)} req/s, median CPU per answer ${Math.round(median(r.cpu))} us (runs: ${r.cpu.map((x) => Math.round(x)).join(', ')})`);
    }
  } finally {
    for (const side of sides) await stopSide(side);
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
