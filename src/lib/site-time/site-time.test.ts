import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT } from '../date-formats';
import {
  addDays,
  calendarDayInTimeZone,
  calendarDaysBetween,
  epochOfWallTime,
  formatInTimeZone,
  hourInTimeZone,
  prepareWallClock,
  siteHourAt,
  wallTimeOf,
} from '.';

// dayjs with its time-zone plugins is the oracle the Intl implementation is checked against.
dayjs.extend(utc);
dayjs.extend(timezone);

const AUCKLAND = 'Pacific/Auckland';
// 2026-11-21 08:15 in Auckland (NZDT, +13) is 2026-11-20 19:15 UTC.
const AUCKLAND_MORNING = Date.UTC(2026, 10, 20, 19, 15) / 1000;
// 2023-06-12T14:00:00Z (1686578400).
const SAMPLE = 1686578400;
const ZONES = [
  'UTC',
  AUCKLAND,
  'Australia/Sydney',
  'Australia/Brisbane',
  'Asia/Shanghai',
  'Europe/London',
  'America/New_York',
  'Asia/Kathmandu',
  'Pacific/Chatham',
];
const zones = fc.constantFrom(...ZONES);
// 2000-01-01 .. 2100-01-01, whole minutes.
const instants = fc.integer({ min: 946_684_800 / 60, max: 4_102_444_800 / 60 }).map((minutes) => minutes * 60);
const seconds = fc.integer({ min: 0, max: 4_102_444_800 });

describe('wallTimeOf', () => {
  it("reads the site's clock, not the browser's", () => {
    expect(wallTimeOf(AUCKLAND_MORNING, AUCKLAND)).toEqual({ date: '2026-11-21', time: '08:15' });
    expect(wallTimeOf(AUCKLAND_MORNING, 'UTC')).toEqual({ date: '2026-11-20', time: '19:15' });
  });

  it('is UTC without a zone or with an unknown one', () => {
    expect(wallTimeOf(AUCKLAND_MORNING, undefined)).toEqual({ date: '2026-11-20', time: '19:15' });
    expect(wallTimeOf(AUCKLAND_MORNING, 'Not/AZone')).toEqual({ date: '2026-11-20', time: '19:15' });
    for (const name of ['', 'constructor', '__proto__', 'toString'])
      expect(wallTimeOf(AUCKLAND_MORNING, name)).toEqual({ date: '2026-11-20', time: '19:15' });
  });

  it('shows midnight as 00:00', () => {
    expect(wallTimeOf(Date.UTC(2026, 10, 21, 11, 0) / 1000, AUCKLAND)).toEqual({ date: '2026-11-22', time: '00:00' });
  });

  it('agrees with dayjs in every zone, across DST changes', () => {
    fc.assert(
      fc.property(seconds, zones, (at, zone) => {
        const local = dayjs.unix(at).tz(zone);
        expect(wallTimeOf(at, zone)).toEqual({ date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') });
      }),
    );
  });
});

describe('prepareWallClock', () => {
  it('makes the formatter ahead of use without changing what is read; an unknown zone still reads UTC', () => {
    const at = Date.UTC(2026, 10, 23, 17, 0) / 1000;
    expect(() => prepareWallClock('Asia/Shanghai')).not.toThrow();
    expect(hourInTimeZone(at, 'Asia/Shanghai')).toBe(1);
    expect(() => prepareWallClock('Not/AZone')).not.toThrow();
    expect(hourInTimeZone(at, 'Not/AZone')).toBe(17);
  });
});

describe('epochOfWallTime', () => {
  it('is the instant the site shows that time', () => {
    expect(epochOfWallTime({ date: '2026-11-21', time: '08:15' }, AUCKLAND)).toBe(AUCKLAND_MORNING);
    expect(epochOfWallTime({ date: '2026-06-21', time: '08:15' }, AUCKLAND)).toBe(Date.UTC(2026, 5, 20, 20, 15) / 1000);
    expect(epochOfWallTime({ date: '2026-11-20', time: '19:15' }, undefined)).toBe(AUCKLAND_MORNING);
  });

  it('refuses malformed or impossible dates and times', () => {
    for (const wall of [
      { date: '2026-02-31', time: '10:00' },
      { date: '2026-02-30', time: '09:30' },
      { date: '2026-11-21', time: '24:00' },
      { date: '2026-11-21', time: '25:00' },
      { date: '21/11/2026', time: '10:00' },
      { date: '', time: '09:30' },
      { date: '2026-11-21', time: '' },
    ]) {
      expect(epochOfWallTime(wall, AUCKLAND)).toBeNull();
    }
  });

  it('moves a time the clocks skip forward by the change (NZ, 27 Sep 2026 02:00 → 03:00)', () => {
    expect(wallTimeOf(epochOfWallTime({ date: '2026-09-27', time: '02:30' }, AUCKLAND) ?? 0, AUCKLAND)).toEqual({
      date: '2026-09-27',
      time: '03:30',
    });
  });

  it('takes the earlier of a repeated time (NZ, 5 Apr 2026 03:00 → 02:00)', () => {
    expect(epochOfWallTime({ date: '2026-04-05', time: '02:30' }, AUCKLAND)).toBe(Date.UTC(2026, 3, 4, 13, 30) / 1000);
  });

  it('round-trips every wall time the site shows', () => {
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        const wall = wallTimeOf(instant, zone);
        const back = epochOfWallTime(wall, zone);
        expect(back).not.toBeNull();
        expect(wallTimeOf(back ?? 0, zone)).toEqual(wall);
      }),
    );
  });

  it('gives back the very instant, except for the later pass of a repeated hour', () => {
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        const back = epochOfWallTime(wallTimeOf(instant, zone), zone) ?? Number.NaN;
        // Equal, or the earlier instant showing the same wall time (clocks went back within a few hours).
        expect(back === instant || (back < instant && instant - back <= 3 * 3600)).toBe(true);
      }),
    );
  });

  it('is never more than the change away from the wall time read as a local time, gap or not', () => {
    fc.assert(
      fc.property(instants, zones, fc.integer({ min: -90, max: 90 }), (instant, zone, shiftMinutes) => {
        // Any wall time near a real one, including those inside a skipped hour.
        const wall = wallTimeOf(instant, zone);
        const asUtc = Date.parse(`${wall.date}T${wall.time}:00Z`) / 1000 + shiftMinutes * 60;
        const shifted = new Date(asUtc * 1000).toISOString();
        const epoch = epochOfWallTime({ date: shifted.slice(0, 10), time: shifted.slice(11, 16) }, zone);
        expect(epoch).not.toBeNull();
        const shown = wallTimeOf(epoch ?? 0, zone);
        const shownAsUtc = Date.parse(`${shown.date}T${shown.time}:00Z`) / 1000;
        // Shown as typed, or (in a skipped hour) moved forward by at most the change.
        expect(shownAsUtc - asUtc).toBeGreaterThanOrEqual(0);
        expect(shownAsUtc - asUtc).toBeLessThanOrEqual(3600);
      }),
    );
  });
});

