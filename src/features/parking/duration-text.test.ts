import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

const MINUTES_OF = { days: 1440, hours: 60, minutes: 1 } as const;

describe('durationText', () => {
  it('uses the largest units that say the duration exactly', () => {
    expect(durationText(1440)).toEqual({ key: 'days', values: { count: 1 } });
    expect(durationText(2880)).toEqual({ key: 'days', values: { count: 2 } });
    expect(durationText(1500)).toEqual({ key: 'hours', values: { count: 25 } });
    expect(durationText(120)).toEqual({ key: 'hours', values: { count: 2 } });
    expect(durationText(135)).toEqual({ key: 'hoursMinutes', values: { count: 2, minutes: 15 } });
    expect(durationText(45)).toEqual({ key: 'minutes', values: { count: 45 } });
    expect(durationText(0)).toEqual({ key: 'minutes', values: { count: 0 } });
  });

  it('always says the same number of minutes, and never a zero part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 60 }), (minutes) => {
        const { key, values } = durationText(minutes);
        const said =
          key === 'hoursMinutes' ? values.count * 60 + (values.minutes ?? 0) : values.count * MINUTES_OF[key];
        expect(said).toBe(minutes);
        expect(values.count).toBeGreaterThan(0);
        if (key === 'hoursMinutes') expect(values.minutes).toBeGreaterThan(0);
      }),
    );
  });
});
