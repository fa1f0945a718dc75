/**
 * Flat passes (docs/rules.md#offer-terms): the longest stay an offer's conditions allow, and whether
 * that keeps every stay within one tariff period. Apart from offer-conditions.ts, which reads the
 * site's clock, so that the home page's offer cards do not load the site-time code with it.
 */
import type { OfferConditions, OfferExitBound, Tariff } from '../generated/tenant';

export type Weekday = NonNullable<OfferExitBound['weekday']>;

const MINUTES_PER_DAY = 24 * 60;

/** Index of each day as Date#getUTCDay counts (Sunday 0). */
export const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Minutes since midnight of an 'HH:mm' clock time. */
export function clockMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export const entryFromOf = (conditions: OfferConditions) => conditions.entryFrom ?? '00:00';
export const entryUntilOf = (conditions: OfferConditions) => conditions.entryUntil ?? '23:59';

/** The days of the week an entry may fall on. */
export const entryDaysOf = (conditions: OfferConditions): readonly Weekday[] => conditions.entryDays ?? WEEKDAYS;

/**
 * The longest stay the conditions allow, in minutes of the site's clock (a clock change may add or
 * take an hour); null when nothing bounds it.
 */
export function longestStayMinutes(conditions: OfferConditions | undefined): number | null {
  if (!conditions) return null;
  const bounds: number[] = [];
  if (conditions.maximumStayMinutes !== undefined) bounds.push(conditions.maximumStayMinutes);
  const latest = conditions.latestExit;
  if (latest) {
    const from = clockMinutes(entryFromOf(conditions));
    const perDay = entryDaysOf(conditions).map((day) => {
      const offset =
        latest.weekday === undefined
          ? (latest.daysAfterEntry ?? 0)
          : (WEEKDAYS.indexOf(latest.weekday) - WEEKDAYS.indexOf(day) + 7) % 7;
      return offset * MINUTES_PER_DAY + clockMinutes(latest.time) - from;
    });
    bounds.push(Math.max(0, ...perDay));
  }
  return bounds.length === 0 ? null : Math.min(...bounds);
}

/**
 * A flat pass: an offer whose conditions keep every stay within one period of its tariff, so its
 * price is one period whatever the times ('$18.00, enter 6:00-9:30, leave by 19:00', never '$18.00 per 13 hours').
 */
export function isFlatPass(tariff: Pick<Tariff, 'periodMinutes'>, conditions: OfferConditions | undefined): boolean {
  const longest = longestStayMinutes(conditions);
  return longest !== null && longest <= tariff.periodMinutes;
}

/** The price of one flat pass: one period (under any daily maximum), plus the flat fee. */
export function flatPassPrice(
  tariff: Pick<Tariff, 'pricePerPeriod'> & { dailyMaximum?: number | null; flatFee?: number },
): number {
  const period =
    tariff.dailyMaximum === undefined || tariff.dailyMaximum === null
      ? tariff.pricePerPeriod
      : Math.min(tariff.pricePerPeriod, tariff.dailyMaximum);
  return period + (tariff.flatFee ?? 0);
}
