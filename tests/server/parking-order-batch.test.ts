/**
 * svc/order's orders that arrive together share one statement (docs/parking-api.md, "Orders that
 * arrive together"; server/db/repositories/booking-batch-repository.ts): each order of a batch gets
 * what it would have got alone, a pool that cannot give everything asked of it gives nothing, and
 * a broken unique constraint sends every order of the batch to its own statement. On PostgreSQL,
 * batches racing over the same pools in opposite orders neither deadlock nor oversell.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import {
  BOOK_MANY_STATEMENT,
  bookMany,
  bookWithOthers,
  type BatchedOrder,
} from '../../server/db/repositories/booking-batch-repository';
import { newBookingReference } from '../../server/services/parking/booking-codes';
import { describeOnDrivers } from './support/describe-on-drivers';
import { poolState, seedCustomer, START } from './support/parking-kit';
import { POSTGRES_SKIP_REASON } from './support/test-databases';

const TENANT = 'batchco';
const SITE = 'batch-site';
const HOUR_MS = 3_600_000;

interface Customer {
  accountId: string;
  sessionId: string;
}

async function customer(db: Database, now: Date): Promise<Customer> {
  const { accountId } = await seedCustomer(db, TENANT, now);
  const [session] = await db.query<{ id: string }>('SELECT id::text FROM sessions WHERE account_id = $1', [accountId]);
  return { accountId, sessionId: session!.id };
}

async function seedPool(db: Database, offerCode: string, capacity: number): Promise<void> {
  await db.query(
    `INSERT INTO ticket_pool (tenant_id, site_id, offer_code, capacity, available, updated_at) VALUES ($1, $2, $3, $4, $4, $5)`,
    [TENANT, SITE, offerCode, capacity, new Date(START)],
  );
}

let serial = 0;

/** An order as svc/order prepares it: drawn ids and codes, and the answer stored with its key. */
function order(
  who: Customer,
  offerCode: string,
  options: { tickets?: number; capacity: number; key?: string; reference?: string; proven?: boolean },
): BatchedOrder {
  serial += 1;
  const now = new Date(START);
  const tickets = options.tickets ?? 1;
  const id = randomUUID();
  const reference = options.reference ?? newBookingReference();
  const entryAt = new Date(now.getTime() + (2 + (serial % 24)) * HOUR_MS);
  return {
    write: {
      claim: {
        accountId: who.accountId,
        key: options.key ?? randomUUID(),
        requestHash: 'a'.repeat(64),
        response: { success: true, result: { rtn: 1, booking: { id, reference } } },
      },
      booking: {
        id,
        accountId: who.accountId,
        reference,
        shopCode: 'batch-shop',
        lotName: 'Batch lot',
        address: '1 Batch Street',
        timeZone: 'Australia/Brisbane',
        offerName: 'Hourly',
        offerNames: { 'en-gb': 'Hourly', 'zh-hans': '按小时' },
        offerConditions: null,
        tariff: { periodMinutes: 60, pricePerPeriod: 500 },
        tickets,
        entryAt,
        exitAt: new Date(entryAt.getTime() + 2 * HOUR_MS),
        fee: 1000 * tickets,
        surcharge: 30,
        paymentCode: 201,
        licensePlate: 'ABC123',
        pool: { tenantId: TENANT, siteId: SITE, offerCode },
        holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
        now,
      },
      tickets: Array.from({ length: tickets }, (_, i) => ({
        bookingId: id,
        position: i + 1,
        ticketNo: `${reference}-${i + 1}`,
        passCode: randomBytes(16).toString('base64url'),
        inside: false,
        lastEntryAt: null,
        lastExitAt: null,
        penalty: 0,
      })),
      capacity: options.capacity,
    },
    ...(options.proven === false
      ? {}
      : { proof: { sessionId: who.sessionId, idleSince: new Date(now.getTime() - HOUR_MS) } }),
  };
}

/** Tickets held by bookings + available = capacity, for every pool of the tenant. */
async function poolsAddUp(db: Database, offers: readonly string[]): Promise<void> {
  for (const offer of offers) {
    const s = await poolState(db, TENANT, SITE, offer);
    expect(s.held + s.available, offer).toBe(s.capacity);
    expect(s.available, offer).toBeGreaterThanOrEqual(0);
  }
}

