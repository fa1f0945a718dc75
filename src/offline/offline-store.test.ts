import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOfflineStore } from './offline-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('offline store', () => {
  it('keeps a record until it expires, then drops it from storage', () => {
    const storage = memoryStorage();
    let now = 1_000;
    const store = createOfflineStore(storage, () => now);
    const shelf = store.shelf('harbourpark', 'acct-1');
    shelf.put('parking-pass', 'P1', 'payload-1', 5_000);
    expect(shelf.get('parking-pass', 'P1')).toEqual({ id: 'P1', value: 'payload-1', savedAt: 1_000, expiresAt: 5_000 });
    now = 4_999;
    expect(shelf.list('parking-pass')).toHaveLength(1);
    now = 5_000;
    expect(shelf.get('parking-pass', 'P1')).toBeNull();
    expect(shelf.list('parking-pass')).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('never saves what has already expired, and removes the old copy', () => {
    let now = 10_000;
    const store = createOfflineStore(memoryStorage(), () => now);
    const shelf = store.shelf('t', 'a');
    shelf.put('parking-booking', 'B1', { n: 1 }, 20_000);
    now = 15_000;
    shelf.put('parking-booking', 'B1', { n: 2 }, 14_000);
    expect(shelf.get('parking-booking', 'B1')).toBeNull();
  });

  it('keeps accounts and tenants apart', () => {
    const storage = memoryStorage();
    const store = createOfflineStore(storage, () => 0);
    store.shelf('harbourpark', 'alice').put('parking-pass', 'P', 'alice-pass', 10);
    store.shelf('harbourpark', 'bob').put('parking-pass', 'P', 'bob-pass', 10);
    store.shelf('lotus', 'alice').put('parking-pass', 'P', 'lotus-pass', 10);
    expect(store.shelf('harbourpark', 'alice').get('parking-pass', 'P')?.value).toBe('alice-pass');
    expect(store.shelf('harbourpark', 'bob').get('parking-pass', 'P')?.value).toBe('bob-pass');
    expect(store.shelf('lotus', 'alice').get('parking-pass', 'P')?.value).toBe('lotus-pass');
    expect(store.shelf('lotus', 'bob').list('parking-pass')).toEqual([]);
  });

  it("opens the signed-in account's shelf, and forgets it (and only it) when the session ends", () => {
    const storage = memoryStorage();
    const store = createOfflineStore(storage, () => 0);
    expect(store.currentShelf('harbourpark')).toBeNull();
    store.setCurrentAccount('harbourpark', 'alice');
    store.currentShelf('harbourpark')?.put('parking-booking', 'B1', { id: 'B1' }, 100);
    store.setCurrentAccount('lotus', 'alice');
    store.currentShelf('lotus')?.put('parking-booking', 'L1', { id: 'L1' }, 100);
    store.forgetAccount('harbourpark');
    expect(store.currentShelf('harbourpark')).toBeNull();
    expect(store.shelf('harbourpark', 'alice').list('parking-booking')).toEqual([]);
    expect(
      store
        .currentShelf('lotus')
        ?.list('parking-booking')
        .map((r) => r.id),
    ).toEqual(['L1']);
  });

  it('drops what the last account kept when another signs in on the same phone', () => {
    const store = createOfflineStore(memoryStorage(), () => 0);
    store.setCurrentAccount('harbourpark', 'alice');
    store.currentShelf('harbourpark')?.put('parking-pass', 'P', 'alice-pass', 100);
    store.setCurrentAccount('harbourpark', 'bob');
    expect(store.currentShelf('harbourpark')?.list('parking-pass')).toEqual([]);
    expect(store.shelf('harbourpark', 'alice').list('parking-pass')).toEqual([]);
  });

  it('lists the most recently saved first, and survives corrupted or unavailable storage', () => {
    let now = 0;
    const storage = memoryStorage();
    const store = createOfflineStore(storage, () => now);
    const shelf = store.shelf('t', 'a');
    shelf.put('k', 'first', 1, 100);
    now = 1;
    shelf.put('k', 'second', 2, 100);
    expect(shelf.list('k').map((r) => r.id)).toEqual(['second', 'first']);
    storage.items.set('kerbside:offline:v1:t:account:a', '{not json');
    expect(shelf.list('k')).toEqual([]);
    const broken = createOfflineStore({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    });
    expect(() => broken.shelf('t', 'a').put('k', 'x', 1, Number.MAX_SAFE_INTEGER)).not.toThrow();
    expect(broken.currentShelf('t')).toBeNull();
  });

  it('returns exactly the records that have not expired, whatever the times (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.uuid(), expiresAt: fc.integer({ min: 1, max: 1000 }) }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 1000 }),
        (records, later) => {
          let now = 0;
          const store = createOfflineStore(memoryStorage(), () => now);
          const shelf = store.shelf('t', 'a');
          const expected = new Map<string, number>();
          for (const r of records) {
            shelf.put('k', r.id, r.id, r.expiresAt);
            expected.set(r.id, r.expiresAt);
          }
          now = later;
          const live = [...expected]
            .filter(([, expiresAt]) => expiresAt > later)
            .map(([id]) => id)
            .sort();
          expect(
            shelf
              .list('k')
              .map((r) => r.id)
              .sort(),
          ).toEqual(live);
        },
      ),
    );
  });
});
