import { OFFER_PARAM } from '../../../navigation/offer-query';
/**
 * The booking choice in the URL (daterange → checkout), so a reload or a shared link keeps it:
 * `?offer=<code>&entry=<seconds>&exit=<seconds>&tickets=<n>`.
 */

export interface BookingQuery {
  offer: string | null;
  /** Seconds since the epoch. */
  entry: number | null;
  exit: number | null;
  tickets: number | null;
}

export interface CompleteBookingQuery {
  offer: string;
  entry: number;
  exit: number;
  tickets: number;
}

export const BOOKING_QUERY_KEYS = { offer: OFFER_PARAM, entry: 'entry', exit: 'exit', tickets: 'tickets' } as const;

const WHOLE_NUMBER = /^\d{1,12}$/;

function wholeNumber(value: string | null): number | null {
  return value !== null && WHOLE_NUMBER.test(value) ? Number(value) : null;
}

/** What the URL says; anything missing or not a whole number is null. */
export function parseBookingQuery(params: URLSearchParams): BookingQuery {
  const offer = params.get(BOOKING_QUERY_KEYS.offer);
  return {
    offer: offer === null || offer.trim() === '' ? null : offer,
    entry: wholeNumber(params.get(BOOKING_QUERY_KEYS.entry)),
    exit: wholeNumber(params.get(BOOKING_QUERY_KEYS.exit)),
    tickets: wholeNumber(params.get(BOOKING_QUERY_KEYS.tickets)),
  };
}

/** The query when every part is there (checkout needs all four). */
export function completeBookingQuery(query: BookingQuery): CompleteBookingQuery | null {
  const { offer, entry, exit, tickets } = query;
  if (offer === null || entry === null || exit === null || tickets === null) return null;
  return { offer, entry, exit, tickets };
}

/** '?offer=…&entry=…&exit=…&tickets=…' (the parts that are set, in that order). */
export function bookingQueryString(query: Partial<BookingQuery>): string {
  const params = new URLSearchParams();
  if (query.offer) params.set(BOOKING_QUERY_KEYS.offer, query.offer);
  for (const key of ['entry', 'exit', 'tickets'] as const) {
    const value = query[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
      params.set(BOOKING_QUERY_KEYS[key], String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
