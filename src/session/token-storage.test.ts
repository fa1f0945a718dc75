import { describe, expect, it } from 'vitest';
import { nodeCipher } from '../protocol/cipher-node';
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
  it('stores the token encrypted under the user-token key and reads it back', () => {
    const storage = new MemoryStorage();
    const tokens = createTokenStorage('harbourpark', KEY, nodeCipher, storage);
    tokens.write('secret-session-token');
    const stored = storage.getItem(userTokenKey('harbourpark'));
    expect(stored).toMatch(/^[0-9a-f]+$/);
    expect(stored).not.toContain('secret-session-token');
    expect(tokens.read()).toBe('secret-session-token');
  });

  it('reads nothing after clear, or with another key', () => {
    const storage = new MemoryStorage();
    createTokenStorage('t', KEY, nodeCipher, storage).write('x');
    expect(createTokenStorage('t', 'Z'.repeat(32), nodeCipher, storage).read()).toBeNull();
    const tokens = createTokenStorage('t', KEY, nodeCipher, storage);
    tokens.clear();
    expect(tokens.read()).toBeNull();
  });

  it('tells whether a token is stored without decrypting it', () => {
    const storage = new MemoryStorage();
    expect(hasStoredUserToken('t', storage)).toBe(false);
    createTokenStorage('t', KEY, nodeCipher, storage).write('x');
    expect(hasStoredUserToken('t', storage)).toBe(true);
    expect(hasStoredUserToken('other', storage)).toBe(false);
  });

  it('treats garbage as no token', () => {
    const storage = new MemoryStorage();
    storage.setItem(userTokenKey('t'), 'not-hex');
    expect(createTokenStorage('t', KEY, nodeCipher, storage).read()).toBeNull();
  });
});
