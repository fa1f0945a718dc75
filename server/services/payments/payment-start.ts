/**
 * svc/pay: starts paying for a booking held in pending_payment. The amount is the booking's total
 * (its fee plus the chosen method's surcharge), read from the row, never from the client; the
 * payment is created at the gateway once per idempotency key.
 */
import type { PaymentPayRequest } from '../../../src/generated/api/payment-pay.request';
import type { PaymentPayResponse } from '../../../src/generated/api/payment-pay.response';
import { surchargeFor } from '../../../src/lib/surcharge';
import { ok, refused, type Refusal } from '../../../src/protocol';
import { setBookingPaymentMethod } from '../../db/repositories/booking-payment-repository';
import { findOwnBooking, type BookingRecord } from '../../db/repositories/booking-repository';
import { lockPendingBookingPayments, settlePayment } from '../../db/repositories/payment-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { bookingView } from '../parking';
import { runIdempotent } from '../shared/idempotency';
import { isStoredValue, visiblePaymentMethod } from '../shared/payment-methods';
import { startBookingPayment } from './booking-payment';
import type { PaymentDeps } from './payment-deps';
import { savedCardToCharge } from './saved-cards';
import { checkPinIfGiven } from './stored-value-pin';

/**
 * Why the booking cannot be paid now; null when it can. Read again when the booking changed under
 * the start (another payment of it committed first), so a booking paid meanwhile is 'already paid'.
 */
function notPayable(booking: Pick<BookingRecord, 'status' | 'holdExpiresAt'>, now: Date): Refusal | null {
  if (booking.status === 'cancelled') return refused('BOOKING_CANCELLED');
  if (booking.status === 'booked' || booking.status === 'topped_up') return refused('ALREADY_PAID');
  if (booking.status !== 'pending_payment' || !booking.holdExpiresAt || booking.holdExpiresAt <= now)
    return refused('TICKET_EXPIRED');
  return null;
}

export async function startPayment(
  deps: PaymentDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: PaymentPayRequest,
): Promise<PaymentPayResponse> {
  const now = deps.now();
  const { idempotencyKey, pin, ...rest } = body;
  // The PIN is not part of what makes two requests "the same": a retry may not resend it.
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'svc/pay',
    scope: shop.site.shopCode,
    payload: rest,
  };
  const pinRefusal = await checkPinIfGiven(deps, identity, visiblePaymentMethod(shop.tenant, body.paymentCode), pin);
  if (pinRefusal) return pinRefusal;
  return runIdempotent<PaymentPayResponse, Refusal>(deps, call, async (tx, refuse) => {
    const method = visiblePaymentMethod(shop.tenant, body.paymentCode);
    if (!method || method.paymentType === 'cash') return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
    if (isStoredValue(method) && pin === undefined) return refuse(refused('PIN_REQUIRED'));
    const booking = await findOwnBooking(tx, identity.tenantId, identity.accountId, body.bookingId);
    if (!booking || booking.siteId !== shop.site.siteId) return refuse(refused('BOOKING_NOT_FOUND'));
    const unpayable = notPayable(booking, now);
    if (unpayable || !booking.holdExpiresAt) return refuse(unpayable ?? refused('TICKET_EXPIRED'));
    if (booking.fee === 0) return refuse(refused('PAYMENT_NOT_NEEDED'));
    const savedCard = await savedCardToCharge(tx, identity, method, body.savedCardId);
    if (savedCard === 'not-found') return refuse(refused('SAVED_CARD_NOT_FOUND'));

    // One booking, one payment method (docs/rules.md#one-payment-method): a payment still pending
    // is cancelled at the gateway before the booking takes another method; one the payer has
    // approved there already stops this start.
    for (const pending of await lockPendingBookingPayments(tx, booking.id)) {
      if (!(await deps.gateway.cancel(tx, pending.gatewayPaymentId, now))) return refuse(refused('PAYMENT_UNDER_WAY'));
      await settlePayment(tx, pending.txn, 'abandoned', '', now);
      deps.metrics?.paymentSettled('booking', pending.gateway, 'abandoned');
      deps.log.info({ txn: pending.txn, booking: booking.id }, 'pending payment cancelled by a new start');
    }
    const priced = await setBookingPaymentMethod(tx, booking.id, method.code, surchargeFor(method, booking.fee), now);
    if (!priced) {
      // The booking moved on after it was read (this update waited for the call that moved it): say how it is now.
      const current = await findOwnBooking(tx, identity.tenantId, identity.accountId, booking.id);
      return refuse((current && notPayable(current, now)) ?? refused('TICKET_EXPIRED'));
    }
    const { txn, payUiType, gatewayUrl, returnUrl, status } = await startBookingPayment(
      deps,
      tx,
      {
        shop,
        identity,
        bookingId: booking.id,
        purpose: 'booking',
        method,
        paymentCode: method.code,
        description: `Parking ${priced.reference}`,
        amount: priced.total,
        fee: priced.fee,
        surcharge: priced.surcharge,
        extendFrom: null,
        extendTo: null,
        returnLayout: body.returnLayout,
        expiresAt: booking.holdExpiresAt,
        ...(savedCard === null ? {} : { savedCardToken: savedCard.token }),
        now,
      },
      refuse,
    );
    deps.log.info({ booking: booking.id, txn, amount: priced.total }, 'payment started');
    // Paid at once (stored value): the booking as it now is.
    const current = status
      ? ((await findOwnBooking(tx, identity.tenantId, identity.accountId, booking.id)) ?? priced)
      : priced;
    return ok({
      txn,
      amount: priced.total,
      payUiType,
      gatewayUrl,
      returnUrl,
      ...(status ? { status } : {}),
      booking: bookingView(current, await listTickets(tx, [priced.id]), now),
    });
  });
}
