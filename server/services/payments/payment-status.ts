/** svc/payStatus: the payment's outcome, confirmed with the gateway, and the booking as it now is. */
import type { PaymentStatusRequest } from '../../../src/generated/api/payment-status.request';
import type { PaymentStatusResponse } from '../../../src/generated/api/payment-status.response';
import { ok, refused } from '../../../src/protocol';
import { findOwnBooking } from '../../db/repositories/booking-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import { findOwnPayment, findPaymentByGatewayId, listPendingPayments } from '../../db/repositories/payment-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { bookingView, settleDuePools } from '../parking';
import type { PaymentDeps } from './payment-deps';
import { settleWithGateway } from './payment-settlement';
import { findBookingById } from '../../db/repositories/booking-payment-repository';

export async function paymentStatus(
  deps: PaymentDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: PaymentStatusRequest,
): Promise<PaymentStatusResponse> {
  const payment = await findOwnPayment(deps.db, identity.tenantId, identity.accountId, body.txn);
  if (!payment || payment.siteId !== shop.site.siteId) return refused('PAYMENT_NOT_FOUND');
  const before = await findOwnBooking(deps.db, identity.tenantId, identity.accountId, payment.bookingId);
  if (!before) return refused('PAYMENT_NOT_FOUND');
  const status = await settleWithGateway(deps, payment, before);
  // A lapsed hold reads as released, as in every other call.
  await settleDuePools(deps, deps.now(), { tenantId: identity.tenantId, accountId: identity.accountId });
  const booking = (await findOwnBooking(deps.db, identity.tenantId, identity.accountId, payment.bookingId)) ?? before;
  return ok({
    txn: payment.txn,
    status,
    purpose: payment.purpose,
    amount: payment.amount,
    booking: bookingView(booking, await listTickets(deps.db, [booking.id]), deps.now()),
  });
}

/** Minimum age of a pending payment before the job asks the gateway (the customer is usually still on its page). */
export const RECHECK_AFTER_MS = 60_000;

/** The job: asks the gateway about payments still pending, so bookings settle even if the customer never comes back. */
export async function recheckPendingPayments(deps: PaymentDeps): Promise<number> {
  // Remote providers first: creates of unknown outcome found, refunds owed sent, lapsed ones released.
  let settled = (await deps.reconcileProviders?.()) ?? 0;
  const now = deps.now();
  for (const payment of await listPendingPayments(deps.db, new Date(now.getTime() - RECHECK_AFTER_MS))) {
    const booking = await findBookingById(deps.db, payment.bookingId);
    if (booking && (await settleWithGateway(deps, payment, booking)) !== 'pending') settled += 1;
  }
  return settled + ((await deps.recheckOthers?.()) ?? 0);
}

/** A provider's notification named this gateway payment: the booking payment it is, settled from the gateway; false when none. */
export async function settleByGatewayPaymentId(
  deps: PaymentDeps,
  gateway: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const payment = await findPaymentByGatewayId(deps.db, gateway, gatewayPaymentId);
  if (!payment) return false;
  const booking = await findBookingById(deps.db, payment.bookingId);
  if (booking) await settleWithGateway(deps, payment, booking);
  return true;
}
