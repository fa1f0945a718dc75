import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexDecode, hexEncode } from './hex';

describe('hex', () => {
  it('matches Node Buffer (lower case) for any bytes, and decodes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = hexEncode(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('hex'));
        expect(hexDecode(text)).toEqual(bytes);
      }),
    );
  });

  it('accepts upper case', () => {
    expect(hexDecode('00FFaB')).toEqual(new Uint8Array([0, 255, 171]));
  });

  it.each(['abc', '0g', ' 00', '0x00', '+1'])('rejects %j', (text) => {
    expect(() => hexDecode(text)).toThrow(SyntaxError);
  });
});
