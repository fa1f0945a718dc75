import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats minor units with the symbol, two decimals and grouped thousands', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(123456789, '¥')).toBe('¥1,234,567.89');
    expect(formatMoney(-5, 'NZ$')).toBe('-NZ$0.05');
  });

  it('round-trips: the text read back is the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const text = formatMoney(amount, '$');
        const parsed = Math.round(Number(text.replace('$', '').replaceAll(',', '')) * 100);
        expect(parsed).toBe(amount);
      }),
    );
  });

  it('rejects amounts that are not whole minor units', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
