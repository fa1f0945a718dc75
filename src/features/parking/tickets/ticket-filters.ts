import type { ParkingBookingSummaryRequest } from '../../../generated/api/parking-booking-summary.request';
import { quickRange, type QuickRange } from '../../../lib/quick-range';
import type { BookingStatus } from './booking-status';

/**
 * My tickets' two lists (docs/rules.md#my-tickets): upcoming (bookings that may still be used or
 * paid) and past (cancelled, expired, not paid in time). The server settles statuses before it
 * answers, so a booking whose exit has passed is already expired.
 */
export const TICKET_TABS = ['upcoming', 'past'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

type StatusFilter = NonNullable<ParkingBookingSummaryRequest['status']>;

export const TAB_STATUSES: Record<TicketTab, readonly BookingStatus[] & StatusFilter> = {
  upcoming: ['pending_payment', 'booked', 'topped_up'],
  past: ['cancelled', 'expired', 'released'],
};

/** 'all', or one of the booked-time quick ranges. */
export type BookedRange = 'all' | QuickRange;

export interface TicketFilter {
  tab: TicketTab;
  range: BookedRange;
}

/**
 * Each tab's order: upcoming reads soonest entry first (the next stay on top), past reads the most
 * recent first.
 */
export const TAB_ORDER: Record<TicketTab, NonNullable<ParkingBookingSummaryRequest['order']>> = {
  upcoming: 'soonest',
  past: 'latest',
};

/** The bookingSummary filters of a choice: the tab's statuses and order and, for a quick range, when the booking was made. */
export function summaryFilterOf(
  filter: TicketFilter,
  nowSeconds: number,
  timeZone: string | undefined,
): Pick<ParkingBookingSummaryRequest, 'status' | 'dateStart' | 'dateEnd' | 'order'> {
  const status: StatusFilter = [...TAB_STATUSES[filter.tab]] as StatusFilter;
  const order = TAB_ORDER[filter.tab];
  return filter.range === 'all'
    ? { status, order }
    : { status, order, ...quickRange(filter.range, nowSeconds, timeZone) };
}

/** Which tab a booking belongs in (the phone's saved copies are filtered with it offline). */
export function tabOf(status: BookingStatus): TicketTab {
  return TAB_STATUSES.upcoming.includes(status) ? 'upcoming' : 'past';
}
