import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayInTimeZone, calendarDaysBetween } from './calendar-day';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['Pacific/Auckland', 'Australia/Sydney', 'Australia/Brisbane', 'Asia/Shanghai', 'Europe/London', 'America/New_York', 'UTC'];

describe('calendarDayInTimeZone', () => {
  it("counts the site's local date, not UTC's", () => {
    // 2031-03-03T11:30Z is already 4 March in Auckland (UTC+13) but still 3 March in London.
    const instant = Date.parse('2031-03-03T11:30:00Z') / 1000;
    const third = Date.UTC(2031, 2, 3) / 86_400_000;
    expect(calendarDayInTimeZone(instant, 'Pacific/Auckland')).toBe(third + 1);
    expect(calendarDayInTimeZone(instant, 'Europe/London')).toBe(third);
    expect(calendarDaysBetween(instant - 3600, instant, 'Pacific/Auckland')).toBe(1);
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const instant = Date.parse('2031-03-03T23:30:00Z') / 1000;
    const third = Date.UTC(2031, 2, 3) / 86_400_000;
    expect(calendarDayInTimeZone(instant, undefined)).toBe(third);
    expect(calendarDayInTimeZone(instant, 'Not/AZone')).toBe(third);
  });

  it('agrees with dayjs in every zone, across DST changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.constantFrom(...ZONES), (seconds, zone) => {
        const local = dayjs.unix(seconds).tz(zone);
        const expected = Date.UTC(local.year(), local.month(), local.date()) / 86_400_000;
        expect(calendarDayInTimeZone(seconds, zone)).toBe(expected);
      }),
    );
  });
});
