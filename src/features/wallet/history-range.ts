import { startOfDay, type QuickRange } from '../../lib/quick-range';

const DAY = 86_400;

export { QUICK_RANGES, quickRange, startOfDay, type QuickRange } from '../../lib/quick-range';
/** The history's quick ranges and a custom one. */
export type HistoryRangeChoice = QuickRange | 'custom';

/** [dateStart, dateEnd) of a custom range of whole days at the site, `to` included; null when it names none. */
export function customRange(
  from: string,
  to: string,
  timeZone: string | undefined,
): { dateStart: number; dateEnd: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  const dateStart = startOfDay(from, timeZone);
  const dateEnd = startOfDay(to, timeZone) + DAY;
  return dateEnd > dateStart ? { dateStart, dateEnd } : null;
}
