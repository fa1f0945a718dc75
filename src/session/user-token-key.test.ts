import { describe, expect, it } from 'vitest';
import { browserCipher } from '../protocol/cipher-browser';
import { createTokenStorage } from './token-storage';
import { tokenStorageKey } from './user-token-key';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('tokenStorageKey (docs/rules.md#session-storage)', () => {
  it("is the payload key when the tenant has one, else a 32-character key of the tenant's own", () => {
    const key = 'k'.repeat(32);
    expect(tokenStorageKey({ id: 'acme', api: { payloadKey: key } })).toBe(key);
    const derived = tokenStorageKey({ id: 'acme', api: {} });
    expect(derived).toHaveLength(32);
    expect(derived).toMatch(/^[\x21-\x7e]{32}$/);
    expect(tokenStorageKey({ id: 'other', api: {} })).not.toBe(derived);
  });

  it('a tenant without a payload key (plain packaging) still keeps its session token encrypted on the phone', async () => {
    const storage = memoryStorage();
    const tokens = createTokenStorage('plainco', tokenStorageKey({ id: 'plainco', api: {} }), browserCipher, storage);
    await tokens.write('session-token-123');
    expect(storage.getItem('kerbside.user-token.plainco')).not.toContain('session-token-123');
    expect(await tokens.read()).toBe('session-token-123');
  });
});
