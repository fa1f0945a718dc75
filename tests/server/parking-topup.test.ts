/** Topping up a paid booking (docs/parking-api.md, "Top-up"): quote first, then pay through the gateway. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { ParkingTopupQuote } from '../../src/generated/api/parking-topup-quote';
import { MAX_PIN_TRIES } from '../../server/services/wallet/card-pin';
import { describeOnDrivers } from './support/describe-on-drivers';
import { cardLedger, fundedStoredValueCard, TEST_WALLET_PIN } from './support/wallet-kit';
import { HOUR, MINUTE, poolState, startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { paymentActions, paymentTenants } from './support/payment-kit';

interface TopupResult {
  quote: ParkingTopupQuote;
  txn: string;
  amount: number;
  gatewayUrl: string;
  booking: ParkingBooking;
}

describeOnDrivers('booking top-up', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, paymentTenants());
    actions = paymentActions(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const topUp = (token: string, payload: Record<string, unknown>) =>
    s.client().call<TopupResult>('/parking/bookingTopup', { paymentCode: 201, ...payload }, token);

  it('quotes at the top-up rate per period, then moves the exit once paid', async () => {
    const { token, booking } = await actions.paid();
    const exit = booking.exit + HOUR;
    const quoted = await topUp(token, { quote: true, bookingId: booking.bookingId, exit });
    // 1 hour in 30-minute periods at 6.50/hour → 2 × 3.25 = 6.50; card 1.5 % → 0.0975 → 0.10.
    expect(quoted.result).toMatchObject({
      rtn: 1,
      quote: {
        fromExit: booking.exit,
        exit,
        minutes: 60,
        ratePeriodMinutes: 30,
        pricePerPeriod: 325,
        periods: 2,
        tickets: 1,
        fee: 650,
        surcharge: 10,
        total: 660,
      },
      booking: { status: 'booked', exit: booking.exit },
    });
    const started = await topUp(token, { idempotencyKey: randomUUID(), bookingId: booking.bookingId, exit });
    expect(started.result).toMatchObject({ rtn: 1, amount: 660, quote: quoted.result.quote });
    // Not paid yet: nothing moved.
    expect((await actions.status(token, started.result.txn)).result).toMatchObject({
      status: 'pending',
      booking: { status: 'booked', exit: booking.exit },
    });
    await actions.decide(started.result.gatewayUrl, 'approve');
    const answer = await actions.status(token, started.result.txn);
    expect(answer.result).toMatchObject({
      status: 'approved',
      purpose: 'top_up',
      booking: { status: 'topped_up', exit, fee: 1950, surcharge: 30, total: 1980 },
    });
    expect(answer.result.booking.passes.map((p) => p.passCode)).toEqual(booking.passes.map((p) => p.passCode));
    const state = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
    expect(state.held + state.available).toBe(state.capacity);
  });

  it('a declined top-up changes nothing; a stale one (exit moved since) is refunded', async () => {
    const { token, booking } = await actions.paid();
    const declined = await topUp(token, {
      idempotencyKey: randomUUID(),
      bookingId: booking.bookingId,
      exit: booking.exit + HOUR,
    });
    await actions.decide(declined.result.gatewayUrl, 'decline');
    expect((await actions.status(token, declined.result.txn)).result).toMatchObject({
      status: 'failed',
      booking: { status: 'booked', exit: booking.exit },
    });
    const first = await topUp(token, {
      idempotencyKey: randomUUID(),
      bookingId: booking.bookingId,
      exit: booking.exit + HOUR,
    });
    const second = await topUp(token, {
      idempotencyKey: randomUUID(),
      bookingId: booking.bookingId,
      exit: booking.exit + 2 * HOUR,
    });
    await actions.decide(first.result.gatewayUrl, 'approve');
    await actions.decide(second.result.gatewayUrl, 'approve');
    expect((await actions.status(token, first.result.txn)).result).toMatchObject({
      status: 'approved',
      booking: { exit: booking.exit + HOUR },
    });
    expect((await actions.status(token, second.result.txn)).result).toMatchObject({
      status: 'refunded',
      booking: { exit: booking.exit + HOUR },
    });
  });

  it('a stored-value top-up needs the PIN, debits the card at once, and wrong PINs count towards the same lock as payments', async () => {
    const { token, accountId, booking } = await actions.paid();
    const cardId = await fundedStoredValueCard(s.db, accountId, 20_000, s.clock.now());
    const exit = booking.exit + HOUR;
    const storedValue = (pin?: string, to = exit) =>
      topUp(token, {
        idempotencyKey: randomUUID(),
        bookingId: booking.bookingId,
        exit: to,
        paymentCode: 205,
        ...(pin ? { pin } : {}),
      });
    expect((await storedValue()).result).toMatchObject({ rtn: 0, problem: { code: 'PIN_REQUIRED' } });
    const paid = await storedValue(TEST_WALLET_PIN);
    expect(paid.result).toMatchObject({ rtn: 1, status: 'approved', booking: { exit } });
    expect((await cardLedger(s.db, cardId)).balance).toBe(20_000 - (paid.result.amount ?? 0));
    for (let i = 0; i < MAX_PIN_TRIES; i += 1)
      expect((await storedValue('999999', exit + HOUR)).result).toMatchObject({
        rtn: 0,
        problem: { code: 'PIN_VERIFY_FAILED' },
      });
    expect((await storedValue(TEST_WALLET_PIN, exit + HOUR)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'PIN_LOCKED' },
    });
    // The quote needs no PIN, locked or not.
    expect(
      (await topUp(token, { quote: true, bookingId: booking.bookingId, exit: exit + HOUR, paymentCode: 205 })).result,
    ).toMatchObject({ rtn: 1 });
  });

  it('refuses what cannot be topped up', async () => {
    const { token, booking } = await actions.paid();
    expect(
      (await topUp(token, { quote: true, bookingId: booking.bookingId, exit: booking.exit + 20 * MINUTE })).result,
    ).toMatchObject({
      rtn: 0,
      dispMsg: 'A top-up must add at least 30 minutes',
      problem: { code: 'TOPUP_TOO_SHORT', params: { minutes: 30 } },
    });
    expect(
      (await topUp(token, { quote: true, bookingId: booking.bookingId, exit: booking.entry + 3 * 24 * HOUR })).result,
    ).toMatchObject({
      rtn: 0,
      problem: { code: 'SPAN_TOO_LONG', params: { day: 3 } },
    });
    const pending = await actions.held();
    expect(
      (
        await topUp(pending.token, {
          quote: true,
          bookingId: pending.booking.bookingId,
          exit: pending.booking.exit + HOUR,
        })
      ).result,
    ).toMatchObject({
      rtn: 0,
      problem: { code: 'PAYMENT_REQUIRED' },
    });
    const other = await s.customer();
    expect(
      (await topUp(other.token, { quote: true, bookingId: booking.bookingId, exit: booking.exit + HOUR })).result,
    ).toMatchObject({
      rtn: 0,
      problem: { code: 'BOOKING_NOT_FOUND' },
    });
    // Paying needs an idempotency key.
    const res = await s
      .client()
      .raw(
        '/parking/bookingTopup',
        { paymentCode: 201, bookingId: booking.bookingId, exit: booking.exit + HOUR },
        token,
      );
    expect(res.statusCode).toBe(400);
  });
  it("keeps the pass's conditions: an early bird extends to its 19:00 latest exit and no further, on every path", async () => {
    const auckland = (date: string, time: string) => Date.parse(`${date}T${time}:00+13:00`) / 1000;
    const north = s.client('park-north');
    const { token } = await s.customer();
    const booked = await north.book(token, {
      offerCode: 'early',
      entry: auckland('2031-03-05', '07:00'),
      exit: auckland('2031-03-05', '17:00'),
      tickets: 1,
    });
    // The booking says how far it can go, as sold: 19:00 on its entry day.
    expect(booked.latestExit).toBe(auckland('2031-03-05', '19:00'));
    const started = await north.call<{ txn: string; gatewayUrl: string }>(
      '/svc/pay',
      { idempotencyKey: randomUUID(), bookingId: booked.bookingId, paymentCode: 201 },
      token,
    );
    await actions.decide(started.result.gatewayUrl, 'approve');
    expect(
      (await north.call<{ status: string }>('/svc/payStatus', { txn: started.result.txn }, token)).result.status,
    ).toBe('approved');
    const toNorth = (payload: Record<string, unknown>) =>
      north.call<TopupResult>(
        '/parking/bookingTopup',
        { paymentCode: 201, bookingId: booked.bookingId, ...payload },
        token,
      );
    const fits = await toNorth({ quote: true, exit: auckland('2031-03-05', '19:00') });
    expect(fits.result, JSON.stringify(fits)).toMatchObject({
      rtn: 1,
      quote: { exit: auckland('2031-03-05', '19:00') },
    });
    const tooLate = {
      rtn: 0,
      dispMsg: 'The exit time is later than this ticket allows',
      problem: { code: 'OFFER_EXIT_TOO_LATE', params: {} },
    };
    expect((await toNorth({ quote: true, exit: auckland('2031-03-05', '19:30') })).result).toEqual(tooLate);
    // Paying is refused the same way, whatever the client sends.
    expect((await toNorth({ idempotencyKey: randomUUID(), exit: auckland('2031-03-05', '20:00') })).result).toEqual(
      tooLate,
    );
    expect((await north.summary(token, { bookingId: booked.bookingId })).result.list[0]).toMatchObject({
      status: 'booked',
      exit: auckland('2031-03-05', '17:00'),
    });
  });

  it('an offer without conditions has no latest exit', async () => {
    const { booking } = await actions.paid();
    expect(booking.latestExit).toBeNull();
  });
});
