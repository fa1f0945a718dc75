import type { ParkingBooking } from '../../../generated/api/parking-booking';

export type BookingStatus = ParkingBooking['status'];

/**
 * How a booking's status looks everywhere it is shown (docs/rules.md#my-tickets): the chip's label
 * key under `tickets.status`, its colour and variant (no two statuses look alike), and the
 * severity of the note about it, taken from the same colour.
 */
export interface StatusChipView {
  labelKey: `status.${BookingStatus}`;
  colour: 'success' | 'info' | 'warning' | 'error' | 'default';
  variant: 'filled' | 'outlined';
  /** The Alert severity of the status's note on the ticket: the chip's colour ('default' reads as info). */
  severity: 'success' | 'info' | 'warning' | 'error';
  /** A line under the chip (key under `tickets.statusNote`), e.g. 'Ticket expired'. */
  noteKey: 'statusNote.expired' | 'statusNote.released' | null;
}

/** The one status → colour table. */
const CHIPS: Record<BookingStatus, Pick<StatusChipView, 'colour' | 'variant' | 'noteKey'>> = {
  booked: { colour: 'success', variant: 'filled', noteKey: null },
  topped_up: { colour: 'info', variant: 'filled', noteKey: null },
  pending_payment: { colour: 'warning', variant: 'filled', noteKey: null },
  cancelled: { colour: 'default', variant: 'filled', noteKey: null },
  expired: { colour: 'default', variant: 'outlined', noteKey: 'statusNote.expired' },
  released: { colour: 'error', variant: 'outlined', noteKey: 'statusNote.released' },
};

export function statusChipOf(status: BookingStatus): StatusChipView {
  const chip = CHIPS[status];
  return { labelKey: `status.${status}`, ...chip, severity: chip.colour === 'default' ? 'info' : chip.colour };
}

/** Statuses whose passes open the gate (or did): they have pass codes and a QR pass. */
const WITH_PASSES = new Set<BookingStatus>(['booked', 'topped_up', 'expired']);

/** The passes of a booking that carry a QR code (pass code set, and the booking was paid). */
export function passesWithQr(booking: Pick<ParkingBooking, 'status' | 'passes'>): ParkingBooking['passes'] {
  return WITH_PASSES.has(booking.status) ? booking.passes.filter((pass) => pass.passCode !== '') : [];
}

/** Still awaiting payment and its hold has not lapsed: 'Pay now' is offered. */
export function canPayNow(booking: Pick<ParkingBooking, 'status' | 'holdExpiresAt'>, nowSeconds: number): boolean {
  return booking.status === 'pending_payment' && (booking.holdExpiresAt === null || nowSeconds < booking.holdExpiresAt);
}

/**
 * A paid booking whose exit has not come: it can be extended when the tenant offers top-ups, and
 * the shortest extension (`minimumIntervalMinutes`) still ends by the latest exit its pass allows.
 */
export function canTopUp(
  booking: Pick<ParkingBooking, 'status' | 'exit'> & { latestExit?: number | null },
  nowSeconds: number,
  topUpOffered: boolean,
  minimumIntervalMinutes = 0,
): boolean {
  const roomLeft =
    booking.latestExit === undefined ||
    booking.latestExit === null ||
    booking.exit + minimumIntervalMinutes * 60 <= booking.latestExit;
  return (
    topUpOffered &&
    roomLeft &&
    (booking.status === 'booked' || booking.status === 'topped_up') &&
    nowSeconds < booking.exit
  );
}

/** Before entry, a booked, topped-up or unpaid booking can be cancelled (nothing is refunded after entry). */
export function canCancel(booking: Pick<ParkingBooking, 'status' | 'entry'>, nowSeconds: number): boolean {
  const open = booking.status === 'booked' || booking.status === 'topped_up' || booking.status === 'pending_payment';
  return open && nowSeconds < booking.entry;
}
