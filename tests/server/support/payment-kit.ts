/** Paying through the sandbox gateway the way the app and a customer at the gateway's page do. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ParkingBooking } from '../../../src/generated/api/parking-booking';
import type { Tenant } from '../../../src/generated/tenant';
import { parkingTenants, stay, type ParkingSuite } from './parking-kit';

export interface PayResult {
  txn: string;
  amount: number;
  payUiType: string;
  gatewayUrl: string;
  returnUrl: string;
  booking: ParkingBooking;
}

export interface StatusResult {
  txn: string;
  status: string;
  amount: number;
  booking: ParkingBooking;
}

/**
 * parkco with a stored-value card method (205) beside card and cash, top-ups in 30-minute periods
 * and a cancellation policy; aesparkco pays by REDIRECT.
 */
export function paymentTenants(capacities: Parameters<typeof parkingTenants>[0] = {}): Tenant[] {
  const [parkco, aesparkco] = parkingTenants(capacities);
  if (!parkco || !aesparkco) throw new Error('fixture tenants missing');
  const methods = [
    ...parkco.payment.methods,
    {
      name: 'Stored value',
      paymentType: 'storedValue' as const,
      code: 205 as const,
      visible: true,
      provider: 'sandbox',
    },
  ];
  return [
    {
      ...parkco,
      payment: { ...parkco.payment, methods: methods as Tenant['payment']['methods'] },
      booking: {
        ...parkco.booking,
        topUp: { ratePeriodMinutes: 30, minimumIntervalMinutes: 30 },
        cancellation: { fullRefundMinutesBefore: 120, lateCancelRefundPercent: 50, cancellationFee: 100 },
      },
    },
    { ...aesparkco, payment: { ...aesparkco.payment, payUiType: 'REDIRECT' } },
  ];
}

export function paymentActions(s: ParkingSuite) {
  const pay = (
    token: string,
    bookingId: string,
    extra: Record<string, unknown> = {},
    idempotencyKey: string = randomUUID(),
  ) => s.client().call<PayResult>('/svc/pay', { idempotencyKey, bookingId, paymentCode: 201, ...extra }, token);
  const status = (token: string, txn: string) => s.client().call<StatusResult>('/svc/payStatus', { txn }, token);
  const decide = (gatewayUrl: string, decision: 'approve' | 'decline' | 'abandon') =>
    s.t.app.inject({
      method: 'POST',
      url: `${gatewayUrl.replace('/sandbox/pay/', '/sandbox-api/gateway/payments/')}/${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  const held = async (startInHours = 2, hours = 2) => {
    const customer = await s.customer();
    const booking = await s.client().book(customer.token, stay(s.clock.now(), startInHours, hours));
    return { ...customer, booking };
  };
  /** A booking paid by card and approved: fee 650 per hour, total with the 1.5 % surcharge. */
  const paid = async (startInHours = 2, hours = 2) => {
    const h = await held(startInHours, hours);
    const started = await pay(h.token, h.booking.bookingId);
    await decide(started.result.gatewayUrl, 'approve');
    const answer = await status(h.token, started.result.txn);
    expect(answer.result.booking.status).toBe('booked');
    return { ...h, booking: answer.result.booking };
  };
  return { pay, status, decide, held, paid };
}
