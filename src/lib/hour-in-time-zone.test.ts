import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourInTimeZone } from './hour-in-time-zone';

describe('hourInTimeZone', () => {
  const instant = new Date('2023-06-12T14:00:00Z');

  it("gives the hour at the site, not the browser's", () => {
    expect(hourInTimeZone(instant, 'UTC')).toBe(14);
    expect(hourInTimeZone(instant, 'Pacific/Auckland')).toBe(2);
    expect(hourInTimeZone(instant, 'Asia/Shanghai')).toBe(22);
  });

  it('uses UTC for a missing or unknown zone', () => {
    expect(hourInTimeZone(instant, undefined)).toBe(14);
    expect(hourInTimeZone(instant, 'Not/AZone')).toBe(14);
  });

  it('agrees with the UTC hour for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => hourInTimeZone(d, 'UTC') === d.getUTCHours(),
      ),
    );
  });
});
