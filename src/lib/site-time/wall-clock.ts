/**
 * The wall clock of a site's IANA zone at an instant: from the zone's offsets when the server sent
 * them (docs/architecture.md#site-clock), else read with the platform's Intl (the one place that
 * asks it). The home page needs only this part (the greeting's hour, read by the app and by the
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
 * (docs/architecture.md#entry-split). Not needed when the server sent the zone's offsets
 * (learnZoneOffsets). An unknown zone is left for wallSecondsAt to read as UTC.
 */
export function prepareWallClock(timeZone: string): void {
  try {
    formatterOf(timeZone);
  } catch {
    // wallSecondsAt reads such a zone as UTC.
  }
}

/** The wall clock by the platform's Intl: whole seconds read as if UTC; a missing or unknown zone reads UTC's. */
function intlWallSecondsAt(epochSeconds: number, timeZone = 'UTC'): number {
  let shown: string;
  try {
    shown = formatterOf(timeZone).format(new Date(epochSeconds * 1000));
  } catch {
    return intlWallSecondsAt(epochSeconds);
  }
  const [day, month, year, hour, minute, second] = shown.match(/\d+/g)!.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
}

/** A stretch of time in which a zone's clocks stand `offsetSeconds` ahead of UTC: [from, until), epoch seconds. */
export interface ZoneOffsetSpan {
  from: number;
  until: number;
  offsetSeconds: number;
}

/** A zone's offsets over a stretch of time, one span per offset, in order and without gaps. */
export interface ZoneOffsets {
  timeZone: string;
  spans: ZoneOffsetSpan[];
}

const SECONDS_PER_HOUR = 3_600;
const intlOffsetAt = (epochSeconds: number, timeZone: string) => intlWallSecondsAt(epochSeconds, timeZone) - epochSeconds;

/**
 * A zone's offsets from `from` to `until` (whole epoch seconds), read with Intl: the offset every
 * hour, and where it changes, the second it changes found by halving. Clocks change at most once
 * in an hour (by hours or half hours), so no change is missed. The server sends these with a
 * shop's config (docs/architecture.md#site-clock) so that the phone reads its site's clock without
 * Intl's date formats, whose first use costs 20-40 ms of a phone's start.
 */
export function zoneOffsetsBetween(timeZone: string, from: number, until: number): ZoneOffsets {
  const spans: ZoneOffsetSpan[] = [];
  let start = from;
  let offset = intlOffsetAt(from, timeZone);
  for (let probe = from; probe < until; ) {
    const next = Math.min(probe + SECONDS_PER_HOUR, until);
    const nextOffset = intlOffsetAt(next, timeZone);
    if (nextOffset !== offset) {
      // The first second of the new offset lies in (probe, next].
      let low = probe;
      let high = next;
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (intlOffsetAt(mid, timeZone) === offset) low = mid;
        else high = mid;
      }
      spans.push({ from: start, until: high, offsetSeconds: offset });
      start = high;
      offset = nextOffset;
    }
    probe = next;
  }
  spans.push({ from: start, until, offsetSeconds: offset });
  return { timeZone, spans };
}

/** Offsets the server sent, by zone: read before Intl is asked. */
const learnt = new Map<string, readonly ZoneOffsetSpan[]>();

/**
 * Takes a zone's offsets from the server (the shop's config): until then, and outside the stretch
 * they cover, the clock is read with Intl. Replaces what was known of the zone.
 */
export function learnZoneOffsets(offsets: ZoneOffsets): void {
  learnt.set(offsets.timeZone, offsets.spans);
}

/** The site's wall clock at an instant, read as if it were UTC (whole seconds); a missing or unknown zone reads UTC's. */
export function wallSecondsAt(epochSeconds: number, timeZone = 'UTC'): number {
  const spans = learnt.get(timeZone);
  if (spans) {
    for (const span of spans) {
      if (epochSeconds >= span.from && epochSeconds < span.until) return Math.floor(epochSeconds) + span.offsetSeconds;
    }
  }
  return intlWallSecondsAt(epochSeconds, timeZone);
}

/** The hour of the day (0-23) the site's clocks show at an instant. */
export function hourInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  return new Date(wallSecondsAt(epochSeconds, timeZone) * 1000).getUTCHours();
}

/** The hour of the day (0-23) at a site at an instant: the welcome greeting's hour, in the app and in the server's first paint. */
export function siteHourAt(epochSeconds: number, tenant: { locale: Pick<TenantLocale, 'timeZone'> }, site: Pick<Site, 'timeZone'>): number {
  return hourInTimeZone(epochSeconds, siteTimeZone(tenant, site));
}
