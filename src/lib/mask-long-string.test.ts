import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskLongString } from './mask-long-string';

describe('maskLongString', () => {
  it('matches the documented examples', () => {
    expect(maskLongString('')).toBe('');
    expect(maskLongString('1234567')).toBe('1234567');
    expect(maskLongString('12345678')).toBe('1234*678');
    expect(maskLongString('4111111111111111')).toBe('4111*********111');
  });

  it('leaves strings of 7 characters or fewer unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7, unit: 'grapheme-ascii' }), (text) => maskLongString(text) === text),
    );
  });

  it('keeps length, the first 4 and last 3 characters, and hides the rest', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, unit: 'binary' }), (text) => {
        const chars = Array.from(text);
        const masked = Array.from(maskLongString(text));
        expect(masked).toHaveLength(chars.length);
        expect(masked.slice(0, 4)).toEqual(chars.slice(0, 4));
        expect(masked.slice(-3)).toEqual(chars.slice(-3));
        expect(masked.slice(4, -3).every((c) => c === '*')).toBe(true);
      }),
    );
  });
});
