/**
 * The booking rules (docs/rules.md#booking-rules), pure and shared: the browser checks a booking before it
 * asks, the server enforces the same rules with the same messages (docs/parking-api.md, "Booking
 * rules"). Times are whole seconds; calendar rules are evaluated in the site's time zone.
 */
import type { BookingRules as TenantBookingRules } from '../generated/tenant';
import { OFFER_PROBLEM_ORDER, offerProblems, type OfferConditions, type OfferProblem } from './offer-conditions';
import { calendarDaysBetween } from './site-time';

/**
 * The tenant's booking rules with every default filled in: bookingBeforeDay counts calendar days
 * in the site's zone; minimumStayMinutes is {span} and maximumBookingDays {day} of the messages.
 */
export type BookingRules = Required<
  Pick<
    TenantBookingRules,
    'bookingBeforeDay' | 'bookingBeforeTime' | 'minimumStayMinutes' | 'maximumBookingDays' | 'maxTicketsPerBooking'
  >
>;

/** The tenant schema's defaults (docs/rules.md#booking-defaults). */
export const DEFAULT_BOOKING_RULES: Readonly<BookingRules> = {
  bookingBeforeDay: 1,
  bookingBeforeTime: 30,
  minimumStayMinutes: 30,
  maximumBookingDays: 7,
  maxTicketsPerBooking: 4,
};

/** The rules in force: the tenant's `booking` settings over the defaults. */
export function bookingRulesOf(booking: Partial<BookingRules> | undefined): BookingRules {
  return {
    bookingBeforeDay: booking?.bookingBeforeDay ?? DEFAULT_BOOKING_RULES.bookingBeforeDay,
    bookingBeforeTime: booking?.bookingBeforeTime ?? DEFAULT_BOOKING_RULES.bookingBeforeTime,
    minimumStayMinutes: booking?.minimumStayMinutes ?? DEFAULT_BOOKING_RULES.minimumStayMinutes,
    maximumBookingDays: booking?.maximumBookingDays ?? DEFAULT_BOOKING_RULES.maximumBookingDays,
    maxTicketsPerBooking: booking?.maxTicketsPerBooking ?? DEFAULT_BOOKING_RULES.maxTicketsPerBooking,
  };
}

export interface BookingRequest {
  /** Seconds since the epoch. */
  entry: number;
  exit: number;
  tickets: number;
}

export interface BookingContext {
  /** The current time, seconds since the epoch. */
  now: number;
  /** The site's IANA time zone (UTC when absent or unknown). */
  timeZone?: string;
  /** The chosen offer's conditions (docs/rules.md#offer-conditions), checked after the rules above. */
  conditions?: OfferConditions;
}

/** Each problem with the parameters its message needs ({{span}}, {{day}}, ...). */
export type BookingProblem =
  | { code: 'EXIT_NOT_AFTER_ENTRY'; params: Record<string, never> }
  | { code: 'STAY_TOO_SHORT'; params: { span: number } }
  | { code: 'ENTRY_IN_PAST'; params: Record<string, never> }
  | { code: 'SPAN_TOO_LONG'; params: { day: number } }
  | { code: 'TICKETS_NONE'; params: Record<string, never> }
  | { code: 'TICKETS_OVER_BOOKING_MAX'; params: { max: number } }
  | { code: 'ENTRY_TOO_FAR_AHEAD'; params: { day: number } }
  | { code: 'ENTRY_TOO_SOON'; params: { minutes: number } }
  | OfferProblem;

export type BookingProblemCode = BookingProblem['code'];

/** The codes in the order they are checked (and the server reports the first). */
export const BOOKING_PROBLEM_ORDER: readonly BookingProblemCode[] = [
  'EXIT_NOT_AFTER_ENTRY',
  'STAY_TOO_SHORT',
  'ENTRY_IN_PAST',
  'SPAN_TOO_LONG',
  'TICKETS_NONE',
  'TICKETS_OVER_BOOKING_MAX',
  'ENTRY_TOO_FAR_AHEAD',
  'ENTRY_TOO_SOON',
  ...OFFER_PROBLEM_ORDER,
];

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_DAY = 86_400;
const NO_PARAMS: Record<string, never> = {};

/** Every rule the request breaks, in BOOKING_PROBLEM_ORDER; empty when it may be booked. */
export function bookingProblems(
  request: BookingRequest,
  rules: BookingRules,
  context: BookingContext,
): BookingProblem[] {
  const { entry, exit, tickets } = request;
  const stay = exit - entry;
  const problems: BookingProblem[] = [];
  if (stay <= 0) problems.push({ code: 'EXIT_NOT_AFTER_ENTRY', params: NO_PARAMS });
  else if (stay < rules.minimumStayMinutes * SECONDS_PER_MINUTE)
    problems.push({ code: 'STAY_TOO_SHORT', params: { span: rules.minimumStayMinutes } });
  if (entry < context.now) problems.push({ code: 'ENTRY_IN_PAST', params: NO_PARAMS });
  if (stay >= rules.maximumBookingDays * SECONDS_PER_DAY)
    problems.push({ code: 'SPAN_TOO_LONG', params: { day: rules.maximumBookingDays } });
  if (!(tickets >= 1)) problems.push({ code: 'TICKETS_NONE', params: NO_PARAMS });
  else if (tickets > rules.maxTicketsPerBooking)
    problems.push({ code: 'TICKETS_OVER_BOOKING_MAX', params: { max: rules.maxTicketsPerBooking } });
  if (calendarDaysBetween(context.now, entry, context.timeZone) > rules.bookingBeforeDay) {
    problems.push({ code: 'ENTRY_TOO_FAR_AHEAD', params: { day: rules.bookingBeforeDay } });
  }
  if (entry >= context.now && entry < context.now + rules.bookingBeforeTime * SECONDS_PER_MINUTE) {
    problems.push({ code: 'ENTRY_TOO_SOON', params: { minutes: rules.bookingBeforeTime } });
  }
  // The offer's conditions speak of a stay that makes sense: an empty one has its own message above.
  if (stay > 0) problems.push(...offerProblems(request, context.conditions, context.timeZone));
  return problems;
}

/** The problem to show: the first broken rule, or null when the booking may be made. */
export function firstBookingProblem(
  request: BookingRequest,
  rules: BookingRules,
  context: BookingContext,
): BookingProblem | null {
  return bookingProblems(request, rules, context)[0] ?? null;
}
