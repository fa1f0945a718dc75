/**
 * Races for the last tickets, on PostgreSQL only: PGlite runs one query at a time, so it cannot
 * show a race. A real listening server takes the requests over HTTP, all at once, and the app runs
 * on a node-postgres pool of 20 connections, so up to 20 booking transactions really overlap in
 * the database (the test counts how many did).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { sweepParking } from '../../server/services/parking/parking-sweeper';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import {
  parkingTenants,
  poolsDueBeforeTheirBound,
  poolState,
  seedCustomer,
  START,
  stay,
  type Envelope,
} from './support/parking-kit';
import { POSTGRES_SKIP_REASON } from './support/test-databases';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(`[parking-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`);

const POOL_CONNECTIONS = 20;
const RACERS = 200;

interface CountingDatabase extends Database {
  maxConcurrentTransactions(): number;
}

/**
 * The database with a count of transactions running at once (BEGIN done, on their own pooled
 * connection), to show the requests really overlapped inside PostgreSQL.
 */
function counting(db: Database): CountingDatabase {
  let open = 0;
  let max = 0;
  return {
    ...db,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        open += 1;
        max = Math.max(max, open);
        try {
          return await fn(tx);
        } finally {
          open -= 1;
        }
      });
    },
    maxConcurrentTransactions: () => max,
  };
}

