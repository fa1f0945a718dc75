import fc from 'fast-check';
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CIPHERS } from '../../tests/vectors/ciphers';

const KEY = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
const IV = new Uint8Array(16).map((_, i) => i * 7);

function rawEncrypt(block: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-256-cbc', KEY, IV).setAutoPadding(false);
  return new Uint8Array(Buffer.concat([cipher.update(block), cipher.final()]));
}

describe.each(CIPHERS)('AesCbcCipher contract: %s', (_name, cipher) => {
  it('round-trips every length across block boundaries, padding to whole blocks', () => {
    for (let length = 0; length <= 48; length += 1) {
      const plain = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff);
      const encrypted = cipher.encrypt(plain, KEY, IV);
      expect(encrypted.length).toBe((Math.floor(length / 16) + 1) * 16);
      expect(cipher.decrypt(encrypted, KEY, IV)).toEqual(plain);
    }
  });

  it('converts hex both ways exactly as Buffer does (lower case out, either case in)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const hex = cipher.toHex(bytes);
        expect(hex).toBe(Buffer.from(bytes).toString('hex'));
        expect(cipher.fromHex(hex)).toEqual(bytes);
        expect(cipher.fromHex(hex.toUpperCase())).toEqual(bytes);
      }),
    );
  });

  it('returns plain Uint8Arrays', () => {
    const encrypted = cipher.encrypt(new Uint8Array([1]), KEY, IV);
    expect(Object.getPrototypeOf(encrypted)).toBe(Uint8Array.prototype);
    expect(Object.getPrototypeOf(cipher.decrypt(encrypted, KEY, IV))).toBe(Uint8Array.prototype);
  });

  it.each([
    ['padding byte 0', [...new Array<number>(15).fill(65), 0]],
    ['padding bytes disagree', [...new Array<number>(13).fill(32), 1, 2, 3]],
    ['padding above 16', [...new Array<number>(15).fill(32), 17]],
  ])('throws on bad padding: %s', (_reason, block) => {
    expect(() => cipher.decrypt(rawEncrypt(new Uint8Array(block)), KEY, IV)).toThrow();
  });

  it('throws on ciphertext that is not whole blocks', () => {
    expect(() => cipher.decrypt(new Uint8Array(15), KEY, IV)).toThrow();
    expect(() => cipher.decrypt(new Uint8Array(0), KEY, IV)).toThrow();
  });

  it('refuses keys other than 32 bytes and IVs other than 16 bytes', () => {
    expect(() => cipher.encrypt(new Uint8Array(1), KEY.subarray(0, 16), IV)).toThrow(RangeError);
    expect(() => cipher.encrypt(new Uint8Array(1), KEY, IV.subarray(0, 8))).toThrow(RangeError);
    expect(() => cipher.decrypt(new Uint8Array(16), KEY.subarray(0, 24), IV)).toThrow(RangeError);
  });

  it('draws a fresh 16-byte IV each time', () => {
    const ivs = new Set(Array.from({ length: 20 }, () => Buffer.from(cipher.randomIv()).toString('hex')));
    expect(ivs.size).toBe(20);
    expect(cipher.randomIv()).toHaveLength(16);
  });
});
