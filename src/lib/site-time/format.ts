/** Instants written in a tenant's date format, as the site's clocks show them. */
import { wallSecondsAt } from './wall-clock';
import { pad } from './wall-time';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// The tokens of the tenant's formats ('HH:mm DD/MM/YYYY'), with [text] kept as is: dayjs's format tokens.
const FORMAT_TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;

/**
 * An instant as the site's clocks show it, in a tenant's format: the tokens of dayjs's format
 * (YYYY YY M MM MMM MMMM D DD d dd ddd dddd H HH h hh a A m mm s ss SSS Z ZZ, English names,
 * [escaped text]), so tenant files keep the formats they were written with.
 */
export function formatInTimeZone(epochSeconds: number, format: string, timeZone: string | undefined): string {
  const wallSeconds = wallSecondsAt(epochSeconds, timeZone);
  const at = new Date(wallSeconds * 1000);
  const [year, month, day, weekday, hour, minute, second] = [
    at.getUTCFullYear(),
    at.getUTCMonth(),
    at.getUTCDate(),
    at.getUTCDay(),
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
  ] as const;
  const offsetMinutes = Math.round((wallSeconds - Math.floor(epochSeconds)) / 60);
  const zone = `${offsetMinutes >= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  const milliseconds = Math.floor(((epochSeconds * 1000) % 1000) + 1000) % 1000;
  const hour12 = hour % 12 || 12;
  const token: Record<string, string> = {
    YY: String(year).slice(-2),
    YYYY: pad(year, 4),
    M: String(month + 1),
    MM: pad(month + 1),
    MMM: MONTHS[month]!.slice(0, 3),
    MMMM: MONTHS[month]!,
    D: String(day),
    DD: pad(day),
    d: String(weekday),
    dd: WEEKDAYS[weekday]!.slice(0, 2),
    ddd: WEEKDAYS[weekday]!.slice(0, 3),
    dddd: WEEKDAYS[weekday]!,
    H: String(hour),
    HH: pad(hour),
    h: String(hour12),
    hh: pad(hour12),
    a: hour < 12 ? 'am' : 'pm',
    A: hour < 12 ? 'AM' : 'PM',
    m: String(minute),
    mm: pad(minute),
    s: String(second),
    ss: pad(second),
    SSS: pad(milliseconds, 3),
    Z: zone,
    ZZ: zone.replace(':', ''),
  };
  return format.replace(FORMAT_TOKENS, (match, escaped: string | undefined) => escaped ?? token[match] ?? match);
}