describe.skipIf(!url)(
  url ? 'parking under concurrency on postgres' : `parking under concurrency: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_race_${process.pid}_${randomBytes(4).toString('hex')}`;
    const clock = testClock(START);
    let raw: Database;
    let db: CountingDatabase;
    let t: TestApp;
    let base: string;
    let tokens: string[];

    const order = async (
      token: string,
      payload: object,
    ): Promise<{ status: number; body: Envelope<{ booking?: ParkingBooking }> }> => {
      const res = await fetch(`${base}/s/park-central/api/svc/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json()) as Envelope<{ booking?: ParkingBooking }> };
    };
    const expectInvariant = async (offerCode: string) => {
      const state = await poolState(raw, 'parkco', 'park-central-site', offerCode);
      expect(state.held + state.available, JSON.stringify(state)).toBe(state.capacity);
      return state;
    };
    const race = async (offerCode: string) => {
      const payload = stay(clock.now(), 2, 1, { offerCode });
      const answers = await Promise.all(
        tokens.map((token) => order(token, { idempotencyKey: randomUUID(), ...payload })),
      );
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      const booked = answers.filter((a) => a.body.result.rtn === 1);
      const soldOut = answers.filter((a) => a.body.result.problem?.code === 'SOLD_OUT');
      return { booked, soldOut, others: answers.length - booked.length - soldOut.length };
    };

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      raw = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: POOL_CONNECTIONS });
      await migrate(raw);
      db = counting(raw);
      t = await startTestApp({
        db,
        tenants: parkingTenants({ last: 1, flat: 10, free: 100 }),
        accounts: { now: clock.now },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      tokens = [];
      for (let i = 0; i < RACERS; i += 1) tokens.push((await seedCustomer(raw, 'parkco', clock.now())).token);
    }, 120_000);

    afterAll(async () => {
      await t?.close();
      await raw?.close();
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    it(`${RACERS} customers racing for the last ticket: exactly 1 booking, ${RACERS - 1} clean 'Sold out'`, async () => {
      const { booked, soldOut, others } = await race('last');
      console.info(
        `[parking-concurrency] last ticket: ${booked.length} booked, ${soldOut.length} sold out, ${others} other; up to ${db.maxConcurrentTransactions()} transactions at once`,
      );
      expect(booked).toHaveLength(1);
      expect(soldOut).toHaveLength(RACERS - 1);
      expect(others).toBe(0);
      for (const a of soldOut)
        expect(a.body).toEqual({
          success: true,
          result: { rtn: 0, dispMsg: 'Sold out', problem: { code: 'SOLD_OUT', params: { available: 0 } } },
        });
      expect(await expectInvariant('last')).toMatchObject({ capacity: 1, available: 0, held: 1, bookings: 1 });
      expect(db.maxConcurrentTransactions()).toBeGreaterThan(1);
    }, 60_000);

    it(`${RACERS} customers racing for 10 tickets: exactly 10 bookings`, async () => {
      const { booked, soldOut, others } = await race('flat');
      console.info(
        `[parking-concurrency] 10 tickets: ${booked.length} booked, ${soldOut.length} sold out, ${others} other; up to ${db.maxConcurrentTransactions()} transactions at once`,
      );
      expect(booked).toHaveLength(10);
      expect(soldOut).toHaveLength(RACERS - 10);
      expect(others).toBe(0);
      expect(new Set(booked.map((a) => a.body.result.booking?.reference)).size).toBe(10);
      expect(await expectInvariant('flat')).toMatchObject({ capacity: 10, available: 0, held: 10, bookings: 10 });
    }, 60_000);

    it('50 identical requests with one idempotency key: one booking, the same answer 50 times', async () => {
      const token = tokens[0] ?? '';
      const payload = { idempotencyKey: randomUUID(), ...stay(clock.now(), 3, 1, { offerCode: 'free', tickets: 3 }) };
      const answers = await Promise.all(Array.from({ length: 50 }, () => order(token, payload)));
      const distinct = new Set(answers.map((a) => JSON.stringify(a)));
      console.info(
        `[parking-concurrency] one key x50: ${distinct.size} distinct answer(s), rtn ${answers[0]?.body.result.rtn}`,
      );
      expect(distinct.size).toBe(1);
      expect(answers[0]?.body.result.rtn).toBe(1);
      expect(await expectInvariant('free')).toMatchObject({ capacity: 100, available: 97, held: 3, bookings: 1 });
    }, 60_000);

    it("one customer's 20 concurrent orders at an offer limited to 3 at once: exactly 3 held", async () => {
      const token = tokens[1] ?? '';
      // The pool exists first, so the orders race on the short path (booking-order-repository.ts).
      const warm = await order(tokens[2] ?? '', {
        idempotencyKey: randomUUID(),
        ...stay(clock.now(), 30, 1, { offerCode: 'hourly' }),
      });
      expect(warm.body.result.rtn).toBe(1);
      const payload = stay(clock.now(), 6, 1, { offerCode: 'hourly' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => order(token, { idempotencyKey: randomUUID(), ...payload })),
      );
      const booked = answers.filter((a) => a.body.result.rtn === 1);
      const limited = answers.filter((a) => a.body.result.problem?.code === 'TOO_MANY_AT_ONCE');
      console.info(`[parking-concurrency] limit of 3 x20: ${booked.length} booked, ${limited.length} over the limit`);
      expect(booked).toHaveLength(3);
      expect(limited).toHaveLength(17);
      expect(await expectInvariant('hourly')).toMatchObject({ held: 4, bookings: 4 });
    }, 60_000);

    it('mixed concurrent orders of 1 to 4 tickets never oversell, and the pool adds up', async () => {
      // 'free' has 97 left; 200 orders of 1..4 tickets ask for about 500.
      const payload = stay(clock.now(), 4, 1, { offerCode: 'free' });
      const answers = await Promise.all(
        tokens.map((token, i) => order(token, { idempotencyKey: randomUUID(), ...payload, tickets: (i % 4) + 1 })),
      );
      for (const a of answers) expect(a.status).toBe(200);
      const taken = answers
        .filter((a) => a.body.result.rtn === 1)
        .reduce((sum, a) => sum + (a.body.result.booking?.tickets ?? 0), 0);
      const refusedCodes = new Set(
        answers.filter((a) => a.body.result.rtn !== 1).map((a) => a.body.result.problem?.code),
      );
      console.info(
        `[parking-concurrency] mixed: ${taken} of 97 tickets taken; refusals ${[...refusedCodes].join(', ')}`,
      );
      expect(taken).toBeLessThanOrEqual(97);
      expect([...refusedCodes].every((code) => code === 'SOLD_OUT' || code === 'ONLY_FEW_LEFT')).toBe(true);
      const state = await expectInvariant('free');
      expect(state.held).toBe(3 + taken);
    }, 60_000);

    it("orders racing the sweeper leave every pool's due bound at or before its bookings' due times", async () => {
      // Every hold so far lapses; the sweeper settles each pool (raising its bound, under the pool's
      // lock) while 200 orders take tickets (lowering it): docs/architecture.md#due-bound.
      clock.advanceSeconds(16 * 60);
      const payload = stay(clock.now(), 1, 1, { offerCode: 'free' });
      const sweeps = Array.from({ length: 5 }, () => sweepParking({ db, now: clock.now }));
      const answers = await Promise.all([
        ...tokens.map((token) => order(token, { idempotencyKey: randomUUID(), ...payload })),
        ...sweeps,
      ]);
      const booked = answers.filter((a) => 'body' in a && a.body.result.rtn === 1).length;
      expect(booked).toBeGreaterThan(0);
      expect(await poolsDueBeforeTheirBound(raw, 'parkco')).toEqual([]);
      // A quote with the bound answers as the full due sums do, now and as each hold lapses.
      for (const minutes of [0, 15, 16, 75, 200]) {
        const at = new Date(clock.now().getTime() + minutes * 60_000);
        const differ = await raw.query<{ offer: string }>(
          `SELECT p.offer_code AS offer FROM ticket_pool p
         WHERE p.available + CASE WHEN $1 < p.due_not_before THEN 0 ELSE pool_due_tickets(p.tenant_id, p.site_id, p.offer_code, $1) END
            <> p.available + pool_due_tickets(p.tenant_id, p.site_id, p.offer_code, $1)`,
          [at],
        );
        expect(differ, `at +${minutes} min`).toEqual([]);
      }
      await sweepParking({ db, now: clock.now });
      await expectInvariant('free');
    }, 60_000);
  },
);
