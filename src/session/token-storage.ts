import type { AesCbcCipher } from '../protocol/aes-cbc-cipher';
import { createEnvelopeCodec } from '../protocol/packaging';
import { userTokenKey } from './user-token-key';

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

/**
 * The session token, persisted encrypted with the tenant's payload key (AES-256-CBC, random IV,
 * hex) exactly as the 'aes' packaging mode encrypts a payload. Like that mode it is legacy
 * compatibility, not security (docs/rules.md#wire-packaging): the key is public.
 */
export function createTokenStorage(
  tenantId: string,
  payloadKey: string,
  cipher: AesCbcCipher,
  storage: Storage | undefined = globalThis.localStorage,
): TokenStorage {
  const codec = createEnvelopeCodec({ mode: 'aes', payloadKey, cipher });
  const key = userTokenKey(tenantId);
  return {
    read() {
      try {
        const data = storage?.getItem(key);
        if (!data) return null;
        const token = codec.decodeRequest({ data, key: '' });
        return typeof token === 'string' && token !== '' ? token : null;
      } catch {
        // Unreadable (another key, tampered, storage disabled): as if logged out.
        return null;
      }
    },
    write(token) {
      try {
        const { data } = codec.encodeRequest(token) as { data: string };
        storage?.setItem(key, data);
      } catch (error) {
        console.warn('[session] could not persist the session token', error);
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}
