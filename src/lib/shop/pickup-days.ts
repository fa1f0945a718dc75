/**
 * Pickup slots as a customer reads them (docs/shop.md#pickup): the earliest first, as 'as soon as
 * possible', then the others under the day they fall on at the site, by time of day alone; a flat
 * list of full dates is a long scroll that says the date again on every line.
 */
import { addDays, formatInTimeZone } from '../site-time';

export interface PickupDay {
  /** The calendar day at the site, 'YYYY-MM-DD'. */
  readonly day: string;
  /** 'today', 'tomorrow', or null for a later day (named by its date). */
  readonly relative: 'today' | 'tomorrow' | null;
  readonly slots: readonly number[];
}

export interface PickupChoices {
  /** The earliest slot, offered as 'as soon as possible'; undefined when none is left. */
  readonly soonest: number | undefined;
  /** The other slots by day, in order. */
  readonly days: readonly PickupDay[];
}

export const siteDayOf = (epochSeconds: number, timeZone: string | undefined): string =>
  formatInTimeZone(epochSeconds, 'YYYY-MM-DD', timeZone);

export function pickupChoices(slots: readonly number[], now: number, timeZone: string | undefined): PickupChoices {
  const today = siteDayOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  const days: PickupDay[] = [];
  for (const slot of slots.slice(1)) {
    const day = siteDayOf(slot, timeZone);
    const last = days.at(-1);
    if (last?.day === day) (last.slots as number[]).push(slot);
    else days.push({ day, relative: day === today ? 'today' : day === tomorrow ? 'tomorrow' : null, slots: [slot] });
  }
  return { soonest: slots[0], days };
}
