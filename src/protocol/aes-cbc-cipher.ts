export const AES_256_KEY_BYTES = 32;
export const AES_IV_BYTES = 16;
export const AES_BLOCK_BYTES = 16;

/**
 * AES-256-CBC with PKCS#7 padding, synchronous, as a port of the envelope codec: node:crypto on the
 * server and in Node tools (cipher-node.ts). Implementations throw on a wrong key or IV size and on
 * bad padding when decrypting.
 */
export interface AesCbcCipher {
  encrypt(plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array;
  decrypt(ciphertext: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array;
  /** A fresh random 16-byte IV from a cryptographically secure source. */
  randomIv(): Uint8Array;
  /**
   * Hex of the envelope's `data` field, both ways (`fromHex` is given checked, even-length hex).
   * Part of the port because the server converts every aes request and answer and Node's Buffer
   * does it natively, while the browser converts only its own few calls (src/protocol/hex.ts).
   */
  toHex(bytes: Uint8Array): string;
  fromHex(text: string): Uint8Array;
}

/**
 * The same cipher, asynchronous: the browser's (cipher-browser.ts), where the platform's Web Crypto
 * does the work natively and off the page's main thread. Failures reject rather than throw.
 */
export interface AsyncAesCbcCipher {
  encrypt(plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Promise<Uint8Array>;
  decrypt(ciphertext: Uint8Array, key: Uint8Array, iv: Uint8Array): Promise<Uint8Array>;
  /** A fresh random 16-byte IV from a cryptographically secure source. */
  randomIv(): Uint8Array;
}

/** Shared argument checks, so both implementations fail the same way. */
export function assertAesCbcArguments(key: Uint8Array, iv: Uint8Array): void {
  if (key.length !== AES_256_KEY_BYTES) {
    throw new RangeError(`AES-256 key must be ${AES_256_KEY_BYTES} bytes, got ${key.length}`);
  }
  if (iv.length !== AES_IV_BYTES) {
    throw new RangeError(`AES-CBC IV must be ${AES_IV_BYTES} bytes, got ${iv.length}`);
  }
}
