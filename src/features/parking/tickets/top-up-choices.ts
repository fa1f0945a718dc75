import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The quick extensions offered from the current exit. */
export const TOP_UP_QUICK_MINUTES = [30, 60, 120] as const;

export interface QuickExit {
  minutes: number;
  exit: number;
}

/** New exits of the quick choices, whole seconds. */
export function quickExits(currentExit: number): QuickExit[] {
  return TOP_UP_QUICK_MINUTES.map((minutes) => ({ minutes, exit: currentExit + minutes * 60 }));
}

/** The values of date and time inputs showing an instant at the site: 'YYYY-MM-DD' and 'HH:mm'. */
export function zonedInputValues(epochSeconds: number, timeZone: string | undefined): { date: string; time: string } {
  const instant = dayjs.unix(epochSeconds);
  let local = instant.utc();
  if (timeZone) {
    try {
      local = instant.tz(timeZone);
    } catch {
      // An unknown zone shows UTC, as formatInTimeZone does.
    }
  }
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_INPUT = /^\d{2}:\d{2}$/;

/** The instant (whole seconds) of a date and time typed as the site's local time; null when incomplete or invalid. */
export function epochFromZonedInput(date: string, time: string, timeZone: string | undefined): number | null {
  if (!DATE_INPUT.test(date) || !TIME_INPUT.test(time)) return null;
  const text = `${date}T${time}:00`;
  const local = dayjs.utc(text);
  if (!local.isValid() || local.format('YYYY-MM-DDTHH:mm:ss') !== text) return null;
  if (!timeZone) return local.unix();
  try {
    return dayjs.tz(text, timeZone).unix();
  } catch {
    return local.unix();
  }
}
