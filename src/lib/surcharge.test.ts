import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surchargeFor } from './surcharge';

const amounts = fc.integer({ min: 0, max: 100_000_000 });
const rates = fc.integer({ min: 0, max: 200_000 }).map((scaled) => scaled / 10_000);

describe('surchargeFor', () => {
  it('adds nothing for none (or no type), a fixed amount for fixed', () => {
    expect(surchargeFor({}, 5000)).toBe(0);
    expect(surchargeFor({ surchargeType: 'none', surcharge: 99, rate: 5 }, 5000)).toBe(0);
    expect(surchargeFor({ surchargeType: 'fixed', surcharge: 50 }, 5000)).toBe(50);
    expect(surchargeFor({ surchargeType: 'fixed' }, 5000)).toBe(0);
  });

  it('rounds a rate half up to a whole minor unit', () => {
    expect(surchargeFor({ surchargeType: 'rate', rate: 1.5 }, 1000)).toBe(15);
    // 1.5% of 1030 is 15.45 -> 15; of 1033 is 15.495 -> 15; of 1034 is 15.51 -> 16; of 100 is 1.5 -> 2.
    expect(surchargeFor({ surchargeType: 'rate', rate: 1.5 }, 1030)).toBe(15);
    expect(surchargeFor({ surchargeType: 'rate', rate: 1.5 }, 1033)).toBe(15);
    expect(surchargeFor({ surchargeType: 'rate', rate: 1.5 }, 1034)).toBe(16);
    expect(surchargeFor({ surchargeType: 'rate', rate: 1.5 }, 100)).toBe(2);
    // Binary floating point would get 0.1 + 0.2 style rates wrong; the rate is read to 4 decimals.
    expect(surchargeFor({ surchargeType: 'rate', rate: 2.9 }, 50)).toBe(1);
    expect(surchargeFor({ surchargeType: 'rate', rate: 1.15 }, 100)).toBe(1);
  });

  it('adds nothing to a zero amount', () => {
    expect(surchargeFor({ surchargeType: 'fixed', surcharge: 50 }, 0)).toBe(0);
    expect(surchargeFor({ surchargeType: 'rate', rate: 3 }, 0)).toBe(0);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => surchargeFor({ surchargeType: 'rate', rate: 1 }, 10.5)).toThrow(RangeError);
    expect(() => surchargeFor({ surchargeType: 'rate', rate: 1 }, -1)).toThrow(RangeError);
  });

  it('a rate is within half a unit of the exact value, exact halves going up', () => {
    fc.assert(
      fc.property(amounts, rates, (amount, rate) => {
        const surcharge = surchargeFor({ surchargeType: 'rate', rate }, amount);
        expect(Number.isSafeInteger(surcharge)).toBe(true);
        // Exact in integers: 10^6 × surcharge - amount × rate × 10^4 lies in (-5×10^5, 5×10^5].
        const exactMillionths = amount * Math.round(rate * 10_000);
        const diff = surcharge * 1_000_000 - exactMillionths;
        expect(diff).toBeGreaterThan(-500_000);
        expect(diff).toBeLessThanOrEqual(500_000);
      }),
    );
  });

  it('is monotonic in the amount and computed once (not summed per part)', () => {
    fc.assert(
      fc.property(amounts, amounts, rates, (a, b, rate) => {
        const terms = { surchargeType: 'rate' as const, rate };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(surchargeFor(terms, low)).toBeLessThanOrEqual(surchargeFor(terms, high));
        // Rounding once differs from summing rounded parts by at most one unit per part.
        const once = surchargeFor(terms, a + b);
        const parts = surchargeFor(terms, a) + surchargeFor(terms, b);
        expect(Math.abs(once - parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
