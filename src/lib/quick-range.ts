import { epochOfWallTime, wallTimeOf } from './site-time';

/**
 * The quick ranges of booked time (spec: today, 1 week, 1 month, 3 months, 6 months, 1 year), shared
 * by the wallet history and My tickets (docs/rules.md#quick-ranges).
 */
export const QUICK_RANGES = ['today', '1w', '1m', '3m', '6m', '1y'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const DAYS: Record<Exclude<QuickRange, 'today'>, number> = { '1w': 7, '1m': 30, '3m': 91, '6m': 182, '1y': 365 };
const DAY = 86_400;

/** Seconds of midnight at the start of `date` ('YYYY-MM-DD') at the site (UTC seconds of that day when the zone skips it). */
export function startOfDay(date: string, timeZone: string | undefined): number {
  return epochOfWallTime({ date, time: '00:00' }, timeZone) ?? Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000);
}

/**
 * [dateStart, dateEnd) of a quick range ending now: today from the site's midnight; the others the
 * last N days. `nowSeconds` is the phone's clock, which may be minutes behind the server's that
 * stamps the rows, so the end is a day on: nothing is dated after the server's now, and a top-up
 * made a moment ago is in however slow the phone is.
 */
export function quickRange(
  range: QuickRange,
  nowSeconds: number,
  timeZone: string | undefined,
): { dateStart: number; dateEnd: number } {
  const dateEnd = nowSeconds + DAY;
  if (range === 'today') return { dateStart: startOfDay(wallTimeOf(nowSeconds, timeZone).date, timeZone), dateEnd };
  return { dateStart: nowSeconds - DAYS[range] * DAY, dateEnd };
}
