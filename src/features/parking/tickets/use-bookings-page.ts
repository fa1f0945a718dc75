import { useCallback, useEffect, useState } from 'react';
import { fetchBookings } from '../../../api/endpoints/parking';
import { useSession } from '../../../session/use-session';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { offlineStore } from '../../../offline/offline-store';
import { useOfflineShelf } from '../../../session/use-offline-shelf';
import { useOnline } from '../../../offline/use-online';
import { savedBookings, saveShownBookings } from '../../../queries/offline-bookings';
import { useSiteTime } from '../../../tenant/use-site-time';
import { summaryFilterOf, tabOf, type TicketFilter } from './ticket-filters';

export const BOOKINGS_PAGE_SIZE = 10;

export interface BookingsPage {
  /** 'offline': the server cannot be reached; `bookings` are the upcoming ones kept on the phone. */
  status: 'loading' | 'ready' | 'error' | 'offline';
  /** For 'offline': when the phone's copy was last updated (ms since the epoch). */
  savedAt: number | null;
  bookings: ParkingBooking[];
  total: number;
  /** A further page is being fetched. */
  loadingMore: boolean;
  /** The last further page failed (the client has reported why); loadMore asks again. */
  moreFailed: boolean;
  loadMore(): void;
  reload(): void;
}

interface Loaded {
  bookings: ParkingBooking[];
  total: number;
  pages: number;
}

/**
 * The signed-in customer's bookings of one tab (upcoming or past) and booked-time range, in the
 * tab's order (upcoming soonest first, past most recent first; the server sorts), a page at a time: 'Load more' appends the next page; another
 * filter starts again from page 1. Nothing is asked before the customer is logged in. The upcoming
 * ones shown are kept on the phone; when the server cannot be reached (or the phone is offline
 * before the session could be checked) those are shown instead (docs/installable-app.md).
 */
export function useBookingsPage(filter: TicketFilter): BookingsPage {
  const { bundle } = useTenant();
  const { timeZone } = useSiteTime();
  const filterKey = `${filter.tab}/${filter.range}`;
  const [shownKey, setShownKey] = useState(filterKey);
  const shop = bundle.api.shop;
  const tenantId = bundle.tenant.id;
  const loggedIn = useSession().status === 'loggedIn';
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState(1);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const shelf = useOfflineShelf();
  const online = useOnline();

  // Another tab or range: the list starts again from its first page.
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setLoaded(null);
    setFailed(false);
    setWanted(1);
  }

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    const page = wanted;
    const [tab, range] = filterKey.split('/') as [TicketFilter['tab'], TicketFilter['range']];
    const filters = summaryFilterOf({ tab, range }, Math.floor(Date.now() / 1000), timeZone);
    fetchBookings(shop, { ...filters, pageSize: BOOKINGS_PAGE_SIZE, currPage: page }, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        if (!(reply.success && reply.result.rtn > 0)) {
          setFailed(true);
          return;
        }
        const list = reply.result.list ?? [];
        const shelfNow = offlineStore.currentShelf(tenantId);
        if (shelfNow) saveShownBookings(shelfNow, list, Math.floor(Date.now() / 1000));
        setFailed(false);
        setUnreachable(false);
        setLoaded((previous) => {
          const before = page === 1 || previous === null ? [] : previous.bookings;
          // A booking made meanwhile shifts the pages: keep each booking once.
          const seen = new Set(before.map((booking) => booking.bookingId));
          return { bookings: [...before, ...list.filter((booking) => !seen.has(booking.bookingId))], total: reply.result.total ?? list.length, pages: page };
        });
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setUnreachable(true);
      },
    );
    return () => controller.abort();
  }, [shop, tenantId, loggedIn, wanted, attempt, filterKey, timeZone]);

  const loadMore = useCallback(() => {
    if (failed) {
      setFailed(false);
      setAttempt((n) => n + 1);
    } else {
      setWanted((pages) => pages + 1);
    }
  }, [failed]);
  const reload = useCallback(() => {
    setFailed(false);
    setUnreachable(false);
    setLoaded(null);
    setWanted(1);
    setAttempt((n) => n + 1);
  }, []);

  const saved = shelf && (unreachable || (!online && !loggedIn)) ? savedBookings(shelf) : null;
  if (loaded === null && saved) {
    // The phone keeps upcoming bookings: offline, the past tab has none of them.
    const bookings = saved.bookings.filter((booking) => tabOf(booking.status) === filter.tab);
    return { status: 'offline', savedAt: saved.savedAt, bookings, total: bookings.length, loadingMore: false, moreFailed: false, loadMore, reload };
  }
  if (loaded === null) return { status: failed ? 'error' : 'loading', savedAt: null, bookings: [], total: 0, loadingMore: false, moreFailed: false, loadMore, reload };
  return {
    status: 'ready',
    savedAt: null,
    bookings: loaded.bookings,
    total: loaded.total,
    loadingMore: !failed && loaded.pages < wanted,
    moreFailed: failed,
    loadMore,
    reload,
  };
}
