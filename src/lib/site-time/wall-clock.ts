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
const formatterOf = (timeZone: string) =>
  (formatters[timeZone] ??= new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'medium' }));

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

/** The wall clock Intl shows at an instant, read as if it were UTC (whole seconds); an unknown zone reads UTC's. */
function wallSecondsByIntl(epochSeconds: number, timeZone: string): number {
  let shown: string;
  try {
    shown = formatterOf(timeZone).format(new Date(epochSeconds * 1000));
  } catch {
    return Math.floor(epochSeconds);
  }
  const [day, month, year, hour, minute, second] = shown.match(/\d+/g)!.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
}

/**
 * A zone's offset (wall clock minus UTC, in seconds) for each quarter hour of UTC it was asked
 * about: every quote and order reads the wall clock several times, and a formatted date costs
 * about 15 us where an addition costs nothing. A quarter hour is taken to hold one offset when its
 * first and last second have the same one: a zone never changes offset twice within 15 minutes.
 * Today's zones change on quarter hours of UTC, so a change starts a quarter hour; one that holds a
 * change (Monrovia's 1972 change at 00:44:30 UTC) is marked MIXED and each of its instants is asked
 * of Intl. Bounded: a zone's map is emptied when it reaches OFFSET_BUCKETS_PER_ZONE (about six
 * weeks of quarter hours, more than the stays a site's quotes span in a while), which costs only
 * reads again.
 */
const OFFSET_BUCKET_SECONDS = 900;
const OFFSET_BUCKETS_PER_ZONE = 4096;
const MIXED = Number.NaN;
const offsetsByZone = new Map<string, Map<number, number>>();

/** Keeps a quarter hour's offset (or MIXED) for a zone, within the zone's bound. */
function rememberOffset(timeZone: string, bucket: number, offset: number): void {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) offsetsByZone.set(timeZone, (offsets = new Map()));
  if (offsets.size >= OFFSET_BUCKETS_PER_ZONE) offsets.clear();
  offsets.set(bucket, offset);
}

function offsetOfBucket(bucket: number, timeZone: string): number {
  const known = offsetsByZone.get(timeZone)?.get(bucket);
  if (known !== undefined) return known;
  const first = bucket * OFFSET_BUCKET_SECONDS;
  const last = first + OFFSET_BUCKET_SECONDS - 1;
  const atFirst = wallSecondsByIntl(first, timeZone) - first;
  const offset = wallSecondsByIntl(last, timeZone) - last === atFirst ? atFirst : MIXED;
  rememberOffset(timeZone, bucket, offset);
  return offset;
}

/**
 * What this process knows of a zone's offsets for `count` quarter hours from the one that holds
 * `epochSeconds`, as 'quarterHour:offset' pairs separated by spaces (one that holds a change is
 * left out). The server writes it into the pages it draws (docs/architecture.md#first-paint), so the
 * browser reads the site's clock on its first screen without making an Intl formatter, which costs
 * a page its first 12-31 ms of Intl (four times that on a slow phone).
 */
export function zoneOffsetsFrom(epochSeconds: number, timeZone: string, count: number): string {
  const first = Math.floor(epochSeconds / OFFSET_BUCKET_SECONDS);
  const pairs: string[] = [];
  for (let bucket = first; bucket < first + count; bucket += 1) {
    const offset = offsetOfBucket(bucket, timeZone);
    if (!Number.isNaN(offset)) pairs.push(`${bucket}:${offset}`);
  }
  return pairs.join(' ');
}

/** Offsets are whole seconds within a day either side of UTC (today's zones are within -12 and +14 hours). */
const MAX_OFFSET_SECONDS = 86_400;

/**
 * Takes a zone's offsets read by the server (zoneOffsetsFrom) as this process's own: the wall clock
 * then needs no Intl for those quarter hours. Pairs that are not whole numbers, or offsets beyond a
 * day, are ignored. Returns how many were taken.
 */
export function learnZoneOffsets(timeZone: string, encoded: string): number {
  let learnt = 0;
  for (const pair of encoded.split(' ')) {
    const match = /^(-?\d{1,12}):(-?\d{1,6})$/.exec(pair);
    if (!match) continue;
    const [bucket, offset] = [Number(match[1]), Number(match[2])];
    if (Math.abs(offset) >= MAX_OFFSET_SECONDS) continue;
    rememberOffset(timeZone, bucket, offset);
    learnt += 1;
  }
  return learnt;
}

/** The site's wall clock at an instant, read as if it were UTC (whole seconds); a missing or unknown zone reads UTC's. */
export function wallSecondsAt(epochSeconds: number, timeZone = 'UTC'): number {
  const offset = offsetOfBucket(Math.floor(epochSeconds / OFFSET_BUCKET_SECONDS), timeZone);
  return Number.isNaN(offset) ? wallSecondsByIntl(epochSeconds, timeZone) : Math.floor(epochSeconds) + offset;
}

/** The hour of the day (0-23) the site's clocks show at an instant. */
export function hourInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  return new Date(wallSecondsAt(epochSeconds, timeZone) * 1000).getUTCHours();
}

/** The hour of the day (0-23) at a site at an instant: the welcome greeting's hour, in the app and in the server's first paint. */
export function siteHourAt(
  epochSeconds: number,
  tenant: { locale: Pick<TenantLocale, 'timeZone'> },
  site: Pick<Site, 'timeZone'>,
): number {
  return hourInTimeZone(epochSeconds, siteTimeZone(tenant, site));
}
