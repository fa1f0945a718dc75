import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Decode, base64Encode } from './base64';

describe('base64', () => {
  it('matches Node Buffer for any bytes, and decodes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = base64Encode(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64Decode(text)).toEqual(bytes);
      }),
    );
  });

  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
  ])('RFC 4648 example %j -> %s', (plain, encoded) => {
    expect(base64Encode(new TextEncoder().encode(plain))).toBe(encoded);
    expect(new TextDecoder().decode(base64Decode(encoded))).toBe(plain);
  });

  it.each([
    ['Zg=', 'not a multiple of 4'],
    ['Zg', 'not a multiple of 4'],
    ['Z===', 'invalid base64 character'],
    ['Zm9v\n', 'not a multiple of 4'],
    ['Zm9 ', 'invalid base64 character'],
    ['Zg==Zg==', 'invalid base64 character'],
    ['Zm-_', 'invalid base64 character'],
    ['Zh==', 'non-zero trailing bits'],
    ['Zm9=', 'non-zero trailing bits'],
  ])('rejects %j (%s)', (text, reason) => {
    expect(() => base64Decode(text)).toThrow(SyntaxError);
    expect(() => base64Decode(text)).toThrow(reason);
  });
});
