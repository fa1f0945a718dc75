import { AES_256_KEY_BYTES } from './aes-cbc-cipher';
import { PackagingConfigError } from './codec-errors';

/**
 * The tenant's payloadKey is exactly 32 ASCII characters whose character codes are the raw
 * AES-256 key bytes (the legacy backend's convention; no key derivation).
 */
export function payloadKeyBytes(payloadKey: string): Uint8Array {
  if (payloadKey.length !== AES_256_KEY_BYTES) {
    throw new PackagingConfigError(
      `payloadKey must be exactly ${AES_256_KEY_BYTES} ASCII characters (AES-256 raw key), got ${payloadKey.length}`,
    );
  }
  if (![...payloadKey].every((char) => char.charCodeAt(0) <= 0x7f)) {
    throw new PackagingConfigError('payloadKey must contain ASCII characters only (each character is one key byte)');
  }
  return Uint8Array.from(payloadKey, (char) => char.charCodeAt(0));
}
