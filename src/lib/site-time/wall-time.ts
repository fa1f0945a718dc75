/**
 * Dates and times at a site: wall time to an instant and back (with the rules for the hours a clock
 * change skips or repeats), calendar days.
 */
import { wallSecondsAt } from './wall-clock';

const SECONDS_PER_DAY = 86_400;

/** Zero-padded decimal, for the dates and times written here and in format.ts. */
export const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A calendar date and a time of day as the site's clocks show them ('2026-11-21', '08:15'). */
export interface WallTime {
  date: string;
  time: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

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
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
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
  const offsets = [asUtc - SECONDS_PER_DAY, asUtc + SECONDS_PER_DAY].map(
    (probe) => wallSecondsAt(probe, timeZone) - probe,
  );
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
