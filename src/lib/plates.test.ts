import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATE_MAX_LENGTH } from './limits';
import { normalPlate } from './plates';

describe('normalPlate', () => {
  it('removes spaces and upper-cases; the result is stable', () => {
    expect(normalPlate(' abc 123 ')).toBe('ABC123');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const plate = normalPlate(typed);
        return (
          plate === null || (normalPlate(plate) === plate && plate.length <= PLATE_MAX_LENGTH && plate.length >= 1)
        );
      }),
    );
  });
  it('refuses empty, too long and other characters', () => {
    for (const bad of ['', '   ', 'ABCDEFGHIJK', 'AB_12', 'ÄBC', 'A\u0000B']) expect(normalPlate(bad)).toBeNull();
  });
});
