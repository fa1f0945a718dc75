import fc from 'fast-check';
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ASYNC_CIPHERS, CIPHERS } from '../../tests/vectors/ciphers';

const KEY = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
const IV = new Uint8Array(16).map((_, i) => i * 7);

function rawEncrypt(block: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-256-cbc', KEY, IV).setAutoPadding(false);
  return new Uint8Array(Buffer.concat([cipher.update(block), cipher.final()]));
}

/** A call's failure, whether the implementation throws (node:crypto) or rejects (the browser's). */
function failureOf(call: () => unknown) {
  return expect(Promise.resolve().then(call)).rejects;
}

describe.each([...CIPHERS, ...ASYNC_CIPHERS])('AES-CBC cipher contract: %s', (_name, cipher) => {
  it('round-trips every length across block boundaries, padding to whole blocks', async () => {
    for (let length = 0; length <= 48; length += 1) {
      const plain = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff);
      const encrypted = await cipher.encrypt(plain, KEY, IV);
      expect(encrypted.length).toBe((Math.floor(length / 16) + 1) * 16);
      expect(await cipher.decrypt(encrypted, KEY, IV)).toEqual(plain);
    }
  });

  it('encrypts exactly as OpenSSL does', async () => {
    const plain = new TextEncoder().encode('停车 parking 🅿️ à la carte');
    const openssl = createCipheriv('aes-256-cbc', KEY, IV);
    const expected = new Uint8Array(Buffer.concat([openssl.update(plain), openssl.final()]));
    expect(await cipher.encrypt(plain, KEY, IV)).toEqual(expected);
  });

  it('reads the bytes of views into larger buffers', async () => {
    const plainInside = new Uint8Array(40).fill(9);
    const plain = plainInside.subarray(3, 35);
    const keyInside = new Uint8Array(48);
    keyInside.set(KEY, 8);
    const ivInside = new Uint8Array(20);
    ivInside.set(IV, 4);
    const encrypted = await cipher.encrypt(plain, keyInside.subarray(8, 40), ivInside.subarray(4, 20));
    expect(encrypted).toEqual(await cipher.encrypt(new Uint8Array(plain), KEY, IV));
  });

  it('returns plain Uint8Arrays', async () => {
    const encrypted = await cipher.encrypt(new Uint8Array([1]), KEY, IV);
    expect(Object.getPrototypeOf(encrypted)).toBe(Uint8Array.prototype);
    expect(Object.getPrototypeOf(await cipher.decrypt(encrypted, KEY, IV))).toBe(Uint8Array.prototype);
  });

  it.each([
    ['padding byte 0', [...new Array<number>(15).fill(65), 0]],
    ['padding bytes disagree', [...new Array<number>(13).fill(32), 1, 2, 3]],
    ['padding above 16', [...new Array<number>(15).fill(32), 17]],
  ])('fails on bad padding: %s', async (_reason, block) => {
    await failureOf(() => cipher.decrypt(rawEncrypt(new Uint8Array(block)), KEY, IV)).toThrow();
  });

  it('fails on ciphertext that is not whole blocks', async () => {
    await failureOf(() => cipher.decrypt(new Uint8Array(15), KEY, IV)).toThrow();
    await failureOf(() => cipher.decrypt(new Uint8Array(0), KEY, IV)).toThrow();
  });

  it('refuses keys other than 32 bytes and IVs other than 16 bytes', async () => {
    await failureOf(() => cipher.encrypt(new Uint8Array(1), KEY.subarray(0, 16), IV)).toThrow(RangeError);
    await failureOf(() => cipher.encrypt(new Uint8Array(1), KEY, IV.subarray(0, 8))).toThrow(RangeError);
    await failureOf(() => cipher.decrypt(new Uint8Array(16), KEY.subarray(0, 24), IV)).toThrow(RangeError);
  });

  it('draws a fresh 16-byte IV each time', () => {
    const ivs = new Set(Array.from({ length: 20 }, () => Buffer.from(cipher.randomIv()).toString('hex')));
    expect(ivs.size).toBe(20);
    expect(cipher.randomIv()).toHaveLength(16);
  });
});

describe.each(CIPHERS)('hex of the synchronous port: %s', (_name, cipher) => {
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
});
