/**
 * One booking, one payment method (docs/rules.md#one-payment-method), and a payment that does not
 * go through keeps the booking while its hold lasts (docs/rules.md#parking-hold).
 *
 * Before: starting a second payment with another method re-priced the booking (card surcharge) while
 * the first payment (no surcharge) stayed payable; approving the first booked the booking as
 * 'card, total 1320' with 1300 charged. An abandoned payment released the tickets at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { describeOnDrivers } from './support/describe-on-drivers';
import { MINUTE, poolState, startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { paymentActions, paymentTenants } from './support/payment-kit';

/** parkco with PayPal (204, no surcharge) beside Card (201, 1.5 %). */
function tenantsWithPayPal(): Tenant[] {
  const [parkco, ...rest] = paymentTenants({ hourly: 20 });
  if (!parkco) throw new Error('fixture tenant missing');
  const paypal = {
    name: 'PayPal',
    paymentType: 'paypal' as const,
    code: 204 as const,
    visible: true,
    provider: 'sandbox' as const,
  };
  return [{ ...parkco, payment: { ...parkco.payment, methods: [...parkco.payment.methods, paypal] } }, ...rest];
}

describeOnDrivers('one booking, one payment method', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, tenantsWithPayPal());
    actions = paymentActions(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const gatewayStatus = async (gatewayUrl: string) => {
    const id = gatewayUrl.split('/').pop() ?? '';
    const rows = await s.db.query<{ status: string }>('SELECT status FROM sandbox_gateway_payments WHERE id = $1', [
      id,
    ]);
    return rows[0]?.status;
  };

  it('a second payment start cancels the pending one at the gateway; the booking shows what was charged', async () => {
    const { token, booking } = await actions.held();
    const first = await actions.pay(token, booking.bookingId, { paymentCode: 204 });
    expect(first.result).toMatchObject({
      rtn: 1,
      amount: 1300,
      booking: { paymentCode: 204, surcharge: 0, total: 1300 },
    });
    const second = await actions.pay(token, booking.bookingId, { paymentCode: 201 });
    expect(second.result).toMatchObject({
      rtn: 1,
      amount: 1320,
      booking: { paymentCode: 201, surcharge: 20, total: 1320 },
    });
    // The first payment can no longer be approved: the gateway cancelled it, and we recorded it so.
    expect(await gatewayStatus(first.result.gatewayUrl)).toBe('abandoned');
    await actions.decide(first.result.gatewayUrl, 'approve');
    const firstAnswer = await actions.status(token, first.result.txn);
    expect(firstAnswer.result).toMatchObject({
      status: 'abandoned',
      booking: { status: 'pending_payment', paymentCode: 201, total: 1320 },
    });
    // The second goes through: booking and receipt say card, 20 surcharge, 1320, charged 1320.
    await actions.decide(second.result.gatewayUrl, 'approve');
    const paid = await actions.status(token, second.result.txn);
    expect(paid.result).toMatchObject({
      status: 'approved',
      amount: 1320,
      booking: { status: 'booked', paymentCode: 201, fee: 1300, surcharge: 20, total: 1320 },
    });
  });

  it('whatever the order, a booked booking shows the method, surcharge and total of the payment approved', async () => {
    const { token, booking } = await actions.held();
    const first = await actions.pay(token, booking.bookingId, { paymentCode: 204 });
    await actions.decide(first.result.gatewayUrl, 'approve');
    // Approved at the gateway but not yet settled by us: a second start is refused, not re-priced.
    const second = await actions.pay(token, booking.bookingId, { paymentCode: 201 });
    expect(second.result).toMatchObject({ rtn: 0, problem: { code: 'PAYMENT_UNDER_WAY' } });
    const paid = await actions.status(token, first.result.txn);
    expect(paid.result).toMatchObject({
      status: 'approved',
      amount: 1300,
      booking: { status: 'booked', paymentCode: 204, surcharge: 0, total: 1300 },
    });
    const charged = await s.db.query<{ amount: number; status: string }>(
      "SELECT amount, status FROM payments WHERE booking_id = $1 AND status = 'approved'",
      [booking.bookingId],
    );
    expect(charged).toEqual([{ amount: 1300, status: 'approved' }]);
  });

  it('a declined or abandoned payment keeps the booking held until its hold ends; pay again in the meantime', async () => {
    const { token, booking } = await actions.held();
    const before = await poolState(s.db, 'parkco', 'park-central-site', 'hourly');
    const declined = await actions.pay(token, booking.bookingId);
    await actions.decide(declined.result.gatewayUrl, 'decline');
    expect((await actions.status(token, declined.result.txn)).result).toMatchObject({
      status: 'failed',
      booking: { status: 'pending_payment' },
    });
    const abandoned = await actions.pay(token, booking.bookingId, { paymentCode: 204 });
    await actions.decide(abandoned.result.gatewayUrl, 'abandon');
    const left = await actions.status(token, abandoned.result.txn);
    expect(left.result).toMatchObject({
      status: 'abandoned',
      booking: { status: 'pending_payment', holdExpiresAt: booking.holdExpiresAt },
    });
    expect((await poolState(s.db, 'parkco', 'park-central-site', 'hourly')).available).toBe(before.available);
    // Still inside the hold: paying again works.
    s.clock.advanceSeconds(5 * MINUTE);
    const again = await actions.pay(token, booking.bookingId);
    expect(again.result.rtn).toBe(1);
    // The hold ends: the booking is released, the tickets go back, and paying is refused.
    s.clock.advanceSeconds(15 * MINUTE);
    const summary = await s.client().summary(token, { bookingId: booking.bookingId });
    expect(summary.result.list[0]).toMatchObject({ status: 'released' });
    expect((await poolState(s.db, 'parkco', 'park-central-site', 'hourly')).available).toBe(
      before.available + booking.tickets,
    );
    expect((await actions.pay(token, booking.bookingId)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'TICKET_EXPIRED' },
    });
  });
});
