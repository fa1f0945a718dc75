import { describe, expect, it } from 'vitest';
import { MALFORMED_VECTORS, VECTORS_BY_MODE, type PackagingVector } from '../../tests/vectors';
import { MalformedEnvelopeError } from './codec-errors';
import { createEnvelopeCodec, PACKAGING_MODES } from './packaging';
import { CIPHERS, withFixedIv } from '../../tests/vectors/ciphers';
import { browserCipher } from './cipher-browser';
import { nodeCipher } from './cipher-node';

const AES_VECTORS = VECTORS_BY_MODE.aes;

function requireKeyAndIv(vector: PackagingVector): { key: string; iv: string } {
  if (vector.key === undefined || vector.iv === undefined) throw new Error(`aes vector ${vector.name} lacks key or iv`);
  return { key: vector.key, iv: vector.iv };
}

describe('test vector files', () => {
  it.each(PACKAGING_MODES)('has at least 5 %s vectors, each with consistent JSON', (mode) => {
    const vectors = VECTORS_BY_MODE[mode];
    expect(vectors.length).toBeGreaterThanOrEqual(5);
    for (const vector of vectors) {
      const json = JSON.stringify(vector.payload);
      expect(vector.json).toBe(mode === 'paramIn' ? `{"paramIn":${json}}` : json);
    }
  });

  it('covers non-ASCII text and an empty object', () => {
    const texts = VECTORS_BY_MODE.aes.map((v) => v.json).join('');
    expect(texts).toMatch(/[\u4e00-\u9fff]/u); // Chinese
    expect(texts).toMatch(/\p{Extended_Pictographic}/u); // emoji
    expect(texts).toMatch(/[À-ÿ]/u); // accents
    expect(VECTORS_BY_MODE.aes.some((v) => v.json === '{}')).toBe(true);
  });
});

describe.each(CIPHERS)('codec with the %s cipher', (_cipherName, cipher) => {
  describe.each(['plain', 'base64', 'paramIn'] as const)('%s vectors', (mode) => {
    const codec = createEnvelopeCodec({ mode, cipher });
    it.each(VECTORS_BY_MODE[mode].map((v) => [v.name, v] as const))('%s', (_name, vector) => {
      expect(codec.encodeRequest(vector.payload)).toEqual(vector.body);
      expect(codec.decodeRequest(vector.body)).toEqual(vector.payload);
    });
  });

  describe('aes vectors', () => {
    it.each(AES_VECTORS.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
      const { key, iv } = requireKeyAndIv(vector);
      const pinned = createEnvelopeCodec({ mode: 'aes', payloadKey: key, cipher: withFixedIv(cipher, iv) });
      expect(pinned.encodeRequest(vector.payload)).toEqual(vector.body);
      const codec = createEnvelopeCodec({ mode: 'aes', payloadKey: key, cipher });
      expect(codec.decodeRequest(vector.body)).toEqual(vector.payload);
    });
  });

  describe('malformed bodies', () => {
    it.each(MALFORMED_VECTORS.map((v) => [v.mode, v.reason, v] as const))('%s: %s', (_mode, _reason, vector) => {
      const codec = createEnvelopeCodec({ mode: vector.mode, payloadKey: vector.key ?? AES_VECTORS[0]?.key, cipher });
      expect(() => codec.decodeRequest(vector.body)).toThrow(MalformedEnvelopeError);
    });
  });
});

describe('@noble/ciphers and node:crypto interoperate', () => {
  const pairs = [
    ['@noble/ciphers', browserCipher, 'node:crypto', nodeCipher],
    ['node:crypto', nodeCipher, '@noble/ciphers', browserCipher],
  ] as const;

  it.each(pairs)('%s encrypts (random IV), %s decrypts', (_from, encryptWith, _to, decryptWith) => {
    for (const vector of AES_VECTORS) {
      const { key } = requireKeyAndIv(vector);
      const sender = createEnvelopeCodec({ mode: 'aes', payloadKey: key, cipher: encryptWith });
      const receiver = createEnvelopeCodec({ mode: 'aes', payloadKey: key, cipher: decryptWith });
      expect(receiver.decodeRequest(sender.encodeRequest(vector.payload))).toEqual(vector.payload);
    }
  });

  it('uses a fresh IV for every request', () => {
    for (const [, cipher] of CIPHERS) {
      const codec = createEnvelopeCodec({ mode: 'aes', payloadKey: '0123456789abcdef0123456789abcdef', cipher });
      const first = codec.encodeRequest({ same: 'payload' });
      const second = codec.encodeRequest({ same: 'payload' });
      expect(first).not.toEqual(second);
    }
  });
});
