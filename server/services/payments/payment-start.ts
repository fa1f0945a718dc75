/**
 * svc/pay: starts paying for a booking held in pending_payment. The amount is the booking's total
 * (its fee plus the chosen method's surcharge), read from the row, never from the client; the
 * payment is created at the gateway once per idempotency key.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentPayRequest } from '../../../src/generated/api/payment-pay.request';
import type { PaymentPayResponse } from '../../../src/generated/api/payment-pay.response';
import type { PaymentMethod } from '../../../src/generated/tenant';
import { surchargeFor } from '../../../src/lib/surcharge';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { setBookingPaymentMethod } from '../../db/repositories/booking-payment-repository';
import { findOwnBooking } from '../../db/repositories/booking-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import { insertPayment, type PayUiType } from '../../db/repositories/payment-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts/account-deps';
import { bookingView } from '../parking/booking-view';
import { runIdempotent } from '../parking/idempotency';
import { visiblePaymentMethod } from '../parking/site-offers';
import type { PaymentDeps } from './payment-deps';
import type { NewGatewayPayment } from './payment-gateway';
import { verifyStoredValuePin } from './stored-value-pin';

export function payUiTypeOf(shop: ShopMatch): PayUiType {
  return shop.site.payUiType ?? shop.tenant.payment.payUiType ?? 'DIALOG';
}

export function isStoredValue(method: PaymentMethod): boolean {
  return method.paymentType === 'storedValue' || method.code === 205 || method.code === 305;
}

/** The app page the gateway returns to (pay/{txn}, docs/rules.md#pay-ui-types). */
export function returnUrlOf(layout: string, shopCode: string, txn: string): string {
  return `/${layout}/${encodeURIComponent(shopCode)}/pay/${txn}`;
}

/** The gateway's payment, or the refusal 'Failed to request payment, please try later' when it fails. */
export async function createAtGateway(deps: PaymentDeps, tx: Queryable, payment: NewGatewayPayment, refuse: (answer: Refusal) => never) {
  try {
    return await deps.gateway.createPayment(tx, payment);
  } catch (error) {
    deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to create a payment');
    return refuse(refused('PAYMENT_REQUEST_FAILED'));
  }
}

/**
 * A stored-value PIN that was sent is verified (and counted) before the call's transaction, which
 * would roll the count back with its refusal. A PIN left out is refused inside, after a replay of
 * the key's first answer: a retry of a started payment need not resend it.
 */
export async function checkPinIfGiven(deps: PaymentDeps, identity: SessionIdentity, method: PaymentMethod | undefined, pin: string | undefined): Promise<Refusal | null> {
  return method && isStoredValue(method) && pin !== undefined ? verifyStoredValuePin(deps, identity, pin) : null;
}

export async function startPayment(deps: PaymentDeps, shop: ShopMatch, identity: SessionIdentity, body: PaymentPayRequest): Promise<PaymentPayResponse> {
  const now = deps.now();
  const { idempotencyKey, pin, ...rest } = body;
  // The PIN is not part of what makes two requests "the same": a retry may not resend it.
  const call = { accountId: identity.accountId, key: idempotencyKey, operation: 'svc/pay', scope: shop.site.shopCode, payload: rest };
  const pinRefusal = await checkPinIfGiven(deps, identity, visiblePaymentMethod(shop.tenant, body.paymentCode), pin);
  if (pinRefusal) return pinRefusal;
  return runIdempotent<PaymentPayResponse, Refusal>(deps, call, async (tx, refuse) => {
    const method = visiblePaymentMethod(shop.tenant, body.paymentCode);
    if (!method || method.paymentType === 'cash') return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
    if (isStoredValue(method) && pin === undefined) return refuse(refused('PIN_REQUIRED'));
    const booking = await findOwnBooking(tx, identity.tenantId, identity.accountId, body.bookingId);
    if (!booking || booking.siteId !== shop.site.siteId) return refuse(refused('BOOKING_NOT_FOUND'));
    if (booking.status === 'cancelled') return refuse(refused('BOOKING_CANCELLED'));
    if (booking.status === 'booked' || booking.status === 'topped_up') return refuse(refused('ALREADY_PAID'));
    if (booking.status !== 'pending_payment' || !booking.holdExpiresAt || booking.holdExpiresAt <= now) return refuse(refused('TICKET_EXPIRED'));
    if (booking.fee === 0) return refuse(refused('PAYMENT_NOT_NEEDED'));

    const priced = await setBookingPaymentMethod(tx, booking.id, method.code, surchargeFor(method, booking.fee), now);
    if (!priced) return refuse(refused('TICKET_EXPIRED'));
    const txn = randomUUID();
    const returnUrl = returnUrlOf(body.returnLayout ?? 'shop', shop.site.shopCode, txn);
    const payUiType = payUiTypeOf(shop);
    const created = await createAtGateway(deps, tx, {
      merchant: shop.tenant.id,
      description: `Parking ${priced.reference}`,
      amount: priced.total,
      returnUrl,
      payUiType,
      storedValueCard: isStoredValue(method) ? { cardNumber: deps.storedValueCard.cardNumber, cardHolder: deps.storedValueCard.cardHolder } : undefined,
      expiresAt: booking.holdExpiresAt,
      now,
    }, refuse);
    await insertPayment(
      tx,
      {
        txn,
        tenantId: identity.tenantId,
        siteId: shop.site.siteId,
        bookingId: booking.id,
        accountId: identity.accountId,
        purpose: 'booking',
        paymentCode: method.code,
        amount: priced.total,
        fee: priced.fee,
        surcharge: priced.surcharge,
        extendFrom: null,
        extendTo: null,
        gateway: deps.gateway.name,
        gatewayPaymentId: created.gatewayPaymentId,
        payUiType,
      },
      now,
    );
    deps.log.info({ booking: booking.id, txn, amount: priced.total }, 'payment started');
    return ok({
      txn,
      amount: priced.total,
      payUiType,
      gatewayUrl: created.url,
      returnUrl,
      booking: bookingView(priced, await listTickets(tx, [priced.id])),
    });
  });
}
