/**
 * The calendar date of an instant in an IANA time zone, as a day number (days since 1970-01-01 of
 * that local date), with the platform's Intl: no date library, so it runs the same in the browser
 * and on the server. An unknown zone falls back to UTC.
 */
const SECONDS_PER_DAY = 86_400;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    } catch {
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function calendarDayInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  if (!timeZone) return Math.floor(epochSeconds / SECONDS_PER_DAY);
  const parts = formatterFor(timeZone).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(part('year'), part('month') - 1, part('day')) / 1000 / SECONDS_PER_DAY);
}

/** Calendar days from the date of `from` to the date of `to`, both in the zone (negative when `to` is earlier). */
export function calendarDaysBetween(fromSeconds: number, toSeconds: number, timeZone: string | undefined): number {
  return calendarDayInTimeZone(toSeconds, timeZone) - calendarDayInTimeZone(fromSeconds, timeZone);
}
