import type { ParkingBooking } from '../../../generated/api/parking-booking';

export type BookingStatus = ParkingBooking['status'];

/** The parking.json key of each booking status's label (namespace `parking`). */
export const BOOKING_STATUS_KEYS: Readonly<Record<BookingStatus, string>> = {
  pending_payment: 'receipt.status.pending_payment',
  booked: 'receipt.status.booked',
  topped_up: 'receipt.status.topped_up',
  cancelled: 'receipt.status.cancelled',
  expired: 'receipt.status.expired',
  released: 'receipt.status.released',
};

/** Bookings whose passes open the gate (or did, until they expired): their pass codes are shown. */
export const hasPasses = (status: BookingStatus): boolean =>
  status === 'booked' || status === 'topped_up' || status === 'expired';
