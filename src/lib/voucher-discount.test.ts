import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherDiscount } from './voucher-discount';

const fees = fc.integer({ min: 0, max: 100_000_000 });
const amounts = fc.integer({ min: 1, max: 100_000_000 });
const percents = fc.integer({ min: 1, max: 100 });
const rules = fc.oneof(
  fc.record({
    percentOff: percents,
    maxDiscount: fc.option(amounts, { nil: undefined }),
    minSpend: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  }),
  fc.record({ amountOff: amounts, minSpend: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }) }),
);

describe('voucherDiscount', () => {
  it('takes a percentage rounded down, capped by maxDiscount', () => {
    expect(voucherDiscount({ percentOff: 10 }, 1999)).toEqual({ applies: true, discount: 199 });
    expect(voucherDiscount({ percentOff: 50, maxDiscount: 300 }, 1000)).toEqual({ applies: true, discount: 300 });
    expect(voucherDiscount({ percentOff: 100 }, 1234)).toEqual({ applies: true, discount: 1234 });
  });

  it('takes an amount, never more than the fee', () => {
    expect(voucherDiscount({ amountOff: 500 }, 1200)).toEqual({ applies: true, discount: 500 });
    expect(voucherDiscount({ amountOff: 500 }, 300)).toEqual({ applies: true, discount: 300 });
  });

  it('does not apply below the minimum spend, nor with a broken rule or fee', () => {
    expect(voucherDiscount({ amountOff: 500, minSpend: 1000 }, 999)).toEqual({
      applies: false,
      reason: 'below-min-spend',
    });
    expect(voucherDiscount({ amountOff: 500, minSpend: 1000 }, 1000)).toEqual({ applies: true, discount: 500 });
    expect(voucherDiscount({}, 1000)).toEqual({ applies: false, reason: 'invalid-rule' });
    expect(voucherDiscount({ percentOff: 10, amountOff: 5 }, 1000)).toEqual({ applies: false, reason: 'invalid-rule' });
    expect(voucherDiscount({ percentOff: 10.5 }, 1000)).toEqual({ applies: false, reason: 'invalid-rule' });
    expect(voucherDiscount({ amountOff: 5 }, -1)).toEqual({ applies: false, reason: 'invalid-fee' });
    expect(voucherDiscount({ amountOff: 5 }, 1.5)).toEqual({ applies: false, reason: 'invalid-fee' });
  });

  it('is a whole number of minor units between 0 and the fee, so the fee after it is never negative', () => {
    fc.assert(
      fc.property(rules, fees, (rule, fee) => {
        const outcome = voucherDiscount(rule, fee);
        if (!outcome.applies)
          return outcome.reason === 'below-min-spend' && rule.minSpend !== undefined && fee < rule.minSpend;
        return (
          Number.isSafeInteger(outcome.discount) &&
          outcome.discount >= 0 &&
          outcome.discount <= fee &&
          fee - outcome.discount >= 0
        );
      }),
    );
  });

  it('never takes more than maxDiscount, and a percentage never more than its share', () => {
    fc.assert(
      fc.property(percents, fc.option(amounts, { nil: undefined }), fees, (percentOff, maxDiscount, fee) => {
        const outcome = voucherDiscount({ percentOff, maxDiscount }, fee);
        if (!outcome.applies) return false;
        return (
          outcome.discount * 100 <= fee * percentOff && (maxDiscount === undefined || outcome.discount <= maxDiscount)
        );
      }),
    );
  });

  it('is monotone: a larger fee never gets a smaller discount', () => {
    fc.assert(
      fc.property(rules, fees, fees, (rule, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const l = voucherDiscount(rule, low);
        const h = voucherDiscount(rule, high);
        return !l.applies || (h.applies && h.discount >= l.discount);
      }),
    );
  });
});
