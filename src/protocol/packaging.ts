import {
  assertAesCbcArguments,
  AES_BLOCK_BYTES,
  AES_IV_BYTES,
  type AesCbcCipher,
  type AsyncAesCbcCipher,
} from './aes-cbc-cipher';
import { base64Decode, base64Encode } from './base64';
import { MalformedEnvelopeError, PackagingConfigError, UnencodablePayloadError } from './codec-errors';
import { assertHexText, hexDecode, hexEncode } from './hex';
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

/** Options of the browser's codec: the same, with the browser's asynchronous cipher. */
export interface AsyncEnvelopeCodecOptions extends Omit<EnvelopeCodecOptions, 'cipher'> {
  cipher?: AsyncAesCbcCipher;
}

/** The envelope codec of the browser, where AES runs in Web Crypto and answers with promises. */
export interface AsyncEnvelopeCodec {
  readonly mode: PackagingMode;
  encodeRequest(payload: unknown): Promise<unknown>;
  /** Rejects with MalformedEnvelopeError. */
  decodeRequest(body: unknown): Promise<JsonValue>;
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

/**
 * The browser's codec: the same packaging, rule for rule, as createEnvelopeCodec's (the 'aes' body is
 * framed and checked by the same functions below); only the cipher is awaited. Test vectors hold
 * both to the same bytes (src/protocol/vectors.test.ts).
 */
export function createAsyncEnvelopeCodec(options: AsyncEnvelopeCodecOptions): AsyncEnvelopeCodec {
  if (options.mode !== 'aes') {
    const codec = createEnvelopeCodec({ mode: options.mode, payloadKey: options.payloadKey });
    return {
      mode: codec.mode,
      encodeRequest: async (payload) => codec.encodeRequest(payload),
      decodeRequest: async (body) => codec.decodeRequest(body),
    };
  }
  const { cipher } = options;
  if (cipher === undefined) throw new PackagingConfigError('aes packaging needs an AES-CBC cipher implementation');
  const key = aesKeyOf(options);
  return {
    mode: 'aes',
    async encodeRequest(payload) {
      const plain = utf8Encode(payloadToJson(payload));
      const iv = cipher.randomIv();
      assertAesCbcArguments(key, iv);
      return aesBody(iv, await cipher.encrypt(plain, key, iv), hexEncode);
    },
    async decodeRequest(body) {
      const { iv, ciphertext } = splitAesData(readPackagedData(body), hexDecode);
      let plain: Uint8Array;
      try {
        plain = await cipher.decrypt(ciphertext, key, iv);
      } catch (cause) {
        throw undecryptable(cause);
      }
      return parseJson(decodeText(plain));
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

function aesPacker(options: EnvelopeCodecOptions): Packer {
  const { cipher } = options;
  if (cipher === undefined) throw new PackagingConfigError('aes packaging needs an AES-CBC cipher implementation');
  const key = aesKeyOf(options);
  return {
    pack(json) {
      const iv = cipher.randomIv();
      assertAesCbcArguments(key, iv);
      return aesBody(iv, cipher.encrypt(utf8Encode(json), key, iv), cipher.toHex);
    },
    unpack(data) {
      const { iv, ciphertext } = splitAesData(data, cipher.fromHex);
      let plain: Uint8Array;
      try {
        plain = cipher.decrypt(ciphertext, key, iv);
      } catch (cause) {
        throw undecryptable(cause);
      }
      return decodeText(plain);
    },
  };
}

function aesKeyOf({ payloadKey }: { payloadKey?: string | undefined }): Uint8Array {
  if (payloadKey === undefined) throw new PackagingConfigError('aes packaging needs the tenant payloadKey');
  return payloadKeyBytes(payloadKey);
}

/** The 'aes' body: hex of the IV, then hex of the ciphertext. */
function aesBody(iv: Uint8Array, ciphertext: Uint8Array, toHex: (bytes: Uint8Array) => string): PackagedBody {
  return { data: toHex(iv) + toHex(ciphertext), key: '' };
}

const IV_HEX_LENGTH = AES_IV_BYTES * 2;
const BLOCK_HEX_LENGTH = AES_BLOCK_BYTES * 2;

/** The IV and ciphertext of an 'aes' body's data, checked before any decryption is tried. */
function splitAesData(data: string, fromHex: (text: string) => Uint8Array): { iv: Uint8Array; ciphertext: Uint8Array } {
  const cipherHexLength = data.length - IV_HEX_LENGTH;
  if (cipherHexLength < BLOCK_HEX_LENGTH || cipherHexLength % BLOCK_HEX_LENGTH !== 0) {
    throw new MalformedEnvelopeError(
      `"data" must be hex of a 16-byte IV followed by whole 16-byte blocks; got ${data.length} characters`,
    );
  }
  const bytes = decodeField(() => {
    assertHexText(data);
    return fromHex(data);
  }, 'hex');
  return { iv: bytes.subarray(0, AES_IV_BYTES), ciphertext: bytes.subarray(AES_IV_BYTES) };
}

function undecryptable(cause: unknown): MalformedEnvelopeError {
  return new MalformedEnvelopeError('"data" cannot be decrypted with this tenant\'s key', { cause });
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
