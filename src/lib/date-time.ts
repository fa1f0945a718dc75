import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Formats a wire timestamp (whole seconds, docs/rules.md#timestamps) in the site's IANA time zone, not the
 * browser's, with a dayjs format. An unknown zone falls back to UTC rather than failing.
 */
export function formatInTimeZone(epochSeconds: number, format: string, timeZone: string | undefined): string {
  const instant = dayjs.unix(epochSeconds);
  if (!timeZone) return instant.utc().format(format);
  try {
    return instant.tz(timeZone).format(format);
  } catch {
    return instant.utc().format(format);
  }
}
