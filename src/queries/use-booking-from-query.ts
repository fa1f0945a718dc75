import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fetchBookings } from '../api/endpoints/parking';
import type { ParkingBooking } from '../generated/api/parking-booking';
import { useTenant } from '../tenant/use-tenant';
import { useSession } from '../session/use-session';
import { offlineStore } from '../offline/offline-store';
import { OFFLINE_KINDS } from '../offline/offline-kinds';
import { useOnline } from '../offline/use-online';
import { saveShownBookings } from './offline-bookings';
import { customerKeys } from './query-keys';

/** The query parameter that names a booking on the success pages and in my tickets. */
export const BOOKING_PARAM = 'booking';

export type BookingLoadStatus = 'loading' | 'ready' | 'missing' | 'error';

export interface BookingFromQuery {
  status: BookingLoadStatus;
  booking: ParkingBooking | null;
  /** Set when the booking is the phone's copy (the server could not be reached): when it was last updated, ms since the epoch. */
  savedAt: number | null;
  reload(): void;
}

/**
 * The signed-in customer's booking named by ?booking=. The server answers another customer's id
 * like a missing one ('missing'); 'error' is a failed call (already reported by the client).
 * Waits for the session: nothing is asked before the customer is logged in. An upcoming booking
 * shown is kept on the phone; when the server cannot be reached, that copy is shown instead.
 */
export function useBookingFromQuery(): BookingFromQuery {
  const { bundle } = useTenant();
  const session = useSession();
  const [params] = useSearchParams();
  const bookingId = params.get(BOOKING_PARAM) ?? '';
  const loggedIn = session.status === 'loggedIn';
  const online = useOnline();
  const tenantId = bundle.tenant.id;
  const shop = bundle.api.shop;

  const client = useQueryClient();
  const shopCode = bundle.site.shopCode;
  const queryKey = useMemo(() => customerKeys.booking(tenantId, shopCode, bookingId), [tenantId, shopCode, bookingId]);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<ParkingBooking | null> => {
      const reply = await fetchBookings(shop, { bookingId }, signal);
      const booking = reply.success && reply.result.rtn > 0 ? (reply.result.list?.[0] ?? null) : null;
      const shelf = offlineStore.currentShelf(tenantId);
      if (shelf) {
        if (booking) saveShownBookings(shelf, [booking], Math.floor(Date.now() / 1000));
        else shelf.remove(OFFLINE_KINDS.parkingBooking, bookingId);
      }
      return booking;
    },
    enabled: loggedIn && bookingId !== '',
  });
  // Asked again from the start: the screen shows loading, then the booking as it now is (a payment
  // that ended shows on a fresh screen, not over the one that ran it).
  const reload = useCallback(() => void client.resetQueries({ queryKey, exact: true }), [client, queryKey]);

  // A retry shows as loading again; a failed read, as failed until it is retried.
  const failed = query.status === 'error' && !query.isFetching;
  const current: { status: BookingLoadStatus; booking: ParkingBooking | null } | null = !loggedIn
    ? null
    : bookingId === ''
      ? { status: 'missing', booking: null }
      : failed
        ? { status: 'error', booking: null }
        : query.status === 'success'
          ? { status: query.data ? 'ready' : 'missing', booking: query.data }
          : null;
  // The server could not be reached, or the phone is offline before the session could be checked.
  const unreachable = current ? current.status === 'error' : !online && !loggedIn && session.status !== 'loggedOut';
  if (unreachable && bookingId !== '') {
    const saved =
      offlineStore.currentShelf(tenantId)?.get<ParkingBooking>(OFFLINE_KINDS.parkingBooking, bookingId) ?? null;
    if (saved) return { status: 'ready', booking: saved.value, savedAt: saved.savedAt, reload };
  }
  if (current === null) return { status: 'loading', booking: null, savedAt: null, reload };
  return { status: current.status, booking: current.booking, savedAt: null, reload };
}
