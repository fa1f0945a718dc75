import type { BookingRules } from '../../../lib/booking-rules';
import { addDays, wallTimeOf } from '../../../lib/site-time';

/**
 * The choices the date-range screen offers before the customer touches anything
 * (docs/rules.md#booking-form-defaults): entry dates from today up to bookingBeforeDay days ahead at the site, and a first entry
 * that passes the rules: the next quarter hour at least bookingBeforeTime minutes (and a few to spare)
 * from now, with a two-hour stay.
 */

export const QUARTER_HOUR_SECONDS = 15 * 60;
export const DEFAULT_STAY_SECONDS = 2 * 60 * 60;
/** Room for the customer to read the form and reach checkout before the default entry becomes too soon. */
export const DEFAULT_ENTRY_SLACK_SECONDS = 5 * 60;

export interface BookingTimes {
  /** Seconds since the epoch. */
  entry: number;
  exit: number;
}

/**
 * Every zone in use is offset from UTC by whole quarter hours, so a quarter hour of the epoch is a
 * quarter hour on the site's clock too.
 */
export function defaultBookingTimes(now: number, rules: Pick<BookingRules, 'bookingBeforeTime'>): BookingTimes {
  const earliest = now + rules.bookingBeforeTime * 60 + DEFAULT_ENTRY_SLACK_SECONDS;
  const entry = Math.ceil(earliest / QUARTER_HOUR_SECONDS) * QUARTER_HOUR_SECONDS;
  return { entry, exit: entry + DEFAULT_STAY_SECONDS };
}

export interface EntryDateWindow {
  /** 'YYYY-MM-DD' at the site: today. */
  min: string;
  /** 'YYYY-MM-DD' at the site: today + bookingBeforeDay. */
  max: string;
}

export function entryDateWindow(
  now: number,
  rules: Pick<BookingRules, 'bookingBeforeDay'>,
  timeZone: string | undefined,
): EntryDateWindow {
  const today = wallTimeOf(now, timeZone).date;
  return { min: today, max: addDays(today, Math.max(0, rules.bookingBeforeDay)) };
}

/** The last exit date the rules allow for an entry date (a booking spans fewer than maximumBookingDays days). */
export function latestExitDate(entryDate: string, rules: Pick<BookingRules, 'maximumBookingDays'>): string {
  return addDays(entryDate, Math.max(0, rules.maximumBookingDays));
}
