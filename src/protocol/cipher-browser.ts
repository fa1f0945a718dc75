// Imported by path (not 'crypto-js') so the bundle carries only core, AES and the CBC cipher
// core instead of every algorithm crypto-js ships.
import { hexDecode, hexEncode } from './hex';
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import { assertAesCbcArguments, AES_IV_BYTES, type AesCbcCipher } from './aes-cbc-cipher';
import { pkcs7Pad, pkcs7Unpad } from './pkcs7';

type WordArray = CryptoJS.lib.WordArray;

// Padding is done by pkcs7.ts: crypto-js's Pkcs7.unpad does not check the padding bytes, so a
// wrong key would decrypt to garbage instead of failing as node:crypto does.
const NO_PADDING = { pad: () => undefined, unpad: () => undefined };

function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function toBytes(wordArray: WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = ((wordArray.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return bytes;
}

function cbcOptions(iv: Uint8Array) {
  return { iv: toWordArray(iv), mode: CryptoJS.mode.CBC, padding: NO_PADDING };
}

/** AES-256-CBC/PKCS#7 with crypto-js; IVs from the Web Crypto CSPRNG. */
export const cryptoJsCipher: AesCbcCipher = {
  encrypt(plain, key, iv) {
    assertAesCbcArguments(key, iv);
    return toBytes(AES.encrypt(toWordArray(pkcs7Pad(plain)), toWordArray(key), cbcOptions(iv)).ciphertext);
  },
  decrypt(ciphertext, key, iv) {
    assertAesCbcArguments(key, iv);
    const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWordArray(ciphertext) });
    return pkcs7Unpad(toBytes(AES.decrypt(params, toWordArray(key), cbcOptions(iv))));
  },
  randomIv() {
    return globalThis.crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  },
  toHex: hexEncode,
  fromHex: hexDecode,
};
