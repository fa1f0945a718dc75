/** spot/zeroTxn: a booking whose total is 0 is confirmed without a payment, while its hold is on. */
import type { ParkingZeroTxnRequest } from '../../../src/generated/api/parking-zero-txn.request';
import type { ParkingZeroTxnResponse } from '../../../src/generated/api/parking-zero-txn.response';
import { ok, refused } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { confirmZeroAmountBooking, findOwnBooking, type BookingRecord } from '../../db/repositories/booking-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { bookingView } from './booking-view';
import { runIdempotent } from '../shared/idempotency';
import type { ParkingDeps } from './parking-deps';
import { settleDuePools } from './pool-settlement';

/** The booking when another call has confirmed it since it was read; null otherwise. */
async function confirmedMeanwhile(
  tx: Queryable,
  identity: SessionIdentity,
  bookingId: string,
): Promise<BookingRecord | null> {
  const current = await findOwnBooking(tx, identity.tenantId, identity.accountId, bookingId);
  return current?.status === 'booked' ? current : null;
}

export async function confirmZeroAmount(
  deps: ParkingDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ParkingZeroTxnRequest,
): Promise<ParkingZeroTxnResponse> {
  const now = deps.now();
  const { idempotencyKey, ...payload } = body;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'spot/zeroTxn',
    scope: shop.site.shopCode,
    payload,
  };
  const answer = await runIdempotent(deps, call, async (tx, refuse) => {
    const booking = await findOwnBooking(tx, identity.tenantId, identity.accountId, body.bookingId);
    // Another shop's booking is answered like a missing one, as another customer's is.
    if (!booking || booking.siteId !== shop.site.siteId) return refuse(refused('BOOKING_NOT_FOUND'));
    if (booking.total > 0) return refuse(refused('PAYMENT_REQUIRED'));
    if (booking.status === 'cancelled') return refuse(refused('BOOKING_CANCELLED'));
    if (booking.status === 'expired' || booking.status === 'released' || booking.exitAt <= now)
      return refuse(refused('TICKET_EXPIRED'));
    const byThisCall =
      booking.status === 'pending_payment'
        ? await confirmZeroAmountBooking(tx, booking.id, identity.accountId, now)
        : null;
    if (byThisCall) deps.log.info({ booking: booking.id }, 'zero-amount booking confirmed');
    // Not confirmed by this call: another call confirmed it first (this update waited for it, and
    // the booking read again is booked), or the hold lapsed (it is released below, on read).
    const confirmed =
      booking.status === 'pending_payment'
        ? (byThisCall ?? (await confirmedMeanwhile(tx, identity, booking.id)))
        : booking;
    if (!confirmed) return refuse(refused('TICKET_EXPIRED'));
    return ok({ booking: bookingView(confirmed, await listTickets(tx, [confirmed.id]), now) });
  });
  if (answer.result.rtn <= 0)
    await settleDuePools(deps, now, { tenantId: identity.tenantId, accountId: identity.accountId });
  return answer;
}
