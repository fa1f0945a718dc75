import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT } from './date-formats';
import { formatInTimeZone } from './date-time';

// 2023-06-12T14:00:00Z (1686578400).
const SAMPLE = 1686578400;

describe('formatInTimeZone', () => {
  it("formats in the site's zone with the default formats", () => {
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, 'Pacific/Auckland')).toBe('02:00 13/06/2023');
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, 'Australia/Brisbane')).toBe('00:00 13/06/2023');
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATE_FORMAT, 'Europe/London')).toBe('12/06/2023');
  });

  it('uses UTC when no zone or an unknown zone is given', () => {
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, undefined)).toBe('14:00 12/06/2023');
    expect(formatInTimeZone(SAMPLE, DEFAULT_DATETIME_FORMAT, 'Not/AZone')).toBe('14:00 12/06/2023');
  });

  it('does not depend on the browser zone: UTC formatting equals the ISO date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800 }), (seconds) => {
        const iso = new Date(seconds * 1000).toISOString();
        expect(formatInTimeZone(seconds, 'YYYY-MM-DD HH:mm', 'UTC')).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 16)}`);
      }),
    );
  });
});
