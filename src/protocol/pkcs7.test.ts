import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pkcs7Pad, pkcs7Unpad } from './pkcs7';

describe('PKCS#7', () => {
  it('pads to whole 16-byte blocks with 1..16 bytes, and unpads back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (data) => {
        const padded = pkcs7Pad(data);
        expect(padded.length % 16).toBe(0);
        expect(padded.length - data.length).toBeGreaterThanOrEqual(1);
        expect(padded.length - data.length).toBeLessThanOrEqual(16);
        expect(pkcs7Unpad(padded)).toEqual(data);
      }),
    );
  });

  it('adds a whole block to data that is already block-aligned', () => {
    expect(pkcs7Pad(new Uint8Array(16))).toEqual(new Uint8Array([...new Uint8Array(16), ...new Array<number>(16).fill(16)]));
  });

  const block = (tail: number[]) => new Uint8Array([...new Array<number>(16 - tail.length).fill(65), ...tail]);
  it.each([
    ['empty', new Uint8Array(0)],
    ['not whole blocks', new Uint8Array(15).fill(1)],
    ['padding byte 0', block([0])],
    ['padding byte above 16', block([17])],
    ['padding bytes disagree', block([3, 2, 3])],
  ])('rejects %s', (_name, data) => {
    expect(() => pkcs7Unpad(data)).toThrow(SyntaxError);
  });
});
