import { describe, expect, it } from 'vitest';
import { MALFORMED_VECTORS, VECTORS_BY_MODE, type PackagingVector } from '../../tests/vectors';
import { MalformedEnvelopeError } from './codec-errors';
import { createAsyncEnvelopeCodec, createEnvelopeCodec, PACKAGING_MODES } from './packaging';
import { ASYNC_CIPHERS, CIPHERS, withFixedIv } from '../../tests/vectors/ciphers';
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

describe.each(ASYNC_CIPHERS)('the browser codec with the %s cipher', (_cipherName, cipher) => {
  describe.each(['plain', 'base64', 'paramIn'] as const)('%s vectors', (mode) => {
    const codec = createAsyncEnvelopeCodec({ mode, cipher });
    it.each(VECTORS_BY_MODE[mode].map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
      expect(await codec.encodeRequest(vector.payload)).toEqual(vector.body);
      expect(await codec.decodeRequest(vector.body)).toEqual(vector.payload);
    });
  });

  describe('aes vectors', () => {
    it.each(AES_VECTORS.map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
      const { key, iv } = requireKeyAndIv(vector);
      const pinned = createAsyncEnvelopeCodec({ mode: 'aes', payloadKey: key, cipher: withFixedIv(cipher, iv) });
      expect(await pinned.encodeRequest(vector.payload)).toEqual(vector.body);
      const codec = createAsyncEnvelopeCodec({ mode: 'aes', payloadKey: key, cipher });
      expect(await codec.decodeRequest(vector.body)).toEqual(vector.payload);
    });
  });

  describe('malformed bodies', () => {
    it.each(MALFORMED_VECTORS.map((v) => [v.mode, v.reason, v] as const))('%s: %s', async (_mode, _reason, vector) => {
      const payloadKey = vector.key ?? AES_VECTORS[0]?.key;
      const codec = createAsyncEnvelopeCodec({ mode: vector.mode, payloadKey, cipher });
      await expect(codec.decodeRequest(vector.body)).rejects.toThrow(MalformedEnvelopeError);
    });
  });

  it('encodes for the server and decodes what the server encodes (random IVs)', async () => {
    for (const vector of AES_VECTORS) {
      const { key: payloadKey } = requireKeyAndIv(vector);
      const browser = createAsyncEnvelopeCodec({ mode: 'aes', payloadKey, cipher });
      const server = createEnvelopeCodec({ mode: 'aes', payloadKey, cipher: nodeCipher });
      expect(server.decodeRequest(await browser.encodeRequest(vector.payload))).toEqual(vector.payload);
      expect(await browser.decodeRequest(server.encodeRequest(vector.payload))).toEqual(vector.payload);
    }
  });

  it('uses a fresh IV for every request', async () => {
    const codec = createAsyncEnvelopeCodec({ mode: 'aes', payloadKey: '0123456789abcdef0123456789abcdef', cipher });
    const first = await codec.encodeRequest({ same: 'payload' });
    const second = await codec.encodeRequest({ same: 'payload' });
    expect(first).not.toEqual(second);
  });
});

describe('the server codec', () => {
  it('uses a fresh IV for every request', () => {
    const codec = createEnvelopeCodec({
      mode: 'aes',
      payloadKey: '0123456789abcdef0123456789abcdef',
      cipher: nodeCipher,
    });
    expect(codec.encodeRequest({ same: 'payload' })).not.toEqual(codec.encodeRequest({ same: 'payload' }));
  });
});
