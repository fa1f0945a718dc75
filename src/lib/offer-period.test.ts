import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerPeriod } from './offer-period';

const FACTOR = { minute: 1, hour: 60, day: 1440 } as const;

describe('offerPeriod', () => {
  it('picks the largest whole unit', () => {
    expect(offerPeriod(30)).toEqual({ unit: 'minute', count: 30 });
    expect(offerPeriod(60)).toEqual({ unit: 'hour', count: 1 });
    expect(offerPeriod(120)).toEqual({ unit: 'hour', count: 2 });
    expect(offerPeriod(1440)).toEqual({ unit: 'day', count: 1 });
    expect(offerPeriod(810)).toEqual({ unit: 'hour', count: 13.5 });
    expect(offerPeriod(45)).toEqual({ unit: 'minute', count: 45 });
    expect(offerPeriod(61)).toEqual({ unit: 'minute', count: 61 });
  });

  it('always describes the same number of minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), (minutes) => {
        const { unit, count } = offerPeriod(minutes);
        expect(count * FACTOR[unit]).toBe(minutes);
        expect(unit === 'hour' ? Number.isInteger(count * 4) : Number.isInteger(count)).toBe(true);
      }),
    );
  });
});
