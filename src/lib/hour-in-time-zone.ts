/**
 * Hour of the day (0-23) of an instant in an IANA time zone, with the platform's Intl (no date
 * library needed). An unknown zone falls back to UTC.
 */
export function hourInTimeZone(instant: Date, timeZone: string | undefined): number {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: zone })
      .formatToParts(instant)
      .find((part) => part.type === 'hour')?.value;
  let hour: string | undefined;
  try {
    hour = format(timeZone ?? 'UTC');
  } catch {
    hour = format('UTC');
  }
  return Number(hour ?? 0) % 24;
}
