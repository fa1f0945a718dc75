/** A tariff period in the largest unit that states it exactly, for "per hour" / "per 13.5 hours" labels. */
export interface OfferPeriod {
  unit: 'minute' | 'hour' | 'day';
  count: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
/** Quarter hours are stated in hours (13.5 hours reads better than 810 minutes); they are exact in binary. */
const QUARTER_HOUR = 15;

export function offerPeriod(periodMinutes: number): OfferPeriod {
  if (periodMinutes > 0 && periodMinutes % MINUTES_PER_DAY === 0)
    return { unit: 'day', count: periodMinutes / MINUTES_PER_DAY };
  if (periodMinutes >= MINUTES_PER_HOUR && periodMinutes % QUARTER_HOUR === 0)
    return { unit: 'hour', count: periodMinutes / MINUTES_PER_HOUR };
  return { unit: 'minute', count: periodMinutes };
}
