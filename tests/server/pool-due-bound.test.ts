import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepParking } from '../../server/services/parking/parking-sweeper';
import { describeOnDrivers } from './support/describe-on-drivers';
import {
  DAY,
  MINUTE,
  OFFERS,
  poolsDueBeforeTheirBound,
  startParkingSuite,
  stay,
  type ParkingSuite,
} from './support/parking-kit';
import { sourceFiles } from './support/source-files';

/**
 * The pool's due bound (docs/architecture.md#due-bound) lets a quote skip the due sums before it.
 * Whatever orders, zero-amount confirmations, cancellations, the sweeper and the clock do, in any
 * order:
 * - every pool's balance, as quoted, is its capacity less the tickets of bookings not yet due back
 *   (counted here straight from the bookings, without the bound or the pool's balance);
 * - no live booking of a pool falls due before the pool's bound.
 */
const SITE = 'park-central-site';
const OFFER_CODES = ['hourly', 'flat', 'free', 'last'] as const;

type Step =
  | {
      kind: 'book';
      offer: (typeof OFFER_CODES)[number];
      customer: number;
      startInHours: number;
      hours: number;
      tickets: number;
    }
  | { kind: 'confirm'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'sweep' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      offer: fc.constantFrom(...OFFER_CODES),
      customer: fc.nat(3),
      startInHours: fc.constantFrom(0.1, 0.5, 1, 3),
      hours: fc.constantFrom(0.25, 0.5, 1, 2),
      tickets: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.constantFrom(1, 5, 14, 16, 45, 90, 200),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

describeOnDrivers('the pool due bound', (driver) => {
  let s: ParkingSuite;
  let customers: { accountId: string; token: string }[];
  beforeAll(async () => {
    s = await startParkingSuite(driver);
    customers = [];
    for (let i = 0; i < 4; i += 1) customers.push(await s.customer());
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Live bookings of the site (pending, booked or topped up), whoever's. */
  const liveBookings = () =>
    s.db.query<{ id: string; accountId: string; total: number; status: string }>(
      `SELECT id, account_id AS "accountId", total, status FROM bookings
       WHERE tenant_id = 'parkco' AND site_id = $1 AND status IN ('pending_payment', 'booked', 'topped_up') ORDER BY created_at, id`,
      [SITE],
    );

  async function apply(st: Step): Promise<void> {
    const c = s.client();
    if (st.kind === 'book') {
      const customer = customers[st.customer] as { token: string };
      await c.order(
        customer.token,
        stay(s.clock.now(), st.startInHours, st.hours, { offerCode: st.offer, tickets: st.tickets }),
      );
    } else if (st.kind === 'confirm' || st.kind === 'cancel') {
      const live = (await liveBookings()).filter((b) =>
        st.kind === 'confirm' ? b.status === 'pending_payment' && b.total === 0 : true,
      );
      const booking = live[st.pick % Math.max(1, live.length)];
      if (!booking) return;
      const token = customers.find((cu) => cu.accountId === booking.accountId)?.token ?? '';
      const path = st.kind === 'confirm' ? '/spot/zeroTxn' : '/parking/bookingRefund';
      await c.call(path, { idempotencyKey: randomUUID(), bookingId: booking.id }, token);
    } else if (st.kind === 'advance') {
      s.clock.advanceSeconds(st.minutes * MINUTE);
    } else {
      await sweepParking({ db: s.db, now: s.clock.now });
    }
  }

  async function expectBoundHolds(history: readonly Step[]): Promise<void> {
    const now = s.clock.now();
    const notDue = await s.db.query<{ offer: string; tickets: number }>(
      `SELECT offer_code AS offer, COALESCE(sum(tickets), 0)::int AS tickets FROM bookings
       WHERE tenant_id = 'parkco' AND site_id = $1
         AND ((status = 'pending_payment' AND hold_expires_at > $2) OR (status IN ('booked', 'topped_up') AND exit_at > $2))
       GROUP BY offer_code`,
      [SITE, now],
    );
    const c = s.client();
    for (const code of OFFER_CODES) {
      const held = notDue.find((r) => r.offer === code)?.tickets ?? 0;
      expect(await c.balance('parkco', SITE, code), `${code} after ${JSON.stringify(history)}`).toBe(
        OFFERS[code].capacity - held,
      );
    }
    expect(
      await poolsDueBeforeTheirBound(s.db, 'parkco'),
      `bookings due before their pool's bound after ${JSON.stringify(history)}`,
    ).toEqual([]);
  }

  it('quotes every pool as its bookings count it, and no booking falls due before its pool bound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 30 }), async (steps) => {
        const history: Step[] = [];
        for (const st of steps) {
          await apply(st);
          history.push(st);
          await expectBoundHolds(history);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('skips the sums before the bound and counts a lapsed hold from it, before any settling', async () => {
    const c = s.client();
    const customer = await s.customer();
    // Whatever the test before left lapses and is settled: this booking is then the pool's only one.
    s.clock.advanceSeconds(DAY);
    await sweepParking({ db: s.db, now: s.clock.now });
    const before = await c.balance('parkco', SITE, 'flat');
    expect(before).toBe(OFFERS.flat.capacity);
    await c.book(customer.token, stay(s.clock.now(), 2, 1, { offerCode: 'flat' }));
    const boundAfter = async (seconds: number) =>
      (
        await s.db.query<{ after: boolean }>(
          `SELECT due_not_before > $2 AS after FROM ticket_pool WHERE tenant_id = 'parkco' AND site_id = $1 AND offer_code = 'flat'`,
          [SITE, new Date(s.clock.now().getTime() + seconds * 1000)],
        )
      )[0]?.after;
    // The new booking's hold ends in 15 minutes, before its exit: the bound is no later.
    expect(await boundAfter(15 * MINUTE)).toBe(false);
    expect(await c.balance('parkco', SITE, 'flat')).toBe(before - 1);
    s.clock.advanceSeconds(15 * MINUTE);
    expect(await c.balance('parkco', SITE, 'flat')).toBe(before);
    await sweepParking({ db: s.db, now: s.clock.now });
    // Settled, the bound moves on to the next booking that can fall due, after now.
    expect(await boundAfter(0)).toBe(true);
  });
});

describe('the due bound’s invariant', () => {
  it('every statement that takes tickets from a pool lowers its due bound in the same update', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const takes: string[] = [];
    const offending: string[] = [];
    // per-request-pieces.ts holds an order-shaped text whose placeholders it numbers, never runs.
    const run = [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'scripts'))].filter(
      (f) => !f.endsWith('per-request-pieces.ts'),
    );
    for (const file of run) {
      const text = readFileSync(file, 'utf8');
      // An update of the pool that takes from its balance, up to the end of its SET list.
      for (const match of text.matchAll(/UPDATE\s+ticket_pool\s+SET\s+available\s*=\s*available\s*-[^\n]*/gi)) {
        takes.push(path.relative(root, file));
        if (!/due_not_before\s*=\s*LEAST\(due_not_before,/i.test(match[0]))
          offending.push(`${path.relative(root, file)}: ${match[0].trim()}`);
      }
    }
    // The takes this rule is about: svc/order's statement, the locked path's, and the benches'.
    expect(new Set(takes)).toEqual(
      new Set([
        'server/db/repositories/booking-order-repository.ts',
        'server/db/repositories/ticket-pool-repository.ts',
        'scripts/bench/raw-booking.ts',
        'scripts/bench/bench-data.ts',
        'scripts/bench/quote-explain.ts',
      ]),
    );
    expect(offending).toEqual([]);
  });
});
