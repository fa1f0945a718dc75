// Server only: the browser bundle must never import this file (it uses node:crypto).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { assertAesCbcArguments, AES_IV_BYTES, type AesCbcCipher } from './aes-cbc-cipher';

const ALGORITHM = 'aes-256-cbc';

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
    return new Uint8Array(randomBytes(AES_IV_BYTES));
  },
  toHex(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
  },
  fromHex(text) {
    const bytes = Buffer.from(text, 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
};