describe('date and time inputs at the site (booking and top-up)', () => {
  // 2026-01-15 09:30 in Auckland (NZDT, UTC+13) is 2026-01-14 20:30 UTC.
  const aucklandMorning = Date.UTC(2026, 0, 14, 20, 30) / 1000;

  it('shows an instant as the site local date and time', () => {
    expect(wallTimeOf(aucklandMorning, AUCKLAND)).toEqual({ date: '2026-01-15', time: '09:30' });
    expect(wallTimeOf(aucklandMorning, undefined)).toEqual({ date: '2026-01-14', time: '20:30' });
  });

  it('reads a typed site local time back as the same instant', () => {
    expect(epochOfWallTime({ date: '2026-01-15', time: '09:30' }, AUCKLAND)).toBe(aucklandMorning);
    expect(epochOfWallTime({ date: '2026-01-14', time: '20:30' }, undefined)).toBe(aucklandMorning);
  });

  it('round-trips across a daylight-saving change', () => {
    // NZ standard time (UTC+12) in July.
    const july = Date.UTC(2026, 6, 1, 0, 0) / 1000;
    const wall = wallTimeOf(july, AUCKLAND);
    expect(wall).toEqual({ date: '2026-07-01', time: '12:00' });
    expect(epochOfWallTime(wall, AUCKLAND)).toBe(july);
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
  });
});

