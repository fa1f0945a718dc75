/**
 * parking/bookingTopup: with quote true, the price of extending a paid booking's exit; otherwise
 * the top-up is paid through the gateway like a booking (svc/payStatus settles it: approved →
 * exit moved, status topped_up; anything else → the booking is unchanged).
 */
import type { ParkingTopupRequest } from '../../../src/generated/api/parking-topup.request';
import type { ParkingTopupResponse } from '../../../src/generated/api/parking-topup.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { findOwnBooking, type BookingRecord } from '../../db/repositories/booking-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { isStoredValue, visiblePaymentMethod } from '../shared/payment-methods';
import { bookingView } from './booking-view';
import type { ParkingDeps } from './parking-deps';
import { priceTopUp } from './top-up-pricing';

type Priced =
  | { ok: true; booking: BookingRecord; quote: NonNullable<ParkingTopupResponse['result']['quote']> }
  | { ok: false; refusal: Refusal };

async function priced(
  deps: ParkingDeps,
  db: Queryable,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ParkingTopupRequest,
): Promise<Priced> {
  const now = deps.now();
  const method = visiblePaymentMethod(shop.tenant, body.paymentCode);
  if (!method || method.paymentType === 'cash') return { ok: false, refusal: refused('PAYMENT_METHOD_NOT_FOUND') };
  if (!body.quote && isStoredValue(method) && body.pin === undefined)
    return { ok: false, refusal: refused('PIN_REQUIRED') };
  const booking = await findOwnBooking(db, identity.tenantId, identity.accountId, body.bookingId);
  if (!booking || booking.siteId !== shop.site.siteId) return { ok: false, refusal: refused('BOOKING_NOT_FOUND') };
  if (booking.status === 'cancelled') return { ok: false, refusal: refused('BOOKING_CANCELLED') };
  if (booking.status === 'pending_payment' && booking.holdExpiresAt && booking.holdExpiresAt > now)
    return { ok: false, refusal: refused('PAYMENT_REQUIRED') };
  if ((booking.status !== 'booked' && booking.status !== 'topped_up') || booking.exitAt <= now)
    return { ok: false, refusal: refused('TICKET_EXPIRED') };
  const pricing = priceTopUp(shop.tenant, booking, body.exit, method);
  return pricing.ok ? { ok: true, booking, quote: pricing.quote } : pricing;
}

export async function bookingTopUp(
  deps: ParkingDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ParkingTopupRequest,
): Promise<ParkingTopupResponse> {
  if (body.quote) {
    const quoted = await priced(deps, deps.db, shop, identity, body);
    if (!quoted.ok) return quoted.refusal;
    return ok({
      quote: quoted.quote,
      booking: bookingView(quoted.booking, await listTickets(deps.db, [quoted.booking.id]), deps.now()),
    });
  }
  const now = deps.now();
  const { idempotencyKey, pin, ...payload } = body;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey ?? '',
    operation: 'parking/bookingTopup',
    scope: shop.site.shopCode,
    payload,
  };
  const pinRefusal = await deps.payments.checkPinIfGiven(
    identity,
    visiblePaymentMethod(shop.tenant, body.paymentCode),
    pin,
  );
  if (pinRefusal) return pinRefusal;
  return runIdempotent<ParkingTopupResponse, Refusal>(deps, call, async (tx, refuse) => {
    const quoted = await priced(deps, tx, shop, identity, { ...body, pin });
    if (!quoted.ok) return refuse(quoted.refusal);
    const { booking, quote } = quoted;
    const { txn, payUiType, gatewayUrl, returnUrl, status } = await deps.payments.start(
      tx,
      {
        shop,
        identity,
        bookingId: booking.id,
        purpose: 'top_up',
        method: visiblePaymentMethod(shop.tenant, body.paymentCode),
        paymentCode: quote.paymentCode,
        description: `Parking top-up ${booking.reference}`,
        amount: quote.total,
        fee: quote.fee,
        surcharge: quote.surcharge,
        extendFrom: booking.exitAt,
        extendTo: new Date(quote.exit * 1000),
        returnLayout: body.returnLayout,
        expiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
        now,
      },
      refuse,
    );
    deps.log.info({ booking: booking.id, txn, amount: quote.total }, 'top-up payment started');
    // Paid at once (stored value): the booking as it now is, extended.
    const current = status
      ? ((await findOwnBooking(tx, identity.tenantId, identity.accountId, booking.id)) ?? booking)
      : booking;
    return ok({
      quote,
      txn,
      amount: quote.total,
      payUiType,
      gatewayUrl,
      returnUrl,
      ...(status ? { status } : {}),
      booking: bookingView(current, await listTickets(tx, [booking.id]), now),
    });
  });
}
