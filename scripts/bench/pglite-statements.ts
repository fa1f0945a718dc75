/**
 * What each statement of a booking costs on PGlite (issue 11), one call after another on a
 * file-backed database as the server has it: SELECT 1 (the floor of a call), the session read of
 * every signed-in call (from the database, and from the memory that answers it on PGlite after the
 * first call: docs/architecture.md#session-cache), bench:api's raw-SQL booking, and svc/order's own
 * one-statement booking, interleaved, median of five rounds of BENCH_CALLS.
 *   npx tsx scripts/bench/pglite-statements.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPgliteDatabase } from '../../server/db/pglite-driver';
import { findLiveSession } from '../../server/db/repositories/session-repository';
import { secureTokenHash } from '../../server/services/accounts/secure-tokens';
import { analyze, seedCustomer, seedPools } from './bench-data';
import { rawBookingLoad } from './raw-booking';
import { bookSample, hotOfferTariff } from './sample-booking';

const CALLS = Number(process.env.BENCH_CALLS || 300);
const pool = { tenantId: 'harbourpark', siteId: 'HP-CEN-01', offerCode: 'hourly' };
const CAPACITY = 10_000_000;
const HOUR_MS = 3_600_000;

async function perCall(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i += 1) await fn();
  return Number(process.hrtime.bigint() - t) / 1000 / CALLS;
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-pglite-statements-'));
  const db: Database = await openPgliteDatabase(dir);
  try {
    const customer = await seedCustomer(db, pool.tenantId);
    await seedPools(db, [pool], CAPACITY);
    await analyze(db);
    const tariff = hotOfferTariff();
    const hash = secureTokenHash(customer.token) ?? '';
    let serial = 0;
    const book = () => bookSample(db, customer, pool, CAPACITY, tariff, serial++);
    const forms: Record<string, () => Promise<unknown>> = {
      'SELECT 1': () => db.query('SELECT 1'),
      // Without the database's sole-process mark the repository keeps nothing: every read is SQL.
      'session read (database)': () =>
        findLiveSession(
          { query: db.query, executeScript: db.executeScript },
          pool.tenantId,
          hash,
          new Date(Date.now() - 30 * 24 * HOUR_MS),
        ),
      'session read (memory)': () => findLiveSession(db, pool.tenantId, hash, new Date(Date.now() - 30 * 24 * HOUR_MS)),
      'raw booking (bench ceiling)': async () => rawBookingLoad(db, customer.accountId, [pool], 0.05, 1),
      'svc/order booking statement': book,
    };
    for (const fn of Object.values(forms)) await fn();
    const times = new Map<string, number[]>();
    for (let round = 0; round < 5; round += 1) {
      for (const [label, fn] of Object.entries(forms)) {
        if (label.startsWith('raw')) {
          // rawBookingLoad runs for a time: its per-call figure is the inverse of its rate.
          const m = await rawBookingLoad(db, customer.accountId, [pool], 1, 1);
          times.set(label, [...(times.get(label) ?? []), 1_000_000 / m.reqPerSec]);
        } else times.set(label, [...(times.get(label) ?? []), await perCall(fn)]);
      }
    }
    for (const [label, xs] of times)
      console.log(`${label}: median ${median(xs).toFixed(0)} us per call (${xs.map((x) => x.toFixed(0)).join(', ')})`);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
