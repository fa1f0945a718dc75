/**
 * Time at a site. Every conversion between the wall clock of a site's IANA time zone and instants
 * (whole seconds since the epoch, as on the wire) lives here, for the browser, the flows and the
 * server alike. It is built on the platform's Intl.DateTimeFormat alone: no date library, so it
 * costs the phone bundle nothing and reads the same zone database in Node and in the browser.
 * A missing or unknown zone is UTC.
 */

/** A calendar date and a time of day as the site's clocks show them ('2026-11-21', '08:15'). */
export interface WallTime {
  date: string;
  time: string;
}

const SECONDS_PER_DAY = 86_400;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

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
function wallSecondsAt(epochSeconds: number, timeZone: string | undefined): number {
  if (!timeZone) return Math.floor(epochSeconds);
  const parts = formatterFor(timeZone).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) / 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function wallTimeOfUtcSeconds(wallSeconds: number): WallTime {
  const at = new Date(wallSeconds * 1000);
  return {
    date: `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
  };
}

/** A wall time read as UTC (seconds); null when the date or time is malformed or does not exist. */
function utcSecondsOfWall({ date, time }: WallTime): number | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(ms);
  // 2026-02-31 rolls over in Date.UTC: refuse it rather than book another day.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms / 1000;
}

/** The date and time (to the minute) the site's clocks show at an instant. */
export function wallTimeOf(epochSeconds: number, timeZone: string | undefined): WallTime {
  return wallTimeOfUtcSeconds(wallSecondsAt(epochSeconds, timeZone));
}

/**
 * The instant at which the site's clocks show this date and time; null when malformed. In the hour
 * a clock skips (daylight saving starts) the time is read with the offset before the change (so
 * 02:30 becomes 03:30); in the hour it repeats, the earlier of the two instants.
 */
export function epochOfWallTime(wall: WallTime, timeZone: string | undefined): number | null {
  const asUtc = utcSecondsOfWall(wall);
  if (asUtc === null || !timeZone) return asUtc;
  // Offsets a day either side bracket any change near this time; try the larger offset first so a
  // repeated hour resolves to its earlier instant.
  const offsets = [asUtc - SECONDS_PER_DAY, asUtc + SECONDS_PER_DAY].map((probe) => wallSecondsAt(probe, timeZone) - probe);
  const candidates = [...new Set(offsets)].sort((a, b) => b - a).map((offset) => asUtc - offset);
  const exact = candidates.find((candidate) => wallSecondsAt(candidate, timeZone) === asUtc);
  if (exact !== undefined) return exact;
  // A skipped time: the offset before the change, i.e. the smaller one.
  return asUtc - Math.min(...offsets);
}

/** A calendar date `days` later ('2026-11-30' + 2 = '2026-12-02'); a malformed date is returned as is. */
export function addDays(date: string, days: number): string {
  const asUtc = utcSecondsOfWall({ date, time: '00:00' });
  if (asUtc === null) return date;
  return wallTimeOfUtcSeconds(asUtc + days * SECONDS_PER_DAY).date;
}

/** The site's calendar date at an instant as a day number (days from 1970-01-01 to that date). */
export function calendarDayInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  return Math.floor(wallSecondsAt(epochSeconds, timeZone) / SECONDS_PER_DAY);
}

/** Calendar days from the date of `from` to the date of `to`, both at the site (negative when `to` is earlier). */
export function calendarDaysBetween(fromSeconds: number, toSeconds: number, timeZone: string | undefined): number {
  return calendarDayInTimeZone(toSeconds, timeZone) - calendarDayInTimeZone(fromSeconds, timeZone);
}

/** The hour of the day (0-23) the site's clocks show at an instant. */
export function hourInTimeZone(epochSeconds: number, timeZone: string | undefined): number {
  return new Date(wallSecondsAt(epochSeconds, timeZone) * 1000).getUTCHours();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// The tokens of the tenant's formats ('HH:mm DD/MM/YYYY'), with [text] kept as is: dayjs's format tokens.
const FORMAT_TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;

/**
 * An instant as the site's clocks show it, in a tenant's format: the tokens of dayjs's format
 * (YYYY YY M MM MMM MMMM D DD d dd ddd dddd H HH h hh a A m mm s ss SSS Z ZZ, English names,
 * [escaped text]), so tenant files keep the formats they were written with.
 */
export function formatInTimeZone(epochSeconds: number, format: string, timeZone: string | undefined): string {
  const wallSeconds = wallSecondsAt(epochSeconds, timeZone);
  const at = new Date(wallSeconds * 1000);
  const [year, month, day, weekday, hour, minute, second] = [
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
    at.getUTCDay(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
  ] as const;
  const offsetMinutes = Math.round((wallSeconds - Math.floor(epochSeconds)) / 60);
  const zone = `${offsetMinutes >= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  const milliseconds = Math.floor(((epochSeconds * 1000) % 1000) + 1000) % 1000;
  const hour12 = hour % 12 || 12;
  const token: Record<string, string> = {
    YY: String(year).slice(-2),
    YYYY: pad(year, 4),
    M: String(month + 1),
    MM: pad(month + 1),
    MMM: MONTHS[month]!.slice(0, 3),
    MMMM: MONTHS[month]!,
    D: String(day),
    DD: pad(day),
    d: String(weekday),
    dd: WEEKDAYS[weekday]!.slice(0, 2),
    ddd: WEEKDAYS[weekday]!.slice(0, 3),
    dddd: WEEKDAYS[weekday]!,
    H: String(hour),
    HH: pad(hour),
    h: String(hour12),
    hh: pad(hour12),
    a: hour < 12 ? 'am' : 'pm',
    A: hour < 12 ? 'AM' : 'PM',
    m: String(minute),
    mm: pad(minute),
    s: String(second),
    ss: pad(second),
    SSS: pad(milliseconds, 3),
    Z: zone,
    ZZ: zone.replace(':', ''),
  };
  return format.replace(FORMAT_TOKENS, (match, escaped: string | undefined) => escaped ?? token[match] ?? match);
}
