/**
 * The customer's upcoming bookings and passes kept on the phone (docs/installable-app.md#offline-passes):
 * each booking shown online that is still to be used (booked or topped up, exit not passed) is
 * saved, with its passes' QR content, until its exit time; one that is no longer upcoming is
 * removed when it is shown again. Read back when the server cannot be reached.
 */
import type { ApiClient } from '../api/client';
import { fetchBookings, fetchPassQr } from '../api/endpoints/parking';
import type { ParkingBooking } from '../generated/api/parking-booking';
import type { OfflineShelf } from '../offline/offline-store';
import { OFFLINE_KINDS } from '../offline/offline-kinds';

const UPCOMING: ReadonlySet<ParkingBooking['status']> = new Set(['booked', 'topped_up']);

/** Still to be used: paid, and its exit has not come. */
export function isUpcoming(booking: Pick<ParkingBooking, 'status' | 'exit'>, nowSeconds: number): boolean {
  return UPCOMING.has(booking.status) && booking.exit > nowSeconds;
}

/** When the phone's copy of a booking (and its passes) goes: at the booking's exit time. */
export function offlineExpiry(booking: Pick<ParkingBooking, 'exit'>): number {
  return booking.exit * 1000;
}

/** Saves the upcoming ones of `bookings` (just shown online) and drops the others' copies. */
export function saveShownBookings(shelf: OfflineShelf, bookings: readonly ParkingBooking[], nowSeconds: number): void {
  for (const booking of bookings) {
    if (isUpcoming(booking, nowSeconds))
      shelf.put(OFFLINE_KINDS.parkingBooking, booking.bookingId, booking, offlineExpiry(booking));
    else shelf.remove(OFFLINE_KINDS.parkingBooking, booking.bookingId);
  }
}

/** The saved bookings, soonest entry first, and when the oldest of them was last updated; null when none is kept. */
export function savedBookings(shelf: OfflineShelf): { bookings: ParkingBooking[]; savedAt: number } | null {
  const records = shelf.list<ParkingBooking>(OFFLINE_KINDS.parkingBooking);
  if (records.length === 0) return null;
  return {
    bookings: records.map((r) => r.value).sort((a, b) => a.entry - b.entry),
    savedAt: Math.min(...records.map((r) => r.savedAt)),
  };
}

/**
 * Fetches and keeps the QR content of every pass of the upcoming ones of `bookings` (just shown
 * online) that the phone does not hold yet, one after another, so each of them opens offline
 * without having been opened before. Quiet: a refusal leaves that pass out, a failed call stops
 * (the next list shown online goes on); nothing is reported to the customer.
 */
export async function keepUpcomingPasses(
  cloud: ApiClient,
  shelf: OfflineShelf,
  bookings: readonly ParkingBooking[],
  nowSeconds: number,
): Promise<number> {
  let kept = 0;
  for (const booking of bookings) {
    if (!isUpcoming(booking, nowSeconds)) continue;
    for (const { passCode } of booking.passes) {
      if (passCode === '' || shelf.get(OFFLINE_KINDS.parkingPass, passCode)) continue;
      try {
        const reply = await fetchPassQr(cloud, { passCode });
        if (reply.success && reply.result.rtn > 0 && reply.result.payload) {
          shelf.put(OFFLINE_KINDS.parkingPass, passCode, reply.result.payload, offlineExpiry(booking));
          kept += 1;
        }
      } catch {
        return kept;
      }
    }
  }
  return kept;
}

/** As many upcoming bookings as the server answers in one page: a customer rarely holds more. */
const KEPT_AT_SIGN_IN = 100;

/**
 * At sign-in (and when a signed-in app opens online): reads the customer's upcoming bookings and
 * keeps each of them and every pass of theirs on the phone, so any upcoming pass opens offline
 * without My tickets having been opened. Quiet, like keepUpcomingPasses; answers how many passes
 * it fetched, or null when the bookings could not be read.
 */
export async function keepUpcomingOnPhone(
  shop: ApiClient,
  cloud: ApiClient,
  shelf: OfflineShelf,
  nowSeconds: number,
): Promise<number | null> {
  let list: readonly ParkingBooking[];
  try {
    const reply = await fetchBookings(shop, {
      status: ['booked', 'topped_up'],
      order: 'soonest',
      pageSize: KEPT_AT_SIGN_IN,
      currPage: 1,
    });
    if (!reply.success || reply.result.rtn < 1) return null;
    list = reply.result.list ?? [];
  } catch {
    return null;
  }
  saveShownBookings(shelf, list, nowSeconds);
  return keepUpcomingPasses(cloud, shelf, list, nowSeconds);
}
