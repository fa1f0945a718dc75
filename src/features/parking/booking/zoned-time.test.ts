import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, epochOfWallTime, wallTimeOf } from './zoned-time';

const AUCKLAND = 'Pacific/Auckland';
// 2026-11-21 08:15 in Auckland (NZDT, +13) is 2026-11-20 19:15 UTC.
const AUCKLAND_MORNING = Date.UTC(2026, 10, 20, 19, 15) / 1000;
const ZONES = ['UTC', AUCKLAND, 'Australia/Brisbane', 'Europe/London', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham'];
// 2000-01-01 .. 2100-01-01, whole minutes.
const instants = fc.integer({ min: 946_684_800 / 60, max: 4_102_444_800 / 60 }).map((minutes) => minutes * 60);

describe('wallTimeOf', () => {
  it("reads the site's clock, not the browser's", () => {
    expect(wallTimeOf(AUCKLAND_MORNING, AUCKLAND)).toEqual({ date: '2026-11-21', time: '08:15' });
    expect(wallTimeOf(AUCKLAND_MORNING, 'UTC')).toEqual({ date: '2026-11-20', time: '19:15' });
  });

  it('is UTC without a zone or with an unknown one', () => {
    expect(wallTimeOf(AUCKLAND_MORNING, undefined)).toEqual({ date: '2026-11-20', time: '19:15' });
    expect(wallTimeOf(AUCKLAND_MORNING, 'Not/AZone')).toEqual({ date: '2026-11-20', time: '19:15' });
  });

  it('shows midnight as 00:00', () => {
    expect(wallTimeOf(Date.UTC(2026, 10, 21, 11, 0) / 1000, AUCKLAND)).toEqual({ date: '2026-11-22', time: '00:00' });
  });
});

describe('epochOfWallTime', () => {
  it('is the instant the site shows that time', () => {
    expect(epochOfWallTime({ date: '2026-11-21', time: '08:15' }, AUCKLAND)).toBe(AUCKLAND_MORNING);
    expect(epochOfWallTime({ date: '2026-06-21', time: '08:15' }, AUCKLAND)).toBe(Date.UTC(2026, 5, 20, 20, 15) / 1000);
  });

  it('refuses malformed or impossible dates and times', () => {
    for (const wall of [
      { date: '2026-02-31', time: '10:00' },
      { date: '2026-11-21', time: '24:00' },
      { date: '21/11/2026', time: '10:00' },
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
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const wall = wallTimeOf(instant, zone);
        const back = epochOfWallTime(wall, zone);
        expect(back).not.toBeNull();
        expect(wallTimeOf(back ?? 0, zone)).toEqual(wall);
      }),
    );
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
