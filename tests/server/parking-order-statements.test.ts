/**
 * How many statements a booking costs (docs/parking-api.md, "How an order is written"): on a pool
 * that exists with enough tickets, svc/order writes in one statement on its own, outside any
 * transaction (with a per-customer limit too), which also proves a session read before still live; the locked
 * path is what a new pool, a changed capacity, lapsed holds or a taken reference need, and gives the
 * same answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { BOOK_MANY_STATEMENT } from '../../server/db/repositories/booking-batch-repository';
import { bookInOneStatement } from '../../server/db/repositories/booking-order-repository';
import { testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { ParkingClient, parkingTenants, poolState, seedCustomer, START, stay } from './support/parking-kit';

interface StatementLog {
  inTransactions: string[];
  outside: string[];
}

/** The database, logging each statement and whether it ran inside a transaction. */
function logging(db: Database, log: StatementLog): Database {
  const inside = (tx: Queryable): Queryable => ({
    memoryScope: tx.memoryScope,
    inTransaction: tx.inTransaction,
    query: (sql, params) => {
      log.inTransactions.push(sql);
      return tx.query(sql, params);
    },
    executeScript: (sql) => tx.executeScript(sql),
  });
  return {
    driver: db.driver,
    // The session memory is kept per database: the logged app must share it.
    memoryScope: db.memoryScope,
    query: (sql, params) => {
      log.outside.push(sql);
      return db.query(sql, params);
    },
    executeScript: (sql) => db.executeScript(sql),
    transaction: (fn) => db.transaction((tx) => fn(inside(tx))),
    close: () => db.close(),
  };
}

