import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configValueProblem, parseConfigNumber } from './config-value';

describe('configuration values', () => {
  it('reads every finite number back from its text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        // String(-0) is "0": the sign of zero is not kept, and need not be.
        expect(parseConfigNumber(String(n))).toBe(Object.is(n, -0) ? 0 : n);
      }),
    );
  });

  it('refuses text in a number', () => {
    for (const text of ['abc', '12abc', '', ' ', '1,5', 'Infinity', 'NaN']) expect(parseConfigNumber(text)).toBeNull();
    expect(configValueProblem('number', 'abc')).toBe('notANumber');
    expect(configValueProblem('number', 3.5)).toBeNull();
    expect(configValueProblem('boolean', 'true')).toBe('notABoolean');
    expect(configValueProblem('string', 'x')).toBeNull();
  });
});
