import { describe, expect, it } from 'vitest';
import { browserCipher } from '../protocol/cipher-browser';
import { createTokenStorage } from './token-storage';
import { hasStoredUserToken, userTokenKey } from './user-token-key';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const KEY = 'abcdefghijklmnopqrstuvwxyz012345';

describe('createTokenStorage', () => {
  it('stores the token encrypted under the user-token key and reads it back', async () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStorage('harbourpark', KEY, browserCipher, storage);
    await tokens.write('secret-session-token');
    const stored = storage.getItem(userTokenKey('harbourpark'));
    expect(stored).toMatch(/^[0-9a-f]+$/);
    expect(stored).not.toContain('secret-session-token');
    expect(await tokens.read()).toBe('secret-session-token');
  });

  it('reads nothing after clear, or with another key', async () => {
    const storage = new MemoryStorage();
    await createTokenStorage('t', KEY, browserCipher, storage).write('x');
    expect(await createTokenStorage('t', 'Z'.repeat(32), browserCipher, storage).read()).toBeNull();
    const tokens = createTokenStorage('t', KEY, browserCipher, storage);
    tokens.clear();
    expect(await tokens.read()).toBeNull();
  });

  it('keeps the order of its calls: a clear or a later write is never undone by an earlier write', async () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStorage('t', KEY, browserCipher, storage);
    const login = tokens.write('first');
    tokens.clear();
    await login;
    expect(storage.getItem(userTokenKey('t'))).toBeNull();

    const older = tokens.write('older');
    const newer = tokens.write('newer');
    await Promise.all([newer, older]);
    expect(await tokens.read()).toBe('newer');
  });

  it('tells whether a token is stored without decrypting it', async () => {
    const storage = new MemoryStorage();
    expect(hasStoredUserToken('t', storage)).toBe(false);
    await createTokenStorage('t', KEY, browserCipher, storage).write('x');
    expect(hasStoredUserToken('t', storage)).toBe(true);
    expect(hasStoredUserToken('other', storage)).toBe(false);
  });

  it('treats garbage as no token', async () => {
    const storage = new MemoryStorage();
    storage.setItem(userTokenKey('t'), 'not-hex');
    expect(await createTokenStorage('t', KEY, browserCipher, storage).read()).toBeNull();
    storage.setItem(userTokenKey('t'), '00'.repeat(32));
    expect(await createTokenStorage('t', KEY, browserCipher, storage).read()).toBeNull();
  });
});
