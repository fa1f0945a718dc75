import { assertAesCbcArguments, AES_IV_BYTES, type AsyncAesCbcCipher } from './aes-cbc-cipher';

type NobleAes = typeof import('@noble/ciphers/aes.js');

/**
 * AES-256-CBC/PKCS#7 in the browser with the platform's Web Crypto: native code, off the main
 * thread, and nothing to download or set up. A pure-JavaScript AES builds lookup tables of
 * 2 x 256 KiB per direction before its first block, tens of milliseconds of a phone's CPU on the
 * first page of every 'aes' tenant (docs/performance-log.md, 2026-11-30). Web Crypto's decryption
 * checks every padding byte, as OpenSSL does, so a wrong key fails instead of decrypting to garbage.
 *
 * Browsers offer Web Crypto's `subtle` only on secure origins (https, localhost). A page opened over
 * plain http on another address (the demo from a phone on the same network) falls back to
 * @noble/ciphers, downloaded only then. IVs come from the CSPRNG, which every origin has.
 */
export function createBrowserCipher(subtle: SubtleCrypto | undefined): AsyncAesCbcCipher {
  // The codec converts its key once and passes the same bytes each time, so each is imported once.
  const importedKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
  let noble: Promise<NobleAes> | undefined;

  function importedKey(web: SubtleCrypto, key: Uint8Array): Promise<CryptoKey> {
    let imported = importedKeys.get(key);
    if (!imported) {
      imported = web.importKey('raw', copyOf(key), 'AES-CBC', false, ['encrypt', 'decrypt']);
      importedKeys.set(key, imported);
      // A failed import is not kept: the next call tries again.
      imported.catch(() => importedKeys.delete(key));
    }
    return imported;
  }

  async function run(direction: 'encrypt' | 'decrypt', input: Uint8Array, key: Uint8Array, iv: Uint8Array) {
    assertAesCbcArguments(key, iv);
    if (!subtle) {
      const { cbc } = await (noble ??= import('@noble/ciphers/aes.js'));
      return cbc(key, iv)[direction](input);
    }
    const algorithm = { name: 'AES-CBC', iv: copyOf(iv) };
    const cryptoKey = await importedKey(subtle, key);
    return new Uint8Array(await subtle[direction](algorithm, cryptoKey, copyOf(input)));
  }

  return {
    encrypt: (plain, key, iv) => run('encrypt', plain, key, iv),
    decrypt: (ciphertext, key, iv) => run('decrypt', ciphertext, key, iv),
    randomIv() {
      return globalThis.crypto.getRandomValues(new Uint8Array(AES_IV_BYTES));
    },
  };
}

/** Web Crypto refuses views of a SharedArrayBuffer; a copy is (and is typed as) a plain ArrayBuffer's. */
function copyOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** The page's cipher: Web Crypto where the origin is secure, else @noble/ciphers. */
export const browserCipher: AsyncAesCbcCipher = createBrowserCipher(
  // Typed as always there, but undefined on an insecure origin.
  globalThis.crypto.subtle as SubtleCrypto | undefined,
);