describeOnDrivers('orders that arrive together', (driver) => {
  let db: Database;
  let alice: Customer;
  let bob: Customer;

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    const now = new Date(START);
    alice = await customer(db, now);
    bob = await customer(db, now);
    for (const offer of ['a', 'b', 'c', 'short', 'resized']) await seedPool(db, offer, offer === 'short' ? 3 : 100);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('books orders of several pools and customers in one statement, each with its tickets, answer and due bound', async () => {
    const orders = [
      order(alice, 'a', { capacity: 100, tickets: 2 }),
      order(bob, 'b', { capacity: 100 }),
      order(alice, 'a', { capacity: 100 }),
      order(bob, 'c', { capacity: 100, tickets: 3, proven: false }),
    ];
    expect(await bookMany(db, orders)).toEqual(['booked', 'booked', 'booked', 'booked']);
    expect((await poolState(db, TENANT, SITE, 'a')).available).toBe(97);
    expect((await poolState(db, TENANT, SITE, 'c')).available).toBe(97);
    for (const { write } of orders) {
      const [row] = await db.query<{ tickets: number; total: number; offer: unknown; plate: string; passes: string[] }>(
        `SELECT b.tickets, b.total, b.offer_name_text AS offer, b.license_plate AS plate,
           (SELECT array_agg(t.pass_code ORDER BY t.position) FROM booking_tickets t WHERE t.booking_id = b.id) AS passes
         FROM bookings b WHERE b.id = $1`,
        [write.booking.id],
      );
      expect(row).toEqual({
        tickets: write.booking.tickets,
        total: write.booking.fee + 30,
        offer: { 'en-gb': 'Hourly', 'zh-hans': '按小时' },
        plate: 'ABC123',
        passes: write.tickets.map((t) => t.passCode),
      });
      const [claim] = await db.query<{ response: unknown }>(
        'SELECT response FROM idempotency_keys WHERE account_id = $1 AND idempotency_key = $2',
        [write.claim.accountId, write.claim.key],
      );
      expect(claim?.response).toEqual(write.claim.response);
    }
    // The pool's due bound comes down to the earliest hold end of its orders.
    const [bound] = await db.query<{ due: Date }>(
      `SELECT due_not_before AS due FROM ticket_pool WHERE tenant_id = $1 AND site_id = $2 AND offer_code = 'a'`,
      [TENANT, SITE],
    );
    expect(new Date(bound!.due).getTime()).toBe(orders[0]!.write.booking.holdExpiresAt.getTime());
    await poolsAddUp(db, ['a', 'b', 'c']);
  });

  it("takes nothing from a pool that cannot give all its orders, and leaves the other pools' orders booked", async () => {
    const orders = [
      order(alice, 'short', { capacity: 3, tickets: 2 }),
      order(bob, 'b', { capacity: 100 }),
      order(bob, 'short', { capacity: 3, tickets: 2 }),
    ];
    expect(await bookMany(db, orders)).toEqual(['not taken', 'booked', 'not taken']);
    expect(await poolState(db, TENANT, SITE, 'short')).toMatchObject({ available: 3, bookings: 0 });
    await poolsAddUp(db, ['short', 'b']);
  });

  it('takes nothing for a pool whose capacity changed, nor for orders of one pool asking with two capacities', async () => {
    const before = await poolState(db, TENANT, SITE, 'resized');
    expect(
      await bookMany(db, [
        order(alice, 'resized', { capacity: 120 }),
        order(bob, 'a', { capacity: 100 }),
        order(alice, 'b', { capacity: 100 }),
        order(bob, 'b', { capacity: 90 }),
      ]),
    ).toEqual(['not taken', 'booked', 'not taken', 'not taken']);
    expect(await poolState(db, TENANT, SITE, 'resized')).toEqual(before);
    await poolsAddUp(db, ['resized', 'a', 'b']);
  });

  it('takes nothing for a session that ended, and books the others', async () => {
    const carol = await customer(db, new Date(START));
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1', [carol.sessionId, new Date(START)]);
    const before = await poolState(db, TENANT, SITE, 'c');
    expect(await bookMany(db, [order(carol, 'c', { capacity: 100 }), order(alice, 'c', { capacity: 100 })])).toEqual([
      'session ended',
      'booked',
    ]);
    expect((await poolState(db, TENANT, SITE, 'c')).available).toBe(before.available - 1);
  });

  it('sends every order to its own statement when one reuses a claimed key or draws a taken reference', async () => {
    const first = order(alice, 'a', { capacity: 100 });
    expect(await bookMany(db, [first])).toEqual(['booked']);
    const before = await poolState(db, TENANT, SITE, 'a');
    const retry = order(alice, 'a', { capacity: 100, key: first.write.claim.key });
    const clash = order(bob, 'a', { capacity: 100, reference: first.write.booking.reference });
    expect(
      await bookMany(db, [order(bob, 'a', { capacity: 100 }), retry, clash, order(alice, 'b', { capacity: 100 })]),
    ).toEqual(['booked', 'key claimed before', 'reference taken', 'booked']);
    // The retry and the clash took nothing; the key still holds the first call's answer.
    expect((await poolState(db, TENANT, SITE, 'a')).available).toBe(before.available - 1);
    const [claim] = await db.query<{ response: unknown }>(
      'SELECT response FROM idempotency_keys WHERE account_id = $1 AND idempotency_key = $2',
      [alice.accountId, first.write.claim.key],
    );
    expect(claim?.response).toEqual(first.write.claim.response);
    await poolsAddUp(db, ['a', 'b']);
  });

  it('collects the orders of one turn into one statement, and answers each caller its own outcome', async () => {
    const statements: string[] = [];
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    };
    const outcomes = await Promise.all([
      bookWithOthers(counting, order(alice, 'b', { capacity: 100 })),
      bookWithOthers(counting, order(bob, 'short', { capacity: 3, tickets: 4 })),
      bookWithOthers(counting, order(bob, 'c', { capacity: 100, tickets: 2 })),
    ]);
    expect(outcomes).toEqual(['booked', 'not taken', 'booked']);
    expect(statements).toHaveLength(1);
    // A lone order runs the one-order statement.
    expect(await bookWithOthers(counting, order(alice, 'b', { capacity: 100 }))).toBe('booked');
    expect(statements).toHaveLength(2);
    expect(statements[0]).toBe(BOOK_MANY_STATEMENT);
    expect(statements[1]).not.toBe(BOOK_MANY_STATEMENT);
  });
});

