// Server only: the browser bundle must never import this file (it uses node:crypto).
import { createCipheriv, createDecipheriv, randomFillSync } from 'node:crypto';
import { assertAesCbcArguments, AES_IV_BYTES, type AesCbcCipher } from './aes-cbc-cipher';

const ALGORITHM = 'aes-256-cbc';

/**
 * Bytes of the system's CSPRNG drawn 4 KiB at a time, each handed out once, as Node's own
 * randomUUID and randomInt keep theirs: crypto.randomBytes makes a getrandom call every time, about
 * 2.6 us for 16 bytes on a two-core machine against 0.1 us from here, and 9 us under load
 * (docs/architecture.md#drawn-entropy). The bytes are as random; only the calls are fewer.
 */
const ENTROPY_BYTES = 4096;
const entropy = Buffer.alloc(ENTROPY_BYTES);
let entropyUsed = ENTROPY_BYTES;

/** `count` random bytes (at most 4,096) of the CSPRNG: a copy of their own, never handed out again. */
export function drawnRandomBytes(count: number): Uint8Array {
  if (!Number.isInteger(count) || count < 0 || count > ENTROPY_BYTES)
    throw new RangeError(`drawnRandomBytes: 0 to ${ENTROPY_BYTES} bytes, not ${count}`);
  if (entropyUsed + count > ENTROPY_BYTES) {
    randomFillSync(entropy);
    entropyUsed = 0;
  }
  const bytes = new Uint8Array(entropy.subarray(entropyUsed, entropyUsed + count));
  entropyUsed += count;
  return bytes;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const out = new Uint8Array(first.length + second.length);
  out.set(first);
  out.set(second, first.length);
  return out;
}

/** AES-256-CBC with OpenSSL's own PKCS#7 padding (on by default for CBC). */
export const nodeCipher: AesCbcCipher = {
  encrypt(plain, key, iv) {
    assertAesCbcArguments(key, iv);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    return concat(cipher.update(plain), cipher.final());
  },
  decrypt(ciphertext, key, iv) {
    assertAesCbcArguments(key, iv);
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    return concat(decipher.update(ciphertext), decipher.final());
  },
  randomIv() {
    return drawnRandomBytes(AES_IV_BYTES);
  },
  toHex(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
  },
  fromHex(text) {
    const bytes = Buffer.from(text, 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
};
