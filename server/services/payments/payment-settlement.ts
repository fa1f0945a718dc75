/**
 * Settles a payment from what the GATEWAY says (the customer coming back from its page proves
 * nothing): approved → the booking is booked (masked card, the payment's method and surcharge) or,
 * when the hold had lapsed, the payment is refunded; declined → failed, abandoned → abandoned: in
 * both the booking stays held until its hold ends and can be paid again. Used by svc/payStatus and by the job re-checking pending payments.
 */
import { maskLongString } from '../../../src/lib/mask-long-string';
import { confirmPaidBooking, extendPaidBooking } from '../../db/repositories/booking-payment-repository';
import { lockExistingPool } from '../../db/repositories/ticket-pool-repository';
import {
  lockPayment,
  settlePayment,
  type PaymentRecord,
  type PaymentStatus,
} from '../../db/repositories/payment-repository';
import type { BookingRecord } from '../../db/repositories/booking-repository';
import type { PaymentDeps } from './payment-deps';

/** The payment's status after asking the gateway (unchanged when the gateway has not decided). */
export async function settleWithGateway(
  deps: PaymentDeps,
  payment: PaymentRecord,
  booking: Pick<BookingRecord, 'tenantId' | 'siteId' | 'offerCode'>,
): Promise<PaymentStatus> {
  if (payment.status !== 'pending') return payment.status;
  const now = deps.now();
  const gateway = await deps.gateway.getPayment(deps.db, payment.gatewayPaymentId, now);
  if (!gateway || gateway.status === 'pending') return 'pending';
  const pool = { tenantId: booking.tenantId, siteId: booking.siteId, offerCode: booking.offerCode };
  return deps.db.transaction(async (tx) => {
    // Pool first, as every booking change does, then the payment: settlements never deadlock.
    await lockExistingPool(tx, pool);
    const locked = await lockPayment(tx, payment.txn);
    if (!locked || locked.status !== 'pending') return locked?.status ?? payment.status;
    if (gateway.status === 'declined' || (gateway.status === 'approved' && gateway.amount !== locked.amount)) {
      await settlePayment(tx, locked.txn, 'failed', '', now);
      deps.metrics?.paymentSettled('booking', locked.gateway, 'failed');
      deps.log.info({ txn: locked.txn }, 'payment declined');
      return 'failed';
    }
    if (gateway.status === 'abandoned') {
      // The booking keeps its tickets until its hold ends (the sweeper releases it then): the
      // customer may pay again meanwhile (docs/rules.md#parking-hold).
      await settlePayment(tx, locked.txn, 'abandoned', '', now);
      deps.metrics?.paymentSettled('booking', locked.gateway, 'abandoned');
      deps.log.info({ txn: locked.txn }, 'payment abandoned');
      return 'abandoned';
    }
    const masked = maskLongString(gateway.cardNumber);
    const confirmed =
      locked.purpose === 'booking'
        ? await confirmPaidBooking(tx, locked.bookingId, locked, masked, gateway.cardHolder, now)
        : locked.extendFrom && locked.extendTo
          ? await extendPaidBooking(
              tx,
              locked.bookingId,
              { from: locked.extendFrom, to: locked.extendTo, fee: locked.fee, surcharge: locked.surcharge },
              now,
            )
          : null;
    if (confirmed) {
      await settlePayment(tx, locked.txn, 'approved', masked, now);
      await deps.storedValue.earnPoints(tx, locked, now);
      deps.metrics?.paymentSettled('booking', locked.gateway, 'approved');
      deps.log.info({ txn: locked.txn, booking: locked.bookingId, purpose: locked.purpose }, 'payment approved');
      return 'approved';
    }
    // Approved, but the booking can no longer take it (hold lapsed, paid by another payment; top-up: exit passed or moved).
    const refundId = await deps.gateway.refund(tx, locked.gatewayPaymentId, locked.amount, `late-${locked.txn}`, now);
    deps.metrics?.refundRecorded('booking', locked.gateway, refundId ? 'succeeded' : 'refused', locked.amount);
    if (!refundId) throw new Error(`gateway refused to refund late payment ${locked.txn}`);
    await settlePayment(tx, locked.txn, 'refunded', masked, now);
    deps.metrics?.paymentSettled('booking', locked.gateway, 'refunded');
    deps.log.warn({ txn: locked.txn, booking: locked.bookingId }, 'payment approved too late: refunded');
    return 'refunded';
  });
}
