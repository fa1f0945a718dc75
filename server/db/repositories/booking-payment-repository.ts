/** SQL moving a booking on payment: the method chosen, confirmation when paid, release when given up. */
import type { Queryable } from '../database';
import { BOOKING_COLUMNS, type BookingRecord } from './booking-repository';
import type { PoolKey } from './ticket-pool-repository';

/** Sets the payment method (and its surcharge) of a booking still waiting for payment; the booking, or null. */
export async function setBookingPaymentMethod(
  tx: Queryable,
  bookingId: string,
  paymentCode: number,
  surcharge: number,
  now: Date,
): Promise<BookingRecord | null> {
  const rows = await tx.query<BookingRecord>(
    `UPDATE bookings SET payment_code = $2, surcharge = $3, total = fee + $3::integer, updated_at = $4
     WHERE id = $1 AND status = 'pending_payment' RETURNING ${BOOKING_COLUMNS}`,
    [bookingId, paymentCode, surcharge, now],
  );
  return rows[0] ?? null;
}

/** What a payment actually charged: the booking shows these once it is paid (docs/rules.md#one-payment-method). */
export interface ChargedPayment {
  paymentCode: number;
  fee: number;
  surcharge: number;
}

/**
 * pending_payment → booked when paid, only while the hold is on (docs/parking-api.md, "Extending"):
 * the booking takes the method and surcharge of the payment that paid it, and only a payment of the
 * booking's own fee can; null when the hold lapsed, the booking moved on or the fee differs (the
 * payment must then be refunded).
 */
export async function confirmPaidBooking(
  tx: Queryable,
  bookingId: string,
  charged: ChargedPayment,
  cardNumber: string,
  cardHolder: string,
  now: Date,
): Promise<BookingRecord | null> {
  const rows = await tx.query<BookingRecord>(
    `UPDATE bookings SET status = 'booked', hold_expires_at = NULL, card_number = $2, card_holder = $3, confirmed_at = $4, updated_at = $4,
       payment_code = $5, surcharge = $6::integer, total = fee + $6::integer
     WHERE id = $1 AND status = 'pending_payment' AND hold_expires_at > $4 AND fee = $7::integer RETURNING ${BOOKING_COLUMNS}`,
    [bookingId, cardNumber, cardHolder, now, charged.paymentCode, charged.surcharge, charged.fee],
  );
  return rows[0] ?? null;
}

/** A booking by id alone: for jobs acting on the server's behalf, never for a customer's request. */
export async function findBookingById(db: Queryable, bookingId: string): Promise<BookingRecord | null> {
  const rows = await db.query<BookingRecord>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [bookingId]);
  return rows[0] ?? null;
}

/**
 * A paid top-up: the exit moves to `to` and the booking becomes topped_up, its fee and surcharge
 * grow by the top-up's, only if the exit is still the quoted `from`, has not passed and `to` is later;
 * null otherwise (the payment must then be refunded). Tickets stay held until the new exit: the pool
 * is unchanged, and so is its due bound, which a later exit keeps true (docs/architecture.md#due-bound).
 */
export async function extendPaidBooking(
  tx: Queryable,
  bookingId: string,
  extension: { from: Date; to: Date; fee: number; surcharge: number },
  now: Date,
): Promise<BookingRecord | null> {
  const rows = await tx.query<BookingRecord>(
    `UPDATE bookings SET exit_at = $3, status = 'topped_up', fee = fee + $4::integer, surcharge = surcharge + $5::integer,
       total = total + $4::integer + $5::integer, updated_at = $6
     WHERE id = $1 AND status IN ('booked', 'topped_up') AND exit_at = $2 AND exit_at > $6 AND $3::timestamptz > exit_at RETURNING ${BOOKING_COLUMNS}`,
    [bookingId, extension.from, extension.to, extension.fee, extension.surcharge, now],
  );
  return rows[0] ?? null;
}

/**
 * Cancels a live booking before its entry, recording the refund, and returns its tickets to the
 * pool in the same statement. Call it holding the pool lock; the booking, or null when it is not
 * live any more or its entry has come.
 */
export async function cancelLiveBooking(
  tx: Queryable,
  pool: PoolKey,
  bookingId: string,
  refund: number,
  now: Date,
): Promise<BookingRecord | null> {
  const rows = await tx.query<BookingRecord>(
    `WITH ended AS (
       UPDATE bookings SET status = 'cancelled', hold_expires_at = NULL, refund = $5, ended_at = $6, updated_at = $6
       WHERE id = $4 AND tenant_id = $1 AND site_id = $2 AND offer_code = $3
         AND status IN ('pending_payment', 'booked', 'topped_up') AND entry_at > $6
       RETURNING ${BOOKING_COLUMNS}
     ), returned AS (
       UPDATE ticket_pool SET available = available + (SELECT tickets FROM ended), updated_at = $6
       WHERE tenant_id = $1 AND site_id = $2 AND offer_code = $3 AND EXISTS (SELECT 1 FROM ended)
     )
     SELECT * FROM ended`,
    [pool.tenantId, pool.siteId, pool.offerCode, bookingId, refund, now],
  );
  return rows[0] ?? null;
}
