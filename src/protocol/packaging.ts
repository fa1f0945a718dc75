import { assertAesCbcArguments, AES_BLOCK_BYTES, AES_IV_BYTES, type AesCbcCipher } from './aes-cbc-cipher';
import { base64Decode, base64Encode } from './base64';
import { MalformedEnvelopeError, PackagingConfigError, UnencodablePayloadError } from './codec-errors';
import { assertHexText } from './hex';
import { isJsonValue, type JsonValue } from './json-value';
import { payloadKeyBytes } from './payload-key';
import { utf8Decode, utf8Encode } from './utf8';

/** How a request payload is packaged on the wire (tenant.api.packaging; docs/rules.md#wire-packaging). */
export const PACKAGING_MODES = ['plain', 'base64', 'paramIn', 'aes'] as const;
export type PackagingMode = (typeof PACKAGING_MODES)[number];

export function isPackagingMode(value: unknown): value is PackagingMode {
  return (PACKAGING_MODES as readonly unknown[]).includes(value);
}

/** The wrapped form used by every mode except plain. */
export interface PackagedBody {
  data: string;
  key: string;
}

export interface EnvelopeCodecOptions {
  mode: PackagingMode;
  /** tenant.api.payloadKey: 32 ASCII characters. Required for 'aes', ignored otherwise. */
  payloadKey?: string;
  /** Required for 'aes', ignored otherwise. */
  cipher?: AesCbcCipher;
}

export interface EnvelopeCodec {
  readonly mode: PackagingMode;
  /** The request body to send as JSON: the payload itself (plain) or a PackagedBody. */
  encodeRequest(payload: unknown): unknown;
  /** The payload carried by a parsed request body. Throws MalformedEnvelopeError. */
  decodeRequest(body: unknown): JsonValue;
}

type Packer = {
  pack(json: string): PackagedBody;
  unpack(data: string): string;
};

export function createEnvelopeCodec(options: EnvelopeCodecOptions): EnvelopeCodec {
  const { mode } = options;
  if (!isPackagingMode(mode)) {
    throw new PackagingConfigError(
      `unknown packaging mode ${JSON.stringify(mode)}; expected one of ${PACKAGING_MODES.join(', ')}`,
    );
  }
  if (mode === 'plain') {
    return {
      mode,
      encodeRequest(payload) {
        payloadToJson(payload);
        return payload;
      },
      decodeRequest(body) {
        if (body === undefined) throw new MalformedEnvelopeError('request body is missing');
        if (!isJsonValue(body)) throw new MalformedEnvelopeError('request body is not a JSON value');
        return body;
      },
    };
  }
  const packer = mode === 'aes' ? aesPacker(options) : base64Packer();
  const wrapsInParamIn = mode === 'paramIn';
  return {
    mode,
    encodeRequest(payload) {
      const json = payloadToJson(payload);
      // Built by hand so that the payload is serialised exactly once, as validated above.
      return packer.pack(wrapsInParamIn ? `{"paramIn":${json}}` : json);
    },
    decodeRequest(body) {
      const value = parseJson(packer.unpack(readPackagedData(body)));
      return wrapsInParamIn ? unwrapParamIn(value) : value;
    },
  };
}

function payloadToJson(payload: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(payload);
  } catch (cause) {
    throw new UnencodablePayloadError('payload cannot be serialised as JSON', { cause });
  }
  // JSON.stringify returns undefined (despite its type) for undefined, functions and symbols.
  if (typeof json !== 'string') {
    throw new UnencodablePayloadError(`payload of type ${typeof payload} has no JSON form`);
  }
  return json;
}

function base64Packer(): Packer {
  return {
    pack: (json) => ({ data: base64Encode(utf8Encode(json)), key: '' }),
    unpack: (data) => decodeText(decodeField(() => base64Decode(data), 'base64')),
  };
}

function aesPacker({ payloadKey, cipher }: EnvelopeCodecOptions): Packer {
  if (payloadKey === undefined) throw new PackagingConfigError('aes packaging needs the tenant payloadKey');
  if (cipher === undefined) throw new PackagingConfigError('aes packaging needs an AES-CBC cipher implementation');
  const key = payloadKeyBytes(payloadKey);
  const ivHexLength = AES_IV_BYTES * 2;
  const blockHexLength = AES_BLOCK_BYTES * 2;
  return {
    pack(json) {
      const iv = cipher.randomIv();
      assertAesCbcArguments(key, iv);
      return { data: cipher.toHex(iv) + cipher.toHex(cipher.encrypt(utf8Encode(json), key, iv)), key: '' };
    },
    unpack(data) {
      const cipherHexLength = data.length - ivHexLength;
      if (cipherHexLength < blockHexLength || cipherHexLength % blockHexLength !== 0) {
        throw new MalformedEnvelopeError(
          `"data" must be hex of a 16-byte IV followed by whole 16-byte blocks; got ${data.length} characters`,
        );
      }
      const bytes = decodeField(() => {
        assertHexText(data);
        return cipher.fromHex(data);
      }, 'hex');
      let plain: Uint8Array;
      try {
        plain = cipher.decrypt(bytes.subarray(AES_IV_BYTES), key, bytes.subarray(0, AES_IV_BYTES));
      } catch (cause) {
        throw new MalformedEnvelopeError('"data" cannot be decrypted with this tenant\'s key', { cause });
      }
      return decodeText(plain);
    },
  };
}

function readPackagedData(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MalformedEnvelopeError('expected a JSON object {"data": string, "key": string}');
  }
  const unexpected = Object.keys(body).filter((name) => name !== 'data' && name !== 'key');
  if (unexpected.length > 0) {
    throw new MalformedEnvelopeError(`unexpected field(s) ${unexpected.map((n) => JSON.stringify(n)).join(', ')}`);
  }
  const fields: { data?: unknown; key?: unknown } = body;
  if (typeof fields.data !== 'string') throw new MalformedEnvelopeError('"data" must be a string');
  if (fields.key !== undefined && typeof fields.key !== 'string') {
    throw new MalformedEnvelopeError('"key" must be a string');
  }
  return fields.data;
}

function decodeField(decode: () => Uint8Array, encoding: string): Uint8Array {
  try {
    return decode();
  } catch (cause) {
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    throw new MalformedEnvelopeError(`"data" is not valid ${encoding}${detail}`, { cause });
  }
}

function decodeText(bytes: Uint8Array): string {
  try {
    return utf8Decode(bytes);
  } catch (cause) {
    throw new MalformedEnvelopeError('"data" does not decode to UTF-8 text', { cause });
  }
}

function parseJson(text: string): JsonValue {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new MalformedEnvelopeError('"data" does not decode to JSON', { cause });
  }
  // JSON.parse turns a number too large for a double (1e400) into Infinity, which has no JSON
  // form: passing it on would silently change the value, so the request is refused instead.
  if (!isJsonValue(value)) throw new MalformedEnvelopeError('"data" holds a number out of range');
  return value;
}

function unwrapParamIn(value: JsonValue): JsonValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, 'paramIn')) {
    throw new MalformedEnvelopeError('"data" must decode to {"paramIn": payload}');
  }
  const extra = Object.keys(value).filter((name) => name !== 'paramIn');
  if (extra.length > 0) {
    throw new MalformedEnvelopeError(
      `paramIn wrapper has unexpected field(s) ${extra.map((n) => JSON.stringify(n)).join(', ')}`,
    );
  }
  return value.paramIn;
}
