import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, isTwelveHourFormat, WEEK_FROM_MONDAY, weekdayRuns } from './offer-terms';

describe('offer terms', () => {
  it('writes clock times on the tenant clock', () => {
    expect(isTwelveHourFormat('HH:mm DD/MM/YYYY')).toBe(false);
    expect(isTwelveHourFormat('h:mm A D MMM')).toBe(true);
    expect(isTwelveHourFormat('[h]H:mm')).toBe(false);
    expect(clockText('06:00', false)).toBe('6:00');
    expect(clockText('19:30', false)).toBe('19:30');
    expect(clockText('00:05', true)).toBe('12:05 AM');
    expect(clockText('12:00', true)).toBe('12:00 PM');
    expect(clockText('19:00', true)).toBe('7:00 PM');
  });

  it('groups consecutive days into runs, Monday first', () => {
    expect(weekdayRuns(['fri', 'mon', 'tue', 'wed', 'thu'])).toEqual([['mon', 'fri']]);
    expect(weekdayRuns(['sat', 'sun'])).toEqual([['sat', 'sun']]);
    expect(weekdayRuns(['mon', 'wed', 'thu'])).toEqual([
      ['mon', 'mon'],
      ['wed', 'thu'],
    ]);
  });

  it('property: the runs cover exactly the days given', () => {
    fc.assert(
      fc.property(fc.subarray([...WEEK_FROM_MONDAY]), (days) => {
        const covered = weekdayRuns(days).flatMap(([from, to]) =>
          WEEK_FROM_MONDAY.slice(WEEK_FROM_MONDAY.indexOf(from), WEEK_FROM_MONDAY.indexOf(to) + 1),
        );
        expect([...covered].sort()).toEqual([...days].sort());
      }),
    );
  });
});
