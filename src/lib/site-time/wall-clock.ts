/**
 * The wall clock of a site's IANA zone at an instant, read with the platform's Intl (the one place
 * that asks it). The home page needs only this part (the greeting's hour, read by the app and by the
 * server's first paint), so it is a file of its own: the bundler then leaves the rest of site-time
 * out of the home route.
 */
import type { Site, TenantLocale } from '../../generated/tenant';

/** The zone a site's times are shown and validated in: the site's, else the tenant's, else UTC. */
export function siteTimeZone(tenant: { locale: Pick<TenantLocale, 'timeZone'> }, site: Pick<Site, 'timeZone'>): string {
  return site.timeZone ?? tenant.locale.timeZone ?? 'UTC';
}

// One formatter per zone: making one costs ~100 us, formatting with it ~5 us. (A name such as
// 'constructor' finds an inherited member without .format: it throws below and reads UTC, as any
// name that is not a zone does.)
const formatters: Record<string, Intl.DateTimeFormat> = {};

// en-GB: 'DD/MM/YYYY, HH:mm:ss' (a 24-hour clock) in ASCII digits.
const formatterOf = (timeZone: string) => (formatters[timeZone] ??= new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'medium' }));

/**
 * Makes the zone's formatter ahead of its first use. A page's first Intl date format costs the
 * browser 20-40 ms (on a phone, four times that) to load its locale and zone data: called from a
 * task of its own, that cost stays out of the render of the screen that reads the clock
 * (docs/architecture.md#entry-split). An unknown zone is left for wallSecondsAt to read as UTC.
 */
export function prepareWallClock(timeZone: string): void {
  try {
    formatterOf(timeZone);
  } catch {
    // wallSecondsAt reads such a zone as UTC.
  }
}

/** The site's wall clock at an instant, read as if it were UTC (whole seconds); a missing or unknown zone reads UTC's. */
export function wallSecondsAt(epochSeconds: number, timeZone = 'UTC'): number {
  let shown: string;
  try {
    shown = formatterOf(timeZone).format(new Date(epochSeconds * 1000));
  } catch {
    return wallSecondsAt(epochSeconds);
  }
  const [day, month, year, hour, minute, second] = shown.match(/\d+/g)!.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
}

/** The hour of the day (0-23) the site's clocks show at an instant. */
export function hourInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  return new Date(wallSecondsAt(epochSeconds, timeZone) * 1000).getUTCHours();
}

/** The hour of the day (0-23) at a site at an instant: the welcome greeting's hour, in the app and in the server's first paint. */
export function siteHourAt(epochSeconds: number, tenant: { locale: Pick<TenantLocale, 'timeZone'> }, site: Pick<Site, 'timeZone'>): number {
  return hourInTimeZone(epochSeconds, siteTimeZone(tenant, site));
}
