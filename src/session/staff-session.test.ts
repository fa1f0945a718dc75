import { describe, expect, it } from 'vitest';
import { staffSessionStore } from './staff-session';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('staff session store', () => {
  it('keeps the token and profile per tenant, and clears both', () => {
    const storage = memoryStorage();
    const a = staffSessionStore('a', storage);
    const b = staffSessionStore('b', storage);
    a.setToken('t');
    a.setProfile({ staffId: 'x', staffCode: 'S1', name: 'N', roles: [], admin: false, functions: [] });
    expect(a.token()).toBe('t');
    expect(a.profile()?.staffCode).toBe('S1');
    expect(b.token()).toBeNull();
    a.clear();
    expect(a.token()).toBeNull();
    expect(a.profile()).toBeNull();
  });

  it('reads a damaged profile as none', () => {
    const storage = memoryStorage();
    storage.setItem('kerbside.staff.a.profile', '{');
    expect(staffSessionStore('a', storage).profile()).toBeNull();
  });
});
