export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

/** Greeting for an hour of the day (0-23) at the site. */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
