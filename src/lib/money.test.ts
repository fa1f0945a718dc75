import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyInput } from './money';

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

describe('parseMoneyInput', () => {
  it('reads what formatMoney writes (without the symbol) back to the same minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        (minor) => parseMoneyInput(formatMoney(minor, '')) === minor,
      ),
    );
  });
  it('takes whole and one-decimal amounts and refuses the rest', () => {
    expect(parseMoneyInput('12')).toBe(1200);
    expect(parseMoneyInput(' 12.5 ')).toBe(1250);
    expect(parseMoneyInput('0.05')).toBe(5);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.5']) expect(parseMoneyInput(bad)).toBeNull();
  });
});
