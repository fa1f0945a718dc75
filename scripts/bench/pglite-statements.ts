/**
 * What each statement of a booking costs on PGlite (issue 11), one call after another on a
 * file-backed database as the server has it: SELECT 1 (the floor of a call), the session read of
 * every signed-in call (from the database, and from the memory that answers it on PGlite after the
 * first call: docs/architecture.md#session-cache), bench:api's raw-SQL booking, and svc/order's own
 * one-statement booking, interleaved, median of five rounds of BENCH_CALLS.
 *   npx tsx scripts/bench/pglite-statements.ts
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { openPgliteDatabase } from '../../server/db/pglite-driver';
import { bookInOneStatement } from '../../server/db/repositories/booking-order-repository';
import { findLiveSession } from '../../server/db/repositories/session-repository';
import { secureTokenHash } from '../../server/services/accounts/secure-tokens';
import { newBookingReference, newPassCode, ticketNumber } from '../../server/services/parking/booking-codes';
import { tariffOf } from '../../server/services/parking/site-offers';
import type { Tenant } from '../../src/generated/tenant';
import { analyze, seedCustomer, seedPools } from './bench-data';
import { rawBookingLoad } from './raw-booking';

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
    const tenant = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../tenants/harbourpark.json'), 'utf8')) as Tenant;
    const offer = tenant.sites.find((s) => s.siteId === pool.siteId)?.offers?.find((o) => o.code === pool.offerCode);
    if (!offer) throw new Error('no hot offer');
    const tariff = tariffOf(offer);
    const hash = secureTokenHash(customer.token) ?? '';
    // An answer the size of svc/order's (a booking view with one ticket).
    const answer = { success: true, result: { rtn: 1, booking: { filler: 'x'.repeat(1400) } } };
    let serial = 0;
    const book = () => {
      const n = serial++;
      const now = new Date();
      const entry = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + (24 + (n % 48)) * HOUR_MS);
      const reference = newBookingReference();
      const key = randomUUID();
      return bookInOneStatement(db, {
        claim: { accountId: customer.accountId, key, requestHash: createHash('sha256').update(key).digest('hex'), response: answer },
        capacity: CAPACITY,
        booking: {
          id: randomUUID(),
          reference,
          pool,
          accountId: customer.accountId,
          shopCode: 'harbour-central',
          lotName: 'Harbour Central',
          address: '1 Harbour Street',
          timeZone: 'Australia/Sydney',
          offerName: 'Hourly',
          offerNames: { 'en-gb': 'Hourly' },
          offerConditions: null,
          tariff,
          tickets: 1,
          entryAt: entry,
          exitAt: new Date(entry.getTime() + 2 * HOUR_MS),
          fee: 800,
          surcharge: 0,
          paymentCode: 201,
          licensePlate: '',
          holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
          now,
        },
        tickets: [{ position: 1, ticketNo: ticketNumber(reference, 1), passCode: newPassCode() }],
      });
    };
    const forms: Record<string, () => Promise<unknown>> = {
      'SELECT 1': () => db.query('SELECT 1'),
      // Without the database's sole-process mark the repository keeps nothing: every read is SQL.
      'session read (database)': () => findLiveSession({ query: db.query, executeScript: db.executeScript }, pool.tenantId, hash, new Date(Date.now() - 30 * 24 * HOUR_MS)),
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
    for (const [label, xs] of times) console.log(`${label}: median ${median(xs).toFixed(0)} us per call (${xs.map((x) => x.toFixed(0)).join(', ')})`);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
