import type { TopUpRules } from '../../../../flows/parking/top-up.machine';

/**
 * The quick extensions offered from the current exit (docs/rules.md#top-up-rules): the shortest
 * extension the tenant allows (its minimum interval, rounded up to whole rate periods), then the
 * next round durations that are whole rate periods too: three in all. Never one shorter than the
 * minimum ('+30 min' where 40 or 60 minutes is the least), never a part period paid as a whole one,
 * never past the latest exit the pass's conditions allow (ParkingBooking.latestExit).
 */
export const ROUND_EXTENSION_MINUTES = [15, 30, 60, 120, 180, 240, 360, 480, 720, 1440] as const;
export const QUICK_CHOICE_COUNT = 3;

export interface QuickExit {
  minutes: number;
  exit: number;
}

/** The extensions, in minutes, the rules allow as quick choices. */
export function quickMinutes(rules: Pick<TopUpRules, 'minimumIntervalMinutes' | 'ratePeriodMinutes'>): number[] {
  const period = rules.ratePeriodMinutes;
  const shortest = Math.ceil(rules.minimumIntervalMinutes / period) * period;
  const rounder = ROUND_EXTENSION_MINUTES.filter((minutes) => minutes > shortest && minutes % period === 0);
  return [shortest, ...rounder].slice(0, QUICK_CHOICE_COUNT);
}

/** New exits of the quick choices, whole seconds; those after `latestExit` (when not null) are left out. */
export function quickExits(
  currentExit: number,
  rules: Pick<TopUpRules, 'minimumIntervalMinutes' | 'ratePeriodMinutes'>,
  latestExit: number | null = null,
): QuickExit[] {
  return quickMinutes(rules)
    .map((minutes) => ({ minutes, exit: currentExit + minutes * 60 }))
    .filter((choice) => latestExit === null || choice.exit <= latestExit);
}

/** How a quick choice is labelled: minutes under an hour, whole hours, else hours and minutes. */
export function quickLabelParts(
  minutes: number,
):
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'hoursMinutes'; hours: number; minutes: number } {
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'hoursMinutes', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
