/** Cancelling a booking with a refund by the tenant's policy (docs/parking-api.md, "Cancel and refund"). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { ParkingRefundQuote } from '../../src/generated/api/parking-refund-quote';
import { describeOnDrivers } from './support/describe-on-drivers';
import { HOUR, poolState, startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { paymentActions, paymentTenants } from './support/payment-kit';

interface RefundResult {
  quote: ParkingRefundQuote;
  booking: ParkingBooking;
}

describeOnDrivers('cancel and refund', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, paymentTenants());
    actions = paymentActions(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const refund = (token: string, payload: Record<string, unknown>, path = '/parking/bookingRefund') =>
    s.client().call<RefundResult>(path, payload, token);
  const refunded = async (reference: string) =>
    (
      await s.db.query<{ refunded: number }>(
        'SELECT refunded FROM sandbox_gateway_payments WHERE description LIKE $1 ORDER BY amount DESC',
        [`%${reference}`],
      )
    ).map((r) => r.refunded);
  const expectInvariant = async () => {
    const state = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
    expect(state.held + state.available).toBe(state.capacity);
    return state;
  };

  it('shows the refund first, then cancels: full refund early, minus the cancellation fee; tickets back', async () => {
    const { token, booking } = await actions.paid(4, 2);
    const before = await expectInvariant();
    const quoted = await refund(token, { quote: true, bookingId: booking.bookingId });
    expect(quoted.result).toMatchObject({
      rtn: 1,
      quote: { paid: 1320, rule: 'full', refundPercent: 100, cancellationFee: 100, amount: 1220 },
      booking: { status: 'booked' },
    });
    const key = randomUUID();
    const done = await refund(token, { idempotencyKey: key, bookingId: booking.bookingId, amount: 1220 });
    expect(done.result).toMatchObject({
      rtn: 1,
      quote: quoted.result.quote,
      booking: { status: 'cancelled', refund: 1220, statusMessage: 'This booking was cancelled' },
    });
    expect(await refunded(booking.reference)).toEqual([1220]);
    expect((await expectInvariant()).available).toBe(before.available + 1);
    // A retry answers the same and refunds nothing more; a new request is refused.
    expect(await refund(token, { idempotencyKey: key, bookingId: booking.bookingId, amount: 1220 })).toEqual(done);
    expect((await refund(token, { idempotencyKey: randomUUID(), bookingId: booking.bookingId })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'BOOKING_CANCELLED' },
    });
    expect(await refunded(booking.reference)).toEqual([1220]);
  });

  it('late cancellation refunds the percentage; after entry nothing; a changed refund must be confirmed again', async () => {
    const { token, booking } = await actions.paid(3, 2);
    const early = await refund(token, { quote: true, bookingId: booking.bookingId });
    expect(early.result.quote.amount).toBe(1220);
    s.clock.advanceSeconds(1.5 * HOUR); // entry in 90 minutes: under fullRefundMinutesBefore (120)
    const stale = await refund(token, { idempotencyKey: randomUUID(), bookingId: booking.bookingId, amount: 1220 });
    expect(stale.result).toMatchObject({ rtn: 0, problem: { code: 'REFUND_CHANGED' } });
    expect((await s.client().summary(token, { bookingId: booking.bookingId })).result.list[0]?.status).toBe('booked');
    const late = await refund(token, { quote: true, bookingId: booking.bookingId });
    // 1320 × 50 % = 660, minus the 100 fee.
    expect(late.result.quote).toMatchObject({ rule: 'late', refundPercent: 50, amount: 560 });

    const other = await actions.paid(2, 2);
    s.clock.advanceSeconds(2 * HOUR); // past its entry
    expect((await refund(other.token, { quote: true, bookingId: other.booking.bookingId })).result).toMatchObject({
      rtn: 0,
      dispMsg: 'This booking can no longer be cancelled',
      problem: { code: 'CANCEL_NOT_ALLOWED' },
    });
  });

  it('refunds top-ups too, and cancels unpaid bookings without a refund (dpsRefund is the same call)', async () => {
    const { token, booking } = await actions.paid(5, 2);
    const topped = await s
      .client()
      .call<{ txn: string; gatewayUrl: string }>(
        '/parking/bookingTopup',
        { idempotencyKey: randomUUID(), bookingId: booking.bookingId, exit: booking.exit + HOUR, paymentCode: 201 },
        token,
      );
    await actions.decide(topped.result.gatewayUrl, 'approve');
    expect((await actions.status(token, topped.result.txn)).result.booking.status).toBe('topped_up');
    const done = await refund(
      token,
      { idempotencyKey: randomUUID(), bookingId: booking.bookingId },
      '/parking/dpsRefund',
    );
    expect(done.result).toMatchObject({
      rtn: 1,
      quote: { paid: 1980, amount: 1880 },
      booking: { status: 'cancelled', refund: 1880 },
    });
    expect(await refunded(booking.reference)).toEqual([1320, 560]);

    const unpaid = await actions.held(5, 1);
    const cancelled = await refund(unpaid.token, { idempotencyKey: randomUUID(), bookingId: unpaid.booking.bookingId });
    expect(cancelled.result).toMatchObject({
      rtn: 1,
      quote: { paid: 0, rule: 'unpaid', amount: 0 },
      booking: { status: 'cancelled', refund: 0 },
    });
    await expectInvariant();
    const stranger = await s.customer();
    expect((await refund(stranger.token, { quote: true, bookingId: booking.bookingId })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'BOOKING_NOT_FOUND' },
    });
  });
});
