import { describe, expect, it } from 'vitest';
import { utf8Decode, utf8Encode } from './utf8';

describe('utf8', () => {
  it.each(['', 'plain', '停车场', 'Zoë', '🚗💨👍🏽'])('round-trips %j like Node Buffer', (text) => {
    const bytes = utf8Encode(text);
    expect(bytes).toEqual(new Uint8Array(Buffer.from(text, 'utf8')));
    expect(utf8Decode(bytes)).toBe(text);
  });

  it.each([[[0xff]], [[0xc3, 0x28]], [[0xe2, 0x82]], [[0xed, 0xa0, 0x80]]])('rejects invalid UTF-8 %j', (bytes) => {
    expect(() => utf8Decode(new Uint8Array(bytes))).toThrow(SyntaxError);
  });

  it('keeps a leading byte-order mark rather than dropping it silently', () => {
    expect(utf8Decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x31]))).toBe('\ufeff1');
  });
});
