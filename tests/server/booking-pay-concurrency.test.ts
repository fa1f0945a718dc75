/**
 * The right message when a booking is paid while other payments of it start, on PostgreSQL
 * (docs/parking-api.md, "Paying"): 100 svc/pay calls with their own keys at once on one held
 * booking, the first paying from the customer's stored-value card (paid in its own call), the
 * others by card. A start that read the booking still held and then found it paid answers 'already
 * paid', never 'Ticket expired'; the booking is paid once, from the card. And 100 confirmations
 * of one free booking (spot/zeroTxn) with their own keys: each answers the booking booked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { testClock } from './support/account-kit';
import { seedCustomer, START, stay } from './support/parking-kit';
import { startRaceServer, type RaceServer } from './support/race-server';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN, walletTenants } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[booking-pay-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACERS = 100;
const ROUNDS = 3;

describe.skipIf(!url)(
  url
    ? 'payments of one booking starting while it is paid, on postgres'
    : `booking pay race: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const clock = testClock(START);
    let s: RaceServer;

    beforeAll(async () => {
      s = await startRaceServer(url ?? '', 'bookpayrace', {
        tenants: walletTenants(),
        accounts: { now: clock.now },
        parking: { now: clock.now },
      });
    }, 120_000);
    afterAll(async () => s?.close());

    type Paid = { txn?: string; status?: string; booking?: ParkingBooking };
    const pay = (token: string, bookingId: string, extra: object) =>
      s.post<Paid>('park-central', '/api/svc/pay', token, { idempotencyKey: randomUUID(), bookingId, ...extra });

    it(`${RACERS} payments of one held booking at once, one from stored value: the others are 'already paid' or pending, never 'Ticket expired' (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const c = await seedCustomer(s.db, 'parkco', clock.now());
        const cardId = await fundedStoredValueCard(s.db, c.accountId, 100_000, clock.now());
        const ordered = await s.post<{ booking?: ParkingBooking }>('park-central', '/api/svc/order', c.token, {
          idempotencyKey: randomUUID(),
          ...stay(clock.now(), 2 + round, 1),
        });
        const bookingId = ordered.result.booking!.bookingId;
        // The stored-value call checks its PIN (a slow hash) before its transaction: the card calls
        // follow it by a little more each round, so they meet its transaction at different points.
        const fromCard = pay(c.token, bookingId, { paymentCode: 205, pin: TEST_WALLET_PIN });
        await new Promise((resolve) => setTimeout(resolve, 20 * round));
        const answers = await Promise.all([
          fromCard,
          ...Array.from({ length: RACERS - 1 }, () => pay(c.token, bookingId, { paymentCode: 201 })),
        ]);
        const codes = answers.map((a) => a.result.problem?.code ?? a.result.status ?? 'pending');
        const counts = codes.reduce<Record<string, number>>((n, code) => ({ ...n, [code]: (n[code] ?? 0) + 1 }), {});
        console.info(`[booking-pay-concurrency] round ${round + 1}: ${JSON.stringify(counts)}`);
        expect(answers[0]!.result.status).toBe('approved');
        expect(codes.filter((code) => code !== 'ALREADY_PAID' && code !== 'pending' && code !== 'approved')).toEqual(
          [],
        );
        const [booking] = await s.db.query<{ status: string; paymentCode: number }>(
          'SELECT status, payment_code AS "paymentCode" FROM bookings WHERE id = $1',
          [bookingId],
        );
        expect(booking).toEqual({ status: 'booked', paymentCode: 205 });
        const approved = await s.db.query('SELECT 1 FROM payments WHERE booking_id = $1 AND status = $2', [
          bookingId,
          'approved',
        ]);
        expect(approved).toHaveLength(1);
        expect((await cardLedger(s.db, cardId)).history.rows).toBe(3);
      }
    }, 120_000);

    it(`${RACERS} confirmations of one free booking at once, each with its own key: every one answers it booked (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const c = await seedCustomer(s.db, 'parkco', clock.now());
        const ordered = await s.post<{ booking?: ParkingBooking }>('park-central', '/api/svc/order', c.token, {
          idempotencyKey: randomUUID(),
          ...stay(clock.now(), 2 + round, 1, { offerCode: 'free' }),
        });
        const bookingId = ordered.result.booking!.bookingId;
        const answers = await Promise.all(
          Array.from({ length: RACERS }, () =>
            s.post<{ booking?: ParkingBooking }>('park-central', '/api/spot/zeroTxn', c.token, {
              idempotencyKey: randomUUID(),
              bookingId,
            }),
          ),
        );
        const codes = answers.map((a) => a.result.problem?.code ?? a.result.booking?.status ?? 'none');
        console.info(
          `[booking-pay-concurrency] free round ${round + 1}: ${JSON.stringify(codes.reduce<Record<string, number>>((n, code) => ({ ...n, [code]: (n[code] ?? 0) + 1 }), {}))}`,
        );
        expect(codes).toEqual(answers.map(() => 'booked'));
      }
    }, 120_000);
  },
);
