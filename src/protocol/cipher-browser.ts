import { cbc } from '@noble/ciphers/aes.js';
import { hexDecode, hexEncode } from './hex';
import { assertAesCbcArguments, AES_IV_BYTES, type AesCbcCipher } from './aes-cbc-cipher';

/**
 * AES-256-CBC/PKCS#7 in the browser with @noble/ciphers (audited, maintained, synchronous like
 * node:crypto, so the envelope codec stays one synchronous piece of code on both sides). Its
 * unpadding checks every padding byte, as OpenSSL does, so a wrong key fails instead of decrypting
 * to garbage. IVs come from the Web Crypto CSPRNG.
 */
export const browserCipher: AesCbcCipher = {
  encrypt(plain, key, iv) {
    assertAesCbcArguments(key, iv);
    return cbc(key, iv).encrypt(plain);
  },
  decrypt(ciphertext, key, iv) {
    assertAesCbcArguments(key, iv);
    return cbc(key, iv).decrypt(ciphertext);
  },
  randomIv() {
    return globalThis.crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
  },
  toHex: hexEncode,
  fromHex: hexDecode,
};
