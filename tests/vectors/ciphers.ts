// Test support (Node only): both cipher implementations, and a way to pin the IV so AES output is exact.
import type { AesCbcCipher } from '../../src/protocol/aes-cbc-cipher';
import { browserCipher } from '../../src/protocol/cipher-browser';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { hexDecode } from '../../src/protocol/hex';

export const CIPHERS: ReadonlyArray<readonly [name: string, cipher: AesCbcCipher]> = [
  ['@noble/ciphers', browserCipher],
  ['node:crypto', nodeCipher],
];

export function withFixedIv(cipher: AesCbcCipher, ivHex: string): AesCbcCipher {
  return { ...cipher, randomIv: () => hexDecode(ivHex) };
}
