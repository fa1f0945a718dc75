// Test support (Node only): every cipher implementation, and a way to pin the IV so AES output is exact.
import type { AesCbcCipher, AsyncAesCbcCipher } from '../../src/protocol/aes-cbc-cipher';
import { browserCipher, createBrowserCipher } from '../../src/protocol/cipher-browser';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { hexDecode } from '../../src/protocol/hex';

/** The server's cipher, for the synchronous codec. */
export const CIPHERS: ReadonlyArray<readonly [name: string, cipher: AesCbcCipher]> = [['node:crypto', nodeCipher]];

/** The server's cipher behind the browser's asynchronous port. */
export function asyncOf(cipher: AesCbcCipher): AsyncAesCbcCipher {
  return {
    encrypt: async (plain, key, iv) => cipher.encrypt(plain, key, iv),
    decrypt: async (ciphertext, key, iv) => cipher.decrypt(ciphertext, key, iv),
    randomIv: () => cipher.randomIv(),
  };
}

/** The browser's cipher both ways it runs (Web Crypto on a secure origin, @noble/ciphers elsewhere), and node:crypto. */
export const ASYNC_CIPHERS: ReadonlyArray<readonly [name: string, cipher: AsyncAesCbcCipher]> = [
  ['Web Crypto', browserCipher],
  ['@noble/ciphers (no Web Crypto)', createBrowserCipher(undefined)],
  ['node:crypto', asyncOf(nodeCipher)],
];

export function withFixedIv<Cipher extends AesCbcCipher | AsyncAesCbcCipher>(cipher: Cipher, ivHex: string): Cipher {
  return { ...cipher, randomIv: () => hexDecode(ivHex) };
}
