import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customRange, QUICK_RANGES, quickRange } from './history-range';

describe('history ranges', () => {
  it('every quick range ends just after now and starts before it; longer ranges start earlier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
        fc.constantFrom('UTC', 'Pacific/Auckland', 'Australia/Sydney'),
        (now, zone) => {
          const starts = QUICK_RANGES.map((r) => quickRange(r, now, zone));
          for (const r of starts) {
            expect(r.dateEnd).toBe(now + 86_400);
            expect(r.dateStart).toBeLessThanOrEqual(now);
          }
          for (let i = 1; i < starts.length; i += 1)
            expect(starts[i]?.dateStart ?? 0).toBeLessThanOrEqual(starts[i - 1]?.dateStart ?? 0);
          expect(now - (starts[0]?.dateStart ?? 0)).toBeLessThan(86_400 + 3600);
        },
      ),
    );
  });
  it("today starts at the site's midnight", () => {
    // 2031-03-03 20:00 UTC is 2031-03-04 09:00 in Auckland (UTC+13).
    const now = Date.parse('2031-03-03T20:00:00Z') / 1000;
    expect(quickRange('today', now, 'Pacific/Auckland').dateStart).toBe(Date.parse('2031-03-03T11:00:00Z') / 1000);
  });
  it('a custom range covers whole days with the last one included, and refuses an inverted one', () => {
    expect(customRange('2031-03-01', '2031-03-01', 'UTC')).toEqual({
      dateStart: Date.parse('2031-03-01T00:00:00Z') / 1000,
      dateEnd: Date.parse('2031-03-02T00:00:00Z') / 1000,
    });
    expect(customRange('2031-03-02', '2031-03-01', 'UTC')).toBeNull();
    expect(customRange('', '2031-03-01', 'UTC')).toBeNull();
  });
});
