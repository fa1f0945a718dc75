import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MalformedEnvelopeError } from './codec-errors';
import { isJsonValue } from './json-value';
import { createAsyncEnvelopeCodec, createEnvelopeCodec, PACKAGING_MODES, type EnvelopeCodec } from './packaging';
import { browserCipher } from './cipher-browser';
import { nodeCipher } from './cipher-node';
import { CIPHERS } from '../../tests/vectors/ciphers';

const KEY = 'Kerbside-demo-payload-key-32char';
const PACKAGED_MODES = PACKAGING_MODES.filter((mode) => mode !== 'plain');

// Every string unit (lone surrogates included): JSON.stringify escapes those, so they survive.
const jsonValues = fc.jsonValue({ stringUnit: 'binary', maxDepth: 4 });

/**
 * What the receiver can get back: JSON has no -0 (JSON.stringify(-0) is "0"), so a packaged
 * payload comes back with 0 where it had -0. That is the only normalisation fc.jsonValue hits.
 */
function overTheWire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function expectMalformedOrJson(codec: EnvelopeCodec, body: unknown): void {
  let decoded: unknown;
  try {
    decoded = codec.decodeRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedEnvelopeError);
    return;
  }
  expect(isJsonValue(decoded)).toBe(true);
}

describe.each(CIPHERS)('envelope codec properties with the %s cipher', (_name, cipher) => {
  const codecs = PACKAGING_MODES.map((mode) => [mode, createEnvelopeCodec({ mode, payloadKey: KEY, cipher })] as const);

  it.each(codecs)('%s: decode(encode(x)) equals x for any JSON value, sent as JSON text', (_mode, codec) => {
    fc.assert(
      fc.property(jsonValues, (payload) => {
        const received: unknown = overTheWire(codec.encodeRequest(payload));
        expect(codec.decodeRequest(received)).toEqual(overTheWire(payload));
      }),
    );
  });

  it.each(codecs)('%s: decode(encode(x)) equals x in memory (plain: the same object)', (mode, codec) => {
    fc.assert(
      fc.property(jsonValues, (payload) => {
        const decoded = codec.decodeRequest(codec.encodeRequest(payload));
        if (mode === 'plain') expect(decoded).toBe(payload);
        else expect(decoded).toEqual(overTheWire(payload));
      }),
    );
  });

  describe.each(PACKAGED_MODES)('%s: garbage', (mode) => {
    const codec = createEnvelopeCodec({ mode, payloadKey: KEY, cipher });

    it('rejects any body that is not {data: string, key?: string} with MalformedEnvelopeError', () => {
      const notAnEnvelope = fc
        .anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withNullPrototype: true,
        })
        .filter(
          (body) =>
            !(typeof body === 'object' && body !== null && typeof (body as { data?: unknown }).data === 'string'),
        );
      fc.assert(
        fc.property(notAnEnvelope, (body) => {
          expect(() => codec.decodeRequest(body)).toThrow(MalformedEnvelopeError);
        }),
      );
    });

    it('throws nothing but MalformedEnvelopeError for arbitrary data strings', () => {
      const data = fc.oneof(fc.string({ unit: 'binary' }), fc.base64String(), fc.stringMatching(/^[0-9a-f]{64,160}$/));
      fc.assert(
        fc.property(data, fc.option(fc.string(), { nil: undefined }), (dataText, key) => {
          expectMalformedOrJson(codec, key === undefined ? { data: dataText } : { data: dataText, key });
        }),
      );
    });

    it('rejects an encoded body that has been tampered with', () => {
      fc.assert(
        fc.property(jsonValues, fc.nat(), fc.constantFrom('!', '=', 'g', ''), (payload, position, replacement) => {
          const body = codec.encodeRequest(payload) as { data: string; key: string };
          const at = position % body.data.length;
          const data = body.data.slice(0, at) + replacement + body.data.slice(at + 1);
          expectMalformedOrJson(codec, { ...body, data });
        }),
      );
    });
  });

  it('plain: returns any JSON value as is, and rejects everything else with MalformedEnvelopeError', () => {
    const codec = createEnvelopeCodec({ mode: 'plain' });
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true }),
        (body) => {
          if (isJsonValue(body)) expect(codec.decodeRequest(body)).toBe(body);
          else expect(() => codec.decodeRequest(body)).toThrow(MalformedEnvelopeError);
        },
      ),
    );
  });
});

/** What the server's codec makes of a body: its value, or that it is malformed. */
function serverVerdict(codec: EnvelopeCodec, body: unknown): { value: unknown } | 'malformed' {
  try {
    return { value: codec.decodeRequest(body) };
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedEnvelopeError);
    return 'malformed';
  }
}

describe.each(PACKAGING_MODES)('%s: the browser codec (Web Crypto) and the server codec agree', (mode) => {
  const browser = createAsyncEnvelopeCodec({ mode, payloadKey: KEY, cipher: browserCipher });
  const server = createEnvelopeCodec({ mode, payloadKey: KEY, cipher: nodeCipher });

  it('the server reads what the browser sends, and the other way round', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValues, async (payload) => {
        const sent: unknown = overTheWire(await browser.encodeRequest(payload));
        expect(server.decodeRequest(sent)).toEqual(overTheWire(payload));
        expect(await browser.decodeRequest(overTheWire(server.encodeRequest(payload)))).toEqual(overTheWire(payload));
      }),
    );
  });

  it('both refuse the same tampered or garbage bodies, and read the rest alike', async () => {
    const tampered = fc
      .tuple(jsonValues, fc.nat(), fc.constantFrom('!', '=', 'g', '0', 'f', ''))
      .map(([payload, position, replacement]) => {
        const body = server.encodeRequest(payload);
        if (mode === 'plain') return body;
        const { data } = body as { data: string };
        const at = position % Math.max(data.length, 1);
        return { data: data.slice(0, at) + replacement + data.slice(at + 1), key: '' };
      });
    const garbage = fc.oneof(tampered, fc.anything(), fc.record({ data: fc.string({ unit: 'binary' }) }));
    await fc.assert(
      fc.asyncProperty(garbage, async (body) => {
        const verdict = serverVerdict(server, body);
        if (verdict === 'malformed') await expect(browser.decodeRequest(body)).rejects.toThrow(MalformedEnvelopeError);
        else expect(await browser.decodeRequest(body)).toEqual(verdict.value);
      }),
    );
  });
});