describeOnDrivers('svc/order statements', (driver) => {
  const clock = testClock(START);
  const log: StatementLog = { inTransactions: [], outside: [] };
  let db: Database;
  let t: TestApp;
  let c: ParkingClient;

  const counted = async <T>(fn: () => Promise<T>): Promise<{ result: T; inTransactions: number; outside: number }> => {
    log.inTransactions.length = 0;
    log.outside.length = 0;
    const result = await fn();
    return { result, inTransactions: log.inTransactions.length, outside: log.outside.length };
  };

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    t = await startTestApp({ db: logging(db, log), tenants: parkingTenants(), accounts: { now: clock.now } });
    c = new ParkingClient(t.app, 'park-central', 'plain');
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
  });

  it('books on an existing pool in one statement without a transaction, with or without a per-customer limit', async () => {
    const { token } = await seedCustomer(db, 'parkco', clock.now());
    // The first booking of each pool creates it on the locked path.
    await c.book(token, stay(clock.now(), 2, 1, { offerCode: 'flat' }));
    await c.book(token, stay(clock.now(), 2, 1, { offerCode: 'hourly' }));

    const unlimited = await counted(() => c.book(token, stay(clock.now(), 3, 1, { offerCode: 'flat', tickets: 2 })));
    expect(unlimited.inTransactions).toBe(0);
    // Only the booking's statement: the session was read by the first booking, and this one's
    // statement proves it still live (docs/architecture.md#recalled-sessions).
    expect(unlimited.outside).toBe(1);
    const limited = await counted(() => c.book(token, stay(clock.now(), 3, 1, { offerCode: 'hourly' })));
    expect(limited.inTransactions).toBe(0);
    expect(limited.outside).toBe(1);
    expect(unlimited.result).toMatchObject({ offerCode: 'flat', tickets: 2, status: 'pending_payment' });

    for (const offer of ['flat', 'hourly']) {
      const state = await poolState(db, 'parkco', 'park-central-site', offer);
      expect(state.held + state.available).toBe(state.capacity);
    }
  });

  it('books the orders of several customers that arrive together in one statement', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 4 }, async () => (await seedCustomer(db, 'parkco', clock.now())).token),
    );
    // Each customer's first booking reads the session; after it, the server recalls it.
    for (const token of tokens) await c.book(token, stay(clock.now(), 4, 1, { offerCode: 'flat' }));
    const before = await poolState(db, 'parkco', 'park-central-site', 'flat');
    const together = await counted(() =>
      Promise.all(
        tokens.map((token, i) => c.book(token, stay(clock.now(), 4, 1, { offerCode: 'flat', tickets: 1 + (i % 2) }))),
      ),
    );
    expect(together.outside).toBe(1);
    expect(log.outside[0]).toBe(BOOK_MANY_STATEMENT);
    expect(together.inTransactions).toBe(0);
    expect(together.result.map((b) => b.tickets)).toEqual([1, 2, 1, 2]);
    expect(new Set(together.result.map((b) => b.bookingId)).size).toBe(4);
    const after = await poolState(db, 'parkco', 'park-central-site', 'flat');
    expect(after.available).toBe(before.available - 6);
    expect(after.held + after.available).toBe(after.capacity);
  });

  it('answers a retry with the first answer and refuses the limit on the short path as the locked path does', async () => {
    const { token } = await seedCustomer(db, 'parkco', clock.now());
    await c.book(token, stay(clock.now(), 5, 2, { offerCode: 'hourly', tickets: 2 }));
    const payload = { idempotencyKey: randomUUID(), ...stay(clock.now(), 5, 2, { offerCode: 'hourly', tickets: 1 }) };
    const first = await c.call('/svc/order', payload, token);
    expect(first.result.rtn).toBe(1);
    expect(await c.call('/svc/order', payload, token)).toEqual(first);
    // 3 held now: one more is over the limit, and nothing was taken for it.
    const before = await poolState(db, 'parkco', 'park-central-site', 'hourly');
    expect(await c.order(token, stay(clock.now(), 5, 2, { offerCode: 'hourly' }))).toEqual({
      success: true,
      result: {
        rtn: 0,
        dispMsg: 'You can hold at most 3 tickets of this kind at once',
        problem: { code: 'TOO_MANY_AT_ONCE', params: { max: 3, held: 3 } },
      },
    });
    expect(await poolState(db, 'parkco', 'park-central-site', 'hourly')).toEqual(before);
  });

  it('falls back to the locked path when the capacity changed, and applies it', async () => {
    const { token } = await seedCustomer(db, 'parkco', clock.now());
    await db.query(
      `UPDATE ticket_pool SET capacity = capacity + 5, available = available + 5 WHERE offer_code = 'flat'`,
    );
    const fell = await counted(() => c.book(token, stay(clock.now(), 6, 1, { offerCode: 'flat' })));
    expect(fell.inTransactions).toBeGreaterThan(2);
    const state = await poolState(db, 'parkco', 'park-central-site', 'flat');
    expect(state.capacity).toBe(50);
    expect(state.held + state.available).toBe(state.capacity);
  });

  it('answers a retry on the one-statement path with the first answer and takes nothing for it', async () => {
    const { token } = await seedCustomer(db, 'parkco', clock.now());
    await c.book(token, stay(clock.now(), 7, 1, { offerCode: 'flat' }));
    const payload = { idempotencyKey: randomUUID(), ...stay(clock.now(), 7, 1, { offerCode: 'flat', tickets: 2 }) };
    const first = await c.call('/svc/order', payload, token);
    expect(first.result.rtn).toBe(1);
    const before = await poolState(db, 'parkco', 'park-central-site', 'flat');
    const retry = await counted(() => c.call('/svc/order', payload, token));
    expect(retry.result).toEqual(first);
    expect(retry.inTransactions).toBe(0);
    expect(await poolState(db, 'parkco', 'park-central-site', 'flat')).toEqual(before);
    // The same key with other details is a conflict, and takes nothing either.
    const other = await c.call('/svc/order', { ...payload, tickets: 1 }, token);
    expect(other.result).toMatchObject({ rtn: 0, problem: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect(await poolState(db, 'parkco', 'park-central-site', 'flat')).toEqual(before);
  });

  it('undoes the tickets taken when the drawn reference is taken, and leaves the booking to the locked path', async () => {
    const { token } = await seedCustomer(db, 'parkco', clock.now());
    const booked = await c.book(token, stay(clock.now(), 8, 1, { offerCode: 'flat' }));
    const [row] = await db.query<{ accountId: string; reference: string }>(
      'SELECT account_id AS "accountId", reference FROM bookings WHERE id = $1',
      [booked.bookingId],
    );
    const before = await poolState(db, 'parkco', 'park-central-site', 'flat');
    const now = clock.now();
    const key = randomUUID();
    const outcome = await bookInOneStatement(db, {
      claim: { accountId: row!.accountId, key, requestHash: 'a'.repeat(64), response: { rtn: 1 } },
      booking: {
        id: randomUUID(),
        accountId: row!.accountId,
        // The reference the first booking holds: the drawn one collides.
        reference: row!.reference,
        shopCode: 'park-central',
        lotName: 'Central',
        address: '1 Test Street',
        timeZone: 'Australia/Brisbane',
        offerName: 'Flat',
        offerNames: 'Flat',
        offerConditions: null,
        tariff: { periodMinutes: 60, pricePerPeriod: 1000 },
        tickets: 1,
        entryAt: new Date(now.getTime() + 8 * 3_600_000),
        exitAt: new Date(now.getTime() + 9 * 3_600_000),
        fee: 1000,
        surcharge: 0,
        paymentCode: 201,
        licensePlate: '',
        pool: { tenantId: 'parkco', siteId: 'park-central-site', offerCode: 'flat' },
        holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
        now,
      },
      tickets: [],
      capacity: before.capacity,
    });
    expect(outcome).toBe('reference taken');
    // Nothing of it stays: the tickets it took are back, and the key is free for the locked path.
    expect(await poolState(db, 'parkco', 'park-central-site', 'flat')).toEqual(before);
    expect(await db.query('SELECT 1 FROM idempotency_keys WHERE idempotency_key = $1', [key])).toEqual([]);
  });
});
