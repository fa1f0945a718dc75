import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchBookings } from '../../../api/endpoints/parking';
import { useSession } from '../../../session/use-session';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { offlineStore } from '../../../offline/offline-store';
import { useOfflineShelf } from '../../../session/use-offline-shelf';
import { useOnline } from '../../../offline/use-online';
import { keepUpcomingPasses, savedBookings, saveShownBookings } from '../../../queries/offline-bookings';
import { customerKeys } from '../../../queries/query-keys';
import { acceptedResult, RefusedRead } from '../../../queries/refused-read';
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

/** The bookings of the pages read, each once: a booking made meanwhile shifts the pages. */
function bookingsOf(pages: readonly { list: ParkingBooking[] }[]): ParkingBooking[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.list.filter((booking) => !seen.has(booking.bookingId) && seen.add(booking.bookingId)),
  );
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
  const { tab, range } = filter;
  const shop = bundle.api.shop;
  const quietCloud = bundle.api.quietCloud;
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const loggedIn = useSession().status === 'loggedIn';
  const shelf = useOfflineShelf();
  const online = useOnline();
  const client = useQueryClient();
  const queryKey = useMemo(
    () => customerKeys.bookingPages(tenantId, shopCode, tab, range, timeZone ?? ''),
    [tenantId, shopCode, tab, range, timeZone],
  );

  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const filters = summaryFilterOf({ tab, range }, Math.floor(Date.now() / 1000), timeZone);
      const result = acceptedResult(
        await fetchBookings(shop, { ...filters, pageSize: BOOKINGS_PAGE_SIZE, currPage: pageParam }, signal),
      );
      const list = result.list ?? [];
      const shelfNow = offlineStore.currentShelf(tenantId);
      if (shelfNow) {
        const now = Math.floor(Date.now() / 1000);
        saveShownBookings(shelfNow, list, now);
        // Every upcoming pass opens offline, not only those opened (docs/installable-app.md#offline-passes).
        void keepUpcomingPasses(quietCloud, shelfNow, list, now);
      }
      return { list, total: result.total ?? list.length };
    },
    initialPageParam: 1,
    // Whether there is a further page is the list's to say (its total against what it shows).
    getNextPageParam: (_last, _pages, lastPage) => lastPage + 1,
    enabled: loggedIn,
  });

  const { fetchNextPage } = query;
  // After a failed further page, the same page is asked again.
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // From the start: the first page, loading meanwhile.
  const reload = useCallback(() => void client.resetQueries({ queryKey, exact: true }), [client, queryKey]);

  const { data } = query;
  // The list's own read failed (not a further page): the last one, or a read again of a list shown before.
  const failed = query.status === 'error' && !query.isFetching && !query.isFetchNextPageError;
  // The server could not be reached (not a refusal), or the phone is offline before the session could be checked.
  const unreachable = (failed && !(query.error instanceof RefusedRead)) || (!online && !loggedIn);
  const saved = shelf && unreachable ? savedBookings(shelf) : null;
  if (saved) {
    // The phone keeps upcoming bookings: offline, the past tab has none of them.
    const bookings = saved.bookings.filter((booking) => tabOf(booking.status) === tab);
    return {
      status: 'offline',
      savedAt: saved.savedAt,
      bookings,
      total: bookings.length,
      loadingMore: false,
      moreFailed: false,
      loadMore,
      reload,
    };
  }
  if (data) {
    const last = data.pages[data.pages.length - 1];
    return {
      status: 'ready',
      savedAt: null,
      bookings: bookingsOf(data.pages),
      total: last?.total ?? 0,
      loadingMore: query.isFetchingNextPage,
      moreFailed: query.isFetchNextPageError && !query.isFetchingNextPage,
      loadMore,
      reload,
    };
  }
  return {
    status: failed ? 'error' : 'loading',
    savedAt: null,
    bookings: [],
    total: 0,
    loadingMore: false,
    moreFailed: false,
    loadMore,
    reload,
  };
}
