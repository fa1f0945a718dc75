/** A booking as the customer sees it on the wire (ParkingBooking, docs/parking-api.md). */
import type { ParkingBooking } from '../../../src/generated/api/parking-booking';
import { latestExitAllowed } from '../../../src/lib/offer-conditions';
import { MESSAGES } from '../../../src/protocol';
import type { BookingRecord, BookingStatus } from '../../db/repositories/booking-repository';
import type { TicketRecord } from '../../db/repositories/booking-ticket-repository';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null): number | null => (date === null ? null : seconds(date));

// A pass opens the gate only once the booking is paid for; before, its code is not shown.
const PASS_SHOWN: ReadonlySet<BookingStatus> = new Set(['booked', 'topped_up', 'expired']);

export function statusMessage(status: BookingStatus): string {
  switch (status) {
    case 'expired':
      return MESSAGES.TICKET_EXPIRED;
    case 'released':
      return MESSAGES.NOT_PAID_IN_TIME;
    case 'cancelled':
      return MESSAGES.BOOKING_CANCELLED;
    default:
      return '';
  }
}

/**
 * The booking on the wire, as of `now` (the server's clock): the hold's seconds left are counted
 * here, so the browser's countdown never depends on the phone's clock (docs/rules.md#server-clock).
 */
export function bookingView(b: BookingRecord, tickets: readonly TicketRecord[], now: Date): ParkingBooking {
  const own = tickets.filter((t) => t.bookingId === b.id).sort((x, y) => x.position - y.position);
  const holdExpiresAt = b.status === 'pending_payment' ? secondsOrNull(b.holdExpiresAt) : null;
  return {
    bookingId: b.id,
    reference: b.reference,
    siteId: b.siteId,
    shopCode: b.shopCode,
    lotName: b.lotName,
    address: b.address,
    timeZone: b.timeZone,
    offerCode: b.offerCode,
    offerName: b.offerName,
    offerNames: b.offerNames,
    tickets: b.tickets,
    entry: seconds(b.entryAt),
    exit: seconds(b.exitAt),
    latestExit: latestExitAllowed(b.offerConditions, seconds(b.entryAt), b.timeZone),
    status: b.status,
    statusMessage: statusMessage(b.status),
    fee: b.fee,
    surcharge: b.surcharge,
    total: b.total,
    paymentCode: b.paymentCode,
    penalty: own.reduce((sum, t) => sum + t.penalty, 0),
    refund: b.refund,
    cardNumber: b.cardNumber,
    cardHolder: b.cardHolder,
    licensePlate: b.licensePlate,
    holdExpiresAt,
    holdSecondsLeft: holdExpiresAt === null ? null : Math.max(0, holdExpiresAt - seconds(now)),
    createdAt: seconds(b.createdAt),
    confirmedAt: secondsOrNull(b.confirmedAt),
    passes: own.map((t) => ({
      ticketNo: t.ticketNo,
      passCode: PASS_SHOWN.has(b.status) ? t.passCode : '',
      inside: t.inside,
      lastEntry: secondsOrNull(t.lastEntryAt),
      lastExit: secondsOrNull(t.lastExitAt),
      penalty: t.penalty,
    })),
  };
}
