/**
 * A duration in whole minutes in the largest units that say it exactly, as a key under
 * `parking:duration` and its values: 1440 → '1 day', 180 → '3 hours', 135 → '2 h 15 min',
 * 45 → '45 minutes' (never '1440 minutes' or '2 h 0 min').
 */
export interface DurationText {
  key: 'days' | 'hours' | 'hoursMinutes' | 'minutes';
  values: { count: number; minutes?: number };
}

const DAY = 24 * 60;

export function durationText(totalMinutes: number): DurationText {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes >= DAY && minutes % DAY === 0) return { key: 'days', values: { count: minutes / DAY } };
  if (minutes >= 60 && minutes % 60 === 0) return { key: 'hours', values: { count: minutes / 60 } };
  if (minutes >= 60) return { key: 'hoursMinutes', values: { count: Math.floor(minutes / 60), minutes: minutes % 60 } };
  return { key: 'minutes', values: { count: minutes } };
}