const url = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!url)(url ? 'batches racing on postgres' : `batches racing: skipped, ${POSTGRES_SKIP_REASON}`, () => {
  const schema = `kerbside_batch_race_${process.pid}_${randomBytes(4).toString('hex')}`;
  const offers = ['p1', 'p2', 'p3', 'p4', 'p5'];
  const CAPACITY = 40;
  let db: Database;
  let admin: Database;

  beforeAll(async () => {
    admin = await openPostgresDatabase({ connectionString: url!, maxConnections: 1 });
    await admin.executeScript(`CREATE SCHEMA ${schema}`);
    db = await openPostgresDatabase({ connectionString: url!, schema, maxConnections: 20 });
    await migrate(db);
    for (const offer of offers) await seedPool(db, offer, CAPACITY);
  });
  afterAll(async () => {
    await db?.close();
    await admin?.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  it('100 batches over the same pools in opposite orders: no deadlock, no oversell, every pool adds up', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => customer(db, new Date(START))));
    const batches = Array.from({ length: 100 }, (_, b) => {
      // Half the batches ask the pools first to last, half last to first.
      const sequence = b % 2 === 0 ? offers : [...offers].reverse();
      return sequence.map((offer, i) =>
        order(people[(b + i) % people.length]!, offer, { capacity: CAPACITY, tickets: 1 + ((b + i) % 2) }),
      );
    });
    let statements = 0;
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        statements += 1;
        return db.query(sql, params);
      },
    };
    const outcomes = (await Promise.all(batches.map((orders) => bookMany(counting, orders)))).flat();
    expect(outcomes.filter((o) => o instanceof Error)).toEqual([]);
    // One statement a batch: none broke on a deadlock and ran again order by order.
    expect(statements).toBe(batches.length);
    expect(new Set(outcomes)).toEqual(new Set(['booked', 'not taken']));
    await poolsAddUp(db, offers);
    // Every pool was drawn down until no batch could get its tickets from it.
    const booked = outcomes.filter((o) => o === 'booked').length;
    const states = await Promise.all(offers.map((offer) => poolState(db, TENANT, SITE, offer)));
    expect(states.reduce((sum, s) => sum + s.bookings, 0)).toBe(booked);
    for (const s of states) expect(s.available).toBeLessThan(2);
  });
});
