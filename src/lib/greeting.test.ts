import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting';

describe('greetingPeriod', () => {
  it('greets by the time of day', () => {
    expect(greetingPeriod(4)).toBe('evening');
    expect(greetingPeriod(5)).toBe('morning');
    expect(greetingPeriod(11)).toBe('morning');
    expect(greetingPeriod(12)).toBe('afternoon');
    expect(greetingPeriod(17)).toBe('afternoon');
    expect(greetingPeriod(18)).toBe('evening');
  });

  it('has a greeting for every hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) =>
        ['morning', 'afternoon', 'evening'].includes(greetingPeriod(hour)),
      ),
    );
  });
});
