import type { AsyncAesCbcCipher } from '../protocol/aes-cbc-cipher';
import { createAsyncEnvelopeCodec } from '../protocol/packaging';
import { userTokenKey } from './user-token-key';

export interface TokenStorage {
  read(): Promise<string | null>;
  /** Settles once the token is stored, or is not because a later write or clear came first. */
  write(token: string): Promise<void>;
  clear(): void;
}

/**
 * The session token, persisted encrypted with the tenant's payload key (AES-256-CBC, random IV,
 * hex) exactly as the 'aes' packaging mode encrypts a payload. Like that mode it is legacy
 * compatibility, not security (docs/rules.md#wire-packaging): the key is public.
 *
 * Encryption is asynchronous, so the storage keeps the calls' order: a write lands only when no
 * later write or clear was asked for meanwhile, and a logout's clear is never undone by the login's
 * write finishing after it.
 */
export function createTokenStorage(
  tenantId: string,
  payloadKey: string,
  cipher: AsyncAesCbcCipher,
  storage: Storage | undefined = globalThis.localStorage,
): TokenStorage {
  const codec = createAsyncEnvelopeCodec({ mode: 'aes', payloadKey, cipher });
  const key = userTokenKey(tenantId);
  let latest = 0;
  return {
    async read() {
      try {
        const data = storage?.getItem(key);
        if (!data) return null;
        const token = await codec.decodeRequest({ data, key: '' });
        return typeof token === 'string' && token !== '' ? token : null;
      } catch {
        // Unreadable (another key, tampered, storage disabled): as if logged out.
        return null;
      }
    },
    async write(token) {
      const call = ++latest;
      try {
        const { data } = (await codec.encodeRequest(token)) as { data: string };
        if (call === latest) storage?.setItem(key, data);
      } catch (error) {
        console.warn('[session] could not persist the session token', error);
      }
    },
    clear() {
      latest += 1;
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}
