/**
 * What the app keeps on the phone to show with no signal (docs/installable-app.md#offline-passes):
 * records per tenant and account, each of a kind ('parking-booking', 'parking-pass', and later
 * e.g. 'member-card'), with the time it was saved and the time it expires. An expired record is
 * never returned and is removed when seen; an account's records go when its session ends (logout,
 * expiry, a refused token). Kept in localStorage: a few small JSON records, read synchronously
 * when a screen draws.
 */

export interface OfflineRecord<T> {
  id: string;
  value: T;
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
  /** After this (ms since the epoch) it is gone. */
  expiresAt: number;
}

/** The records of one account of one tenant. */
export interface OfflineShelf {
  put<T>(kind: string, id: string, value: T, expiresAt: number): void;
  get<T>(kind: string, id: string): OfflineRecord<T> | null;
  /** Every live record of a kind, most recently saved first. */
  list<T>(kind: string): OfflineRecord<T>[];
  remove(kind: string, id: string): void;
}

export interface OfflineStore {
  /** The shelf of an account (the one signed in). */
  shelf(tenantId: string, accountId: string): OfflineShelf;
  /** Records which account of the tenant is signed in on this phone, so its shelf opens before the server answers. */
  setCurrentAccount(tenantId: string, accountId: string): void;
  /** The shelf of the account last signed in, or null when none is. */
  currentShelf(tenantId: string): OfflineShelf | null;
  /** Removes everything kept for the signed-in account (or `accountId`) of the tenant, and the pointer to it. */
  forgetAccount(tenantId: string, accountId?: string): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Stored = Record<string, Record<string, { value: unknown; savedAt: number; expiresAt: number }>>;

const PREFIX = 'kerbside:offline:v1';
const shelfKey = (tenantId: string, accountId: string) => `${PREFIX}:${tenantId}:account:${accountId}`;
const currentKey = (tenantId: string) => `${PREFIX}:${tenantId}:current`;

function isRecordLike(value: unknown): value is { value: unknown; savedAt: number; expiresAt: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { savedAt?: unknown }).savedAt === 'number' &&
    typeof (value as { expiresAt?: unknown }).expiresAt === 'number'
  );
}

export function createOfflineStore(storage: StorageLike, now: () => number = Date.now): OfflineStore {
  function safely<T>(run: () => T, fallback: T): T {
    try {
      return run();
    } catch {
      // Storage full, blocked (private mode) or corrupted: the app works as it would online.
      return fallback;
    }
  }

  function read(key: string): Stored {
    return safely(() => {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return parsed as Stored;
    }, {});
  }

  function write(key: string, data: Stored): void {
    const empty = Object.values(data).every((records) => Object.keys(records).length === 0);
    safely(() => (empty ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(data))), undefined);
  }

  /** The live records of a kind; drops expired ones (and writes back when any went). */
  function live(key: string, kind: string): { data: Stored; records: OfflineRecord<unknown>[] } {
    const data = read(key);
    const all = data[kind] ?? {};
    const at = now();
    const records: OfflineRecord<unknown>[] = [];
    let dropped = false;
    for (const [id, record] of Object.entries(all)) {
      if (!isRecordLike(record) || record.expiresAt <= at) {
        delete all[id];
        dropped = true;
      } else {
        records.push({ id, value: record.value, savedAt: record.savedAt, expiresAt: record.expiresAt });
      }
    }
    if (dropped) write(key, data);
    return { data, records };
  }

  function shelf(tenantId: string, accountId: string): OfflineShelf {
    const key = shelfKey(tenantId, accountId);
    return {
      put(kind, id, value, expiresAt) {
        if (expiresAt <= now()) {
          this.remove(kind, id);
          return;
        }
        const { data } = live(key, kind);
        data[kind] = { ...(data[kind] ?? {}), [id]: { value, savedAt: now(), expiresAt } };
        write(key, data);
      },
      get<T>(kind: string, id: string) {
        return (live(key, kind).records.find((record) => record.id === id) as OfflineRecord<T> | undefined) ?? null;
      },
      list<T>(kind: string) {
        return (live(key, kind).records as OfflineRecord<T>[]).sort((a, b) => b.savedAt - a.savedAt);
      },
      remove(kind, id) {
        const data = read(key);
        if (!data[kind]?.[id]) return;
        delete data[kind][id];
        write(key, data);
      },
    };
  }

  return {
    shelf,
    setCurrentAccount(tenantId, accountId) {
      const previous = safely(() => storage.getItem(currentKey(tenantId)), null);
      // Another account signing in on this phone never sees what the last one kept.
      if (previous !== null && previous !== accountId)
        safely(() => storage.removeItem(shelfKey(tenantId, previous)), undefined);
      safely(() => storage.setItem(currentKey(tenantId), accountId), undefined);
    },
    currentShelf(tenantId) {
      const accountId = safely(() => storage.getItem(currentKey(tenantId)), null);
      return accountId ? shelf(tenantId, accountId) : null;
    },
    forgetAccount(tenantId, accountId) {
      const current = safely(() => storage.getItem(currentKey(tenantId)), null);
      const target = accountId ?? current;
      if (target) safely(() => storage.removeItem(shelfKey(tenantId, target)), undefined);
      if (current !== null && current === target) safely(() => storage.removeItem(currentKey(tenantId)), undefined);
    },
  };
}

function browserStorage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

/** The app's store (localStorage of this origin). */
export const offlineStore: OfflineStore = createOfflineStore(
  typeof window === 'undefined' ? { getItem: () => null, setItem: () => {}, removeItem: () => {} } : browserStorage(),
);
