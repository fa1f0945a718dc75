/**
 * An offer's conditions in parts a sentence is made of (docs/rules.md#offer-terms): clock times in
 * the tenant's clock (12 or 24 hours, as its datetimeFormat writes them) and runs of weekdays
 * ('Mon–Fri'). The words themselves are the locale's (src/tenant/use-offer-terms.ts).
 */
import type { Weekday } from './offer-pass';

/** Monday first, as a week is read on a timetable. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** True when a dayjs-token format writes hours on a 12-hour clock ('h:mm A'); [escaped] text is ignored. */
export function isTwelveHourFormat(format: string): boolean {
  return /h/.test(format.replace(/\[[^\]]*]/g, ''));
}

/** An 'HH:mm' clock time as the tenant's clock shows it: '6:00' / '19:00', or '6:00 AM' / '7:00 PM'. */
export function clockText(time: string, twelveHour: boolean): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (!twelveHour) return `${hours}:${mm}`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The days as runs of consecutive days, Monday first: [mon..fri] is one run, [sat, sun] one, [mon, wed] two. */
export function weekdayRuns(days: readonly Weekday[]): Array<[Weekday, Weekday]> {
  const runs: Array<[Weekday, Weekday]> = [];
  for (const day of WEEK_FROM_MONDAY) {
    if (!days.includes(day)) continue;
    const last = runs[runs.length - 1];
    if (last && WEEK_FROM_MONDAY.indexOf(last[1]) === WEEK_FROM_MONDAY.indexOf(day) - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
