/**
 * parking/bookingRefund (and its alias parking/dpsRefund): cancel a booking before its entry and
 * refund by the tenant's cancellation policy. quote: true shows the exact refund first and changes
 * nothing; the cancelling call may carry that amount and is refused if the refund changed since.
 * Refund: what was paid (the approved booking and top-up payments), in full until
 * fullRefundMinutesBefore before entry, lateCancelRefundPercent % (rounded down) later; the
 * cancellationFee is kept either way; never below 0; nothing once the entry time has come.
 */
import type { ParkingRefundQuote } from '../../../src/generated/api/parking-refund-quote';
import type { ParkingRefundRequest } from '../../../src/generated/api/parking-refund.request';
import type { ParkingRefundResponse } from '../../../src/generated/api/parking-refund.response';
import type { Tenant } from '../../../src/generated/tenant';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { cancelLiveBooking } from '../../db/repositories/booking-payment-repository';
import { findOwnBooking, type BookingRecord } from '../../db/repositories/booking-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import { listApprovedPayments, type PaymentRecord } from '../../db/repositories/payment-repository';
import { lockExistingPool } from '../../db/repositories/ticket-pool-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { bookingView } from './booking-view';
import type { ParkingDeps } from './parking-deps';
import { settleDuePools } from './pool-settlement';

export function refundQuote(
  tenant: Tenant,
  booking: BookingRecord,
  payments: readonly PaymentRecord[],
  now: Date,
): ParkingRefundQuote {
  const paid = payments.reduce((sum, p) => sum + p.amount - p.refunded, 0);
  if (paid === 0)
    return { bookingId: booking.id, paid, rule: 'unpaid', refundPercent: 100, cancellationFee: 0, amount: 0 };
  const policy = tenant.booking.cancellation;
  const early = booking.entryAt.getTime() - now.getTime() >= (policy?.fullRefundMinutesBefore ?? 0) * 60_000;
  const refundPercent = early ? 100 : (policy?.lateCancelRefundPercent ?? 100);
  const cancellationFee = policy?.cancellationFee ?? 0;
  const amount = Math.max(0, Math.floor((paid * refundPercent) / 100) - cancellationFee);
  return { bookingId: booking.id, paid, rule: early ? 'full' : 'late', refundPercent, cancellationFee, amount };
}

async function cancellable(
  deps: ParkingDeps,
  db: Queryable,
  shop: ShopMatch,
  identity: SessionIdentity,
  bookingId: string,
): Promise<
  | { ok: true; booking: BookingRecord; payments: PaymentRecord[]; quote: ParkingRefundQuote }
  | { ok: false; refusal: Refusal }
> {
  const now = deps.now();
  const booking = await findOwnBooking(db, identity.tenantId, identity.accountId, bookingId);
  if (!booking || booking.siteId !== shop.site.siteId) return { ok: false, refusal: refused('BOOKING_NOT_FOUND') };
  if (booking.status === 'cancelled') return { ok: false, refusal: refused('BOOKING_CANCELLED') };
  if (
    booking.status === 'expired' ||
    booking.status === 'released' ||
    (booking.holdExpiresAt !== null && booking.holdExpiresAt <= now)
  ) {
    return { ok: false, refusal: refused('TICKET_EXPIRED') };
  }
  if (booking.entryAt <= now) return { ok: false, refusal: refused('CANCEL_NOT_ALLOWED') };
  const payments = await listApprovedPayments(db, booking.id);
  return { ok: true, booking, payments, quote: refundQuote(shop.tenant, booking, payments, now) };
}

export async function bookingRefund(
  deps: ParkingDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ParkingRefundRequest,
): Promise<ParkingRefundResponse> {
  if (body.quote) {
    const found = await cancellable(deps, deps.db, shop, identity, body.bookingId);
    if (!found.ok) return found.refusal;
    return ok({
      quote: found.quote,
      booking: bookingView(found.booking, await listTickets(deps.db, [found.booking.id]), deps.now()),
    });
  }
  const now = deps.now();
  const { idempotencyKey, ...payload } = body;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey ?? '',
    operation: 'parking/bookingRefund',
    scope: shop.site.shopCode,
    payload,
  };
  const answer = await runIdempotent<ParkingRefundResponse, Refusal>(deps, call, async (tx, refuse) => {
    const first = await findOwnBooking(tx, identity.tenantId, identity.accountId, body.bookingId);
    // The pool lock first, as every booking change takes it; then everything is read under it.
    if (first && first.siteId === shop.site.siteId) await lockExistingPool(tx, first);
    const found = await cancellable(deps, tx, shop, identity, body.bookingId);
    if (!found.ok) return refuse(found.refusal);
    const { booking, payments, quote } = found;
    if (body.amount !== undefined && body.amount !== quote.amount) return refuse(refused('REFUND_CHANGED'));
    const cancelled = await cancelLiveBooking(tx, booking, booking.id, quote.amount, now);
    if (!cancelled) return refuse(refused('CANCEL_NOT_ALLOWED'));
    await deps.payments.refund(tx, payments, quote.amount, now);
    deps.log.info({ booking: booking.id, refund: quote.amount }, 'booking cancelled');
    return ok({ quote, booking: bookingView(cancelled, await listTickets(tx, [cancelled.id]), now) });
  });
  if (answer.result.rtn <= 0)
    await settleDuePools(deps, now, { tenantId: identity.tenantId, accountId: identity.accountId });
  return answer;
}
