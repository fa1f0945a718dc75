import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surchargeFor, surchargeKept } from './surcharge';

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

describe('surchargeKept (docs/shop.md#table-cancel)', () => {
  const paid = fc.integer({ min: 1, max: 10_000_000 }).chain((amount) =>
    fc.record({
      amount: fc.constant(amount),
      surcharge: fc.integer({ min: 0, max: 100_000 }),
      kept: fc.integer({ min: 0, max: amount }),
    }),
  );

  it('keeps all of the surcharge with the whole amount and none with nothing, and never more than it', () => {
    fc.assert(
      fc.property(paid, ({ amount, surcharge, kept }) => {
        expect(surchargeKept(surcharge, amount, amount)).toBe(surcharge);
        expect(surchargeKept(surcharge, amount, 0)).toBe(0);
        const part = surchargeKept(surcharge, amount, kept);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(surcharge);
        // Within half a minor unit of the exact proportion.
        expect(Math.abs(part * amount - surcharge * kept) * 2).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('keeps less as less is kept, so refunds in steps give back exactly what one refund of their sum would', () => {
    fc.assert(
      fc.property(
        paid,
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 6 }),
        ({ amount, surcharge }, steps) => {
          let kept = amount;
          let back = 0;
          for (const step of steps) {
            const next = Math.max(0, kept - step);
            const given = surchargeKept(surcharge, amount, kept) - surchargeKept(surcharge, amount, next);
            expect(given).toBeGreaterThanOrEqual(0);
            back += given;
            kept = next;
          }
          expect(back).toBe(surcharge - surchargeKept(surcharge, amount, kept));
        },
      ),
    );
  });

  it('rounds half up: 24 on 1,600 with 800 kept is 12; 25 on 1,600 with 800 kept is 13 (12.5)', () => {
    expect(surchargeKept(24, 1600, 800)).toBe(12);
    expect(surchargeKept(25, 1600, 800)).toBe(13);
    expect(surchargeKept(12, 800, 400)).toBe(6);
    expect(() => surchargeKept(1, 10, -1)).toThrow(RangeError);
  });
});
