import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickExits, quickLabelParts, quickMinutes } from './top-up-choices';

describe('quick top-up choices (docs/rules.md#top-up-rules)', () => {
  it('add 30 minutes, 1 hour and 2 hours where 30 minutes is the least', () => {
    expect(quickExits(1_000, { minimumIntervalMinutes: 30, ratePeriodMinutes: 30 })).toEqual([
      { minutes: 30, exit: 2_800 },
      { minutes: 60, exit: 4_600 },
      { minutes: 120, exit: 8_200 },
    ]);
  });

  it("offer no '+30 min' when the least is 40 or 60 minutes", () => {
    expect(quickMinutes({ minimumIntervalMinutes: 60, ratePeriodMinutes: 60 })).toEqual([60, 120, 180]);
    expect(quickMinutes({ minimumIntervalMinutes: 40, ratePeriodMinutes: 40 })).toEqual([40, 120, 240]);
    expect(quickMinutes({ minimumIntervalMinutes: 40, ratePeriodMinutes: 20 })).toEqual([40, 60, 120]);
    expect(quickMinutes({ minimumIntervalMinutes: 15, ratePeriodMinutes: 15 })).toEqual([15, 30, 60]);
  });

  it('property: three choices, rising, none under the minimum, each whole rate periods', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 240 }),
        (minimumIntervalMinutes, ratePeriodMinutes) => {
          const choices = quickMinutes({ minimumIntervalMinutes, ratePeriodMinutes });
          expect(choices.length).toBeGreaterThanOrEqual(1);
          expect(choices.length).toBeLessThanOrEqual(3);
          for (const [i, minutes] of choices.entries()) {
            expect(minutes).toBeGreaterThanOrEqual(minimumIntervalMinutes);
            expect(minutes % ratePeriodMinutes).toBe(0);
            if (i > 0) expect(minutes).toBeGreaterThan(choices[i - 1] ?? 0);
          }
        },
      ),
    );
  });

  it("leave out the choices past the pass's latest exit", () => {
    const rules = { minimumIntervalMinutes: 30, ratePeriodMinutes: 30 };
    expect(quickExits(1_000, rules, 1_000 + 90 * 60).map((c) => c.minutes)).toEqual([30, 60]);
    expect(quickExits(1_000, rules, 1_000 + 29 * 60)).toEqual([]);
    expect(quickExits(1_000, rules, null).map((c) => c.minutes)).toEqual([30, 60, 120]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), (room) => {
        for (const choice of quickExits(1_000, rules, 1_000 + room * 60))
          expect(choice.exit).toBeLessThanOrEqual(1_000 + room * 60);
      }),
    );
  });

  it('labels minutes, whole hours, or hours and minutes', () => {
    expect(quickLabelParts(40)).toEqual({ unit: 'minutes', count: 40 });
    expect(quickLabelParts(120)).toEqual({ unit: 'hours', count: 2 });
    expect(quickLabelParts(100)).toEqual({ unit: 'hoursMinutes', hours: 1, minutes: 40 });
  });
});
