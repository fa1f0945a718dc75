import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nulTextPointer } from './nul-text';

describe('nulTextPointer', () => {
  it('finds a NUL in a string, a nested field, a list item or a key', () => {
    expect(nulTextPointer('a\u0000')).toBe('');
    expect(nulTextPointer({ firstName: 'Ann\u0000' })).toBe('/firstName');
    expect(nulTextPointer({ profile: { plates: ['ok', 'A\u0000B'] } })).toBe('/profile/plates/1');
    expect(nulTextPointer({ 'b\u0000d': 1 })).toBe('/b\u0000d');
    expect(nulTextPointer({ 'a/b': 'x\u0000' })).toBe('/a~1b');
  });

  it('passes any JSON without a NUL', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!JSON.stringify(value).includes('\\u0000'));
        expect(nulTextPointer(value)).toBeNull();
      }),
    );
  });
});
