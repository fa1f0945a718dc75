import { describe, expect, it } from 'vitest';
import type { AesCbcCipher } from './aes-cbc-cipher';
import { nodeCipher } from './cipher-node';
import { MalformedEnvelopeError, PackagingConfigError, UnencodablePayloadError } from './codec-errors';
import { createEnvelopeCodec, isPackagingMode, PACKAGING_MODES, type PackagingMode } from './packaging';

const KEY = '0123456789abcdef0123456789abcdef';

function decodeError(mode: PackagingMode, body: unknown): MalformedEnvelopeError {
  try {
    createEnvelopeCodec({ mode, payloadKey: KEY, cipher: nodeCipher }).decodeRequest(body);
  } catch (error) {
    if (error instanceof MalformedEnvelopeError) return error;
    throw error;
  }
  throw new Error('expected a MalformedEnvelopeError');
}

describe('createEnvelopeCodec configuration', () => {
  it('knows the four packaging modes', () => {
    expect(PACKAGING_MODES).toEqual(['plain', 'base64', 'paramIn', 'aes']);
    expect(isPackagingMode('paramIn')).toBe(true);
    expect(isPackagingMode('AES')).toBe(false);
  });

  it('rejects an unknown mode', () => {
    const mode = 'rot13' as PackagingMode; // what an unchecked config could hold
    expect(() => createEnvelopeCodec({ mode })).toThrow(PackagingConfigError);
  });

  it('needs a payload key and a cipher for aes, and nothing for the other modes', () => {
    expect(() => createEnvelopeCodec({ mode: 'aes', cipher: nodeCipher })).toThrow(/payloadKey/);
    expect(() => createEnvelopeCodec({ mode: 'aes', payloadKey: KEY })).toThrow(/cipher/);
    for (const mode of ['plain', 'base64', 'paramIn'] as const) {
      expect(createEnvelopeCodec({ mode }).mode).toBe(mode);
    }
  });

  it.each([
    ['31 characters', KEY.slice(1), /exactly 32 ASCII characters.*got 31/],
    ['33 characters', `${KEY}x`, /exactly 32 ASCII characters.*got 33/],
    ['empty', '', /got 0/],
    ['non-ASCII', `${KEY.slice(2)}é!`, /ASCII characters only/],
  ])('rejects a payload key that is %s', (_name, payloadKey, message) => {
    expect(() => createEnvelopeCodec({ mode: 'aes', payloadKey, cipher: nodeCipher })).toThrow(PackagingConfigError);
    expect(() => createEnvelopeCodec({ mode: 'aes', payloadKey, cipher: nodeCipher })).toThrow(message);
  });

  it('uses the key characters as the raw key bytes', () => {
    const seen: Uint8Array[] = [];
    const spy: AesCbcCipher = {
      ...nodeCipher,
      encrypt: (plain, key, iv) => (seen.push(key), nodeCipher.encrypt(plain, key, iv)),
    };
    createEnvelopeCodec({ mode: 'aes', payloadKey: KEY, cipher: spy }).encodeRequest({});
    expect(seen[0]).toEqual(new TextEncoder().encode(KEY));
  });

  it('refuses a cipher whose IV is not 16 bytes', () => {
    const badIv: AesCbcCipher = { ...nodeCipher, randomIv: () => new Uint8Array(8) };
    expect(() => createEnvelopeCodec({ mode: 'aes', payloadKey: KEY, cipher: badIv }).encodeRequest({})).toThrow(
      RangeError,
    );
  });
});