describe('calendarDayInTimeZone', () => {
  it("counts the site's local date, not UTC's", () => {
    // 2031-03-03T11:30Z is already 4 March in Auckland (UTC+13) but still 3 March in London.
    const instant = Date.parse('2031-03-03T11:30:00Z') / 1000;
    const third = Date.UTC(2031, 2, 3) / 86_400_000;
    expect(calendarDayInTimeZone(instant, AUCKLAND)).toBe(third + 1);
    expect(calendarDayInTimeZone(instant, 'Europe/London')).toBe(third);
    expect(calendarDaysBetween(instant - 3600, instant, AUCKLAND)).toBe(1);
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const instant = Date.parse('2031-03-03T23:30:00Z') / 1000;
    const third = Date.UTC(2031, 2, 3) / 86_400_000;
    expect(calendarDayInTimeZone(instant, undefined)).toBe(third);
    expect(calendarDayInTimeZone(instant, 'Not/AZone')).toBe(third);
  });

  it('agrees with dayjs in every zone, across DST changes', () => {
    fc.assert(
      fc.property(seconds, zones, (at, zone) => {
        const local = dayjs.unix(at).tz(zone);
        expect(calendarDayInTimeZone(at, zone)).toBe(Date.UTC(local.year(), local.month(), local.date()) / 86_400_000);
      }),
    );
  });
});

describe('siteHourAt', () => {
  it("reads the site's zone, else the tenant's, else UTC", () => {
    expect(siteHourAt(SAMPLE, { locale: { timeZone: 'Asia/Shanghai' } }, { timeZone: AUCKLAND })).toBe(2);
    expect(siteHourAt(SAMPLE, { locale: { timeZone: 'Asia/Shanghai' } }, {})).toBe(22);
    expect(siteHourAt(SAMPLE, { locale: {} }, {})).toBe(14);
  });
});

describe('hourInTimeZone', () => {
  it("gives the hour at the site, not the browser's", () => {
    expect(hourInTimeZone(SAMPLE, 'UTC')).toBe(14);
    expect(hourInTimeZone(SAMPLE, AUCKLAND)).toBe(2);
    expect(hourInTimeZone(SAMPLE, 'Asia/Shanghai')).toBe(22);
  });

  it('uses UTC for a missing or unknown zone', () => {
    expect(hourInTimeZone(SAMPLE, undefined)).toBe(14);
    expect(hourInTimeZone(SAMPLE, 'Not/AZone')).toBe(14);
  });

  it('is the hour of the wall time, and the UTC hour in UTC', () => {
    fc.assert(
      fc.property(seconds, zones, (at, zone) => {
        expect(hourInTimeZone(at, zone)).toBe(Number(wallTimeOf(at, zone).time.slice(0, 2)));
        expect(hourInTimeZone(at, 'UTC')).toBe(new Date(at * 1000).getUTCHours());
      }),
    );
  });
});

describe('formatInTimeZone', () => {
  it("formats in the site's zone with the default formats", () => {
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, AUCKLAND)).toBe('02:00 13/06/2023');
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, 'Australia/Brisbane')).toBe('00:00 13/06/2023');
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATE_FORMAT, 'Europe/London')).toBe('12/06/2023');
  });

  it('uses UTC when no zone or an unknown zone is given', () => {
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, undefined)).toBe('14:00 12/06/2023');
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, 'Not/AZone')).toBe('14:00 12/06/2023');
  });

  it('does not depend on the browser zone: UTC formatting equals the ISO date', () => {
    fc.assert(
      fc.property(seconds, (at) => {
        const iso = new Date(at * 1000).toISOString();
        expect(formatInTimeZone(at, 'YYYY-MM-DD HH:mm', 'UTC')).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 16)}`);
      }),
    );
  });

  it('writes every token, and escaped text, as dayjs does', () => {
    const tokens = [
      'YYYY',
      'YY',
      'M',
      'MM',
      'MMM',
      'MMMM',
      'D',
      'DD',
      'd',
      'dd',
      'ddd',
      'dddd',
      'H',
      'HH',
      'h',
      'hh',
      'a',
      'A',
      'm',
      'mm',
      's',
      'ss',
      'SSS',
      'Z',
      'ZZ',
    ];
    const pieces = fc.oneof(
      fc.constantFrom(...tokens),
      fc.constantFrom(' ', '/', '-', ':', ', ', '[at]', '[Do]', 'T', 'Q', 'Y'),
    );
    fc.assert(
      fc.property(seconds, zones, fc.array(pieces, { minLength: 1, maxLength: 8 }), (at, zone, parts) => {
        const format = parts.join('');
        const expected = zone === 'UTC' ? dayjs.unix(at).utc().format(format) : dayjs.unix(at).tz(zone).format(format);
        expect(formatInTimeZone(at, format, zone)).toBe(expected);
      }),
    );
  });
});
