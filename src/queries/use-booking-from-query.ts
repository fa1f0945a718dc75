import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchBookings } from '../api/endpoints/parking';
import type { ParkingBooking } from '../generated/api/parking-booking';
import { useTenant } from '../tenant/use-tenant';
import { useSession } from '../session/use-session';

/** The query parameter that names a booking on the success pages and in my tickets. */
export const BOOKING_PARAM = 'booking';

export type BookingLoadStatus = 'loading' | 'ready' | 'missing' | 'error';

export interface BookingFromQuery {
  status: BookingLoadStatus;
  booking: ParkingBooking | null;
  reload(): void;
}

/**
 * The signed-in customer's booking named by ?booking=. The server answers another customer's id
 * like a missing one ('missing'); 'error' is a failed call (already reported by the client).
 * Waits for the session: nothing is asked before the customer is logged in.
 */
export function useBookingFromQuery(): BookingFromQuery {
  const { bundle } = useTenant();
  const session = useSession();
  const [params] = useSearchParams();
  const bookingId = params.get(BOOKING_PARAM) ?? '';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; status: BookingLoadStatus; booking: ParkingBooking | null } | null>(null);
  const key = `${bookingId}#${attempt}`;
  const loggedIn = session.status === 'loggedIn';

  useEffect(() => {
    if (!loggedIn) return;
    if (bookingId === '') {
      setLoaded({ key, status: 'missing', booking: null });
      return;
    }
    const controller = new AbortController();
    fetchBookings(bundle.api.shop, { bookingId }, controller.signal).then(
      (reply) => {
        const booking = reply.success && reply.result.rtn > 0 ? (reply.result.list?.[0] ?? null) : null;
        setLoaded({ key, status: booking ? 'ready' : 'missing', booking });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, status: 'error', booking: null });
      },
    );
    return () => controller.abort();
  }, [bundle.api.shop, bookingId, key, loggedIn]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (loaded === null || loaded.key !== key) return { status: 'loading', booking: null, reload };
  return { status: loaded.status, booking: loaded.booking, reload };
}
