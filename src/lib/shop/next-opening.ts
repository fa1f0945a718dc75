import type { ShopSettings } from '../../generated/tenant';
import { addDays, epochOfWallTime, wallTimeOf } from '../site-time';
import { isOpenAt } from './fulfilment';

/** How far ahead a closed shop's next opening is looked for: a week and a day. */
const DAYS_AHEAD = 8;

function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * When a closed shop next opens (epoch seconds; docs/shop.md#closed): the earliest opening time of
 * its hours after `now`, in the site's zone, within a week and a day; null when none is (no hours,
 * or online ordering ends before). A moment the shop is already open at is not an opening.
 */
export function nextOpening(settings: ShopSettings, now: number, timeZone: string | undefined): number | null {
  const today = wallTimeOf(now, timeZone).date;
  for (let day = 0; day <= DAYS_AHEAD; day += 1) {
    const date = addDays(today, day);
    if (settings.serviceExpiry !== undefined && date > settings.serviceExpiry) return null;
    const weekday = isoWeekday(date);
    const opens = settings.openingHours
      .filter((h) => h.days.includes(weekday))
      .map((h) => epochOfWallTime({ date, time: h.open }, timeZone))
      .filter((at): at is number => at !== null && at > now && isOpenAt(settings, at, timeZone))
      .sort((a, b) => a - b);
    if (opens[0] !== undefined) return opens[0];
  }
  return null;
}
