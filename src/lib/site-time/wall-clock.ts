/**
 * The wall clock of a site's IANA zone at an instant, read with the platform's Intl (the one place
 * that asks Intl). The home page needs only this part (the greeting's hour), so it is a file of its
 * own: the bundler then leaves the rest of site-time out of the home route.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock to the second; an unknown zone gets UTC's. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The site's wall clock at an instant, read as if it were UTC (whole seconds). */
export function wallSecondsAt(epochSeconds: number, timeZone: string | undefined): number {
  if (!timeZone) return Math.floor(epochSeconds);
  const parts = formatterFor(timeZone).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) / 1000;
}

/** The hour of the day (0-23) the site's clocks show at an instant. */
export function hourInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  return new Date(wallSecondsAt(epochSeconds, timeZone) * 1000).getUTCHours();
}