describe('encodeRequest', () => {
  it('plain sends the payload object itself', () => {
    const payload = { siteId: 7 };
    expect(createEnvelopeCodec({ mode: 'plain' }).encodeRequest(payload)).toBe(payload);
  });

  it('base64 and paramIn wrap the base64 JSON in {data, key: ""}', () => {
    const toText = (data: string) => new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
    const base64Body = createEnvelopeCodec({ mode: 'base64' }).encodeRequest({ a: '停' }) as {
      data: string;
      key: string;
    };
    expect(base64Body.key).toBe('');
    expect(toText(base64Body.data)).toBe('{"a":"停"}');
    const paramInBody = createEnvelopeCodec({ mode: 'paramIn' }).encodeRequest({ a: 1 }) as {
      data: string;
      key: string;
    };
    expect(paramInBody.key).toBe('');
    expect(toText(paramInBody.data)).toBe('{"paramIn":{"a":1}}');
  });

  it('aes data is hex: a 16-byte IV then whole blocks', () => {
    const body = createEnvelopeCodec({ mode: 'aes', payloadKey: KEY, cipher: nodeCipher }).encodeRequest({ a: 1 });
    expect(body).toEqual({ data: expect.stringMatching(/^[0-9a-f]{32}(?:[0-9a-f]{32})+$/), key: '' });
  });

  it('drops undefined properties, as JSON does', () => {
    const codec = createEnvelopeCodec({ mode: 'base64' });
    expect(codec.decodeRequest(codec.encodeRequest({ a: 1, b: undefined }))).toEqual({ a: 1 });
  });

  it('sends -0 as 0: JSON has no negative zero', () => {
    const codec = createEnvelopeCodec({ mode: 'paramIn' });
    expect(Object.is((codec.decodeRequest(codec.encodeRequest({ n: -0 })) as { n: number }).n, 0)).toBe(true);
  });

  const cyclic: { self?: unknown } = {};
  cyclic.self = cyclic;
  it.each([
    ['undefined', undefined],
    ['a function', () => 1],
    ['a BigInt', 1n],
    ['a cycle', cyclic],
  ])('throws UnencodablePayloadError for %s in every mode', (_name, payload) => {
    for (const mode of PACKAGING_MODES) {
      const codec = createEnvelopeCodec({ mode, payloadKey: KEY, cipher: nodeCipher });
      expect(() => codec.encodeRequest(payload)).toThrow(UnencodablePayloadError);
    }
  });
});

describe('decodeRequest errors say what is wrong', () => {
  it.each([
    ['plain', undefined, 'request body is missing'],
    ['plain', { when: new Date(0) }, 'not a JSON value'],
    ['base64', null, 'expected a JSON object'],
    ['base64', { data: 'e30=', key: '', extra: 1 }, 'unexpected field(s) "extra"'],
    ['base64', { data: 1 }, '"data" must be a string'],
    ['base64', { data: 'e30=', key: null }, '"key" must be a string'],
    ['base64', { data: 'e30' }, '"data" is not valid base64 (base64 length 3 is not a multiple of 4)'],
    ['base64', { data: '/w==' }, 'UTF-8'],
    ['base64', { data: 'eyJhIjo=' }, 'does not decode to JSON'],
    ['base64', { data: btoa('{"fee":1e400}') }, 'number out of range'],
    ['paramIn', { data: 'e30=' }, '{"paramIn": payload}'],
    ['aes', { data: 'ab'.repeat(16) }, 'hex of a 16-byte IV followed by whole 16-byte blocks'],
    ['aes', { data: 'zz'.repeat(32) }, '"data" is not valid hex'],
    ['aes', { data: '00'.repeat(32) }, "cannot be decrypted with this tenant's key"],
  ] as const)('%s %j', (mode, body, message) => {
    const error = decodeError(mode, body);
    expect(error.message).toContain(message);
    expect(error.message).toMatch(/^Malformed request envelope: /);
    expect(error.name).toBe('MalformedEnvelopeError');
  });

  it('accepts a packaged body without the key field', () => {
    expect(createEnvelopeCodec({ mode: 'base64' }).decodeRequest({ data: 'e30=' })).toEqual({});
  });

  it('paramIn may carry any JSON value, including null', () => {
    const codec = createEnvelopeCodec({ mode: 'paramIn' });
    expect(codec.decodeRequest(codec.encodeRequest(null))).toBeNull();
  });

  it('aes with another tenant key fails as malformed, not with a crypto error', () => {
    const sender = createEnvelopeCodec({ mode: 'aes', payloadKey: KEY, cipher: nodeCipher });
    const receiver = createEnvelopeCodec({
      mode: 'aes',
      payloadKey: 'another-tenant-key-of-32-chars!!',
      cipher: nodeCipher,
    });
    let failures = 0;
    for (let i = 0; i < 20; i += 1) {
      try {
        receiver.decodeRequest(sender.encodeRequest({ attempt: i }));
      } catch (error) {
        expect(error).toBeInstanceOf(MalformedEnvelopeError);
        failures += 1;
      }
    }
    expect(failures).toBe(20);
  });
});
