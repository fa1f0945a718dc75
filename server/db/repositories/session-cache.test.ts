/**
 * The session memory against a model of the sessions table (docs/architecture.md#session-cache):
 * whatever the order of reads, writes, clock moves and reads that finish after writes, the memory
 * never answers a session the table would not answer at that moment.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = 30 * DAY_MS;
const TOUCH_MS = 60_000;

interface Row {
  hash: string;
  sessionId: string;
  accountId: string;
  tenantId: string;
  lastUsedAt: number;
  revoked: boolean;
}

/** The table as the SQL sees it, with the repository's statements written against it. */
class Model {
  rows = new Map<string, Row>();
  now = Date.UTC(2031, 2, 3, 9);
  /** The session read (findLiveSession's WHERE). */
  live(hash: string, tenantId: string): CachedSession | null {
    const r = this.rows.get(hash);
    if (!r || r.revoked || r.tenantId !== tenantId || r.lastUsedAt <= this.now - IDLE_MS) return null;
    return { sessionId: r.sessionId, accountId: r.accountId, tenantId: r.tenantId, lastUsedAt: new Date(r.lastUsedAt) };
  }
  bySession(id: string): Row | undefined {
    return [...this.rows.values()].find((r) => r.sessionId === id);
  }
}

const HASHES = ['h0', 'h1', 'h2', 'h3', 'h4', 'h5'];
const ACCOUNTS = ['a0', 'a1', 'a2'];
const TENANTS = ['t0', 't1'];

type Command =
  | { kind: 'create'; hash: number; account: number }
  | { kind: 'read'; hash: number; tenant: number; settles: boolean }
  | { kind: 'finish'; which: number }
  | { kind: 'touch'; hash: number }
  | { kind: 'revoke'; hash: number }
  | { kind: 'revokeAccount'; account: number; keep: number | null }
  | { kind: 'sweep' }
  | { kind: 'advance'; ms: number }
  | { kind: 'age'; ms: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      hash: fc.nat(HASHES.length - 1),
      account: fc.nat(ACCOUNTS.length - 1),
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      hash: fc.nat(HASHES.length - 1),
      tenant: fc.nat(TENANTS.length - 1),
      settles: fc.boolean(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('finish' as const), which: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('touch' as const), hash: fc.nat(HASHES.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revoke' as const), hash: fc.nat(HASHES.length - 1) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('revokeAccount' as const),
      account: fc.nat(ACCOUNTS.length - 1),
      keep: fc.option(fc.nat(HASHES.length - 1)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 2 * TOUCH_MS }), fc.integer({ min: DAY_MS, max: 31 * DAY_MS })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('age' as const), ms: fc.integer({ min: 1, max: 400 }) }) },
);

/**
 * Runs the commands as the repository does; returns how many answers came from memory. A read
 * that misses takes its ticket and the table's answer at once, and stores it at once ('settles')
 * or only on a later 'finish': every write in between is a write that raced it.
 */
function run(given: readonly Command[], maxEntries: number): number {
  // Half the tokens exist from the start, so reads find live sessions early.
  const commands: Command[] = [
    ...[0, 1, 2].map((hash): Command => ({ kind: 'create', hash, account: hash })),
    ...given,
  ];
  const db = new Model();
  let monotonic = 0;
  const cache = new SessionCache({ maxEntries, maxAgeMs: 1000, monotonicNow: () => monotonic });
  const pending: { hash: string; found: CachedSession | null; ticket: number }[] = [];
  let nextSession = 1;
  let hits = 0;
  const touch = (row: Row) => {
    // authenticateToken's rule, then touchSession's UPDATE ... RETURNING.
    const staleBefore = db.now - TOUCH_MS;
    const updated = !row.revoked && row.lastUsedAt < staleBefore;
    if (updated) row.lastUsedAt = db.now;
    cache.touched(row.sessionId, updated ? new Date(row.lastUsedAt) : null);
  };
  for (const c of commands) {
    switch (c.kind) {
      case 'create': {
        const hash = HASHES[c.hash] as string;
        if (db.rows.has(hash)) break; // token hashes are unique
        const accountId = ACCOUNTS[c.account] as string;
        db.rows.set(hash, {
          hash,
          sessionId: String(nextSession++),
          accountId,
          tenantId: TENANTS[c.account % TENANTS.length] as string,
          lastUsedAt: db.now,
          revoked: false,
        });
        break;
      }
      case 'read': {
        const hash = HASHES[c.hash] as string;
        const tenantId = TENANTS[c.tenant] as string;
        const known = cache.find(hash, tenantId, new Date(db.now - IDLE_MS));
        const truth = db.live(hash, tenantId);
        if (known) {
          hits += 1;
          expect(known).toEqual(truth);
        } else if (c.settles) {
          // Nothing ran meanwhile: the read stores what it found at once.
          if (truth) cache.remember(hash, truth, cache.ticket());
        } else pending.push({ hash, found: truth, ticket: cache.ticket() });
        break;
      }
      case 'finish': {
        const [read] = pending.splice(c.which % Math.max(1, pending.length), 1);
        if (read?.found) cache.remember(read.hash, read.found, read.ticket);
        break;
      }
      case 'touch': {
        const row = db.rows.get(HASHES[c.hash] as string);
        if (row) touch(row);
        break;
      }
      case 'revoke': {
        const row = db.rows.get(HASHES[c.hash] as string);
        if (!row) break;
        row.revoked = true;
        cache.forgetSessions([row.sessionId]);
        break;
      }
      case 'revokeAccount': {
        const accountId = ACCOUNTS[c.account] as string;
        const keep = c.keep === null ? undefined : db.rows.get(HASHES[c.keep] as string)?.sessionId;
        for (const r of db.rows.values()) if (r.accountId === accountId && r.sessionId !== keep) r.revoked = true;
        cache.forgetAccount(accountId);
        break;
      }
      case 'sweep': {
        const ended = [...db.rows.values()].filter((r) => r.revoked || r.lastUsedAt < db.now - IDLE_MS);
        for (const r of ended) db.rows.delete(r.hash);
        cache.forgetSessions(ended.map((r) => r.sessionId));
        break;
      }
      case 'advance':
        db.now += c.ms;
        break;
      case 'age':
        monotonic += c.ms;
        break;
    }
    expect(cache.size).toBeLessThanOrEqual(maxEntries);
  }
  // What is still kept agrees with the table too.
  for (const hash of HASHES)
    for (const tenantId of TENANTS) {
      const known = cache.find(hash, tenantId, new Date(db.now - IDLE_MS));
      if (known) expect(known).toEqual(db.live(hash, tenantId));
    }
  return hits;
}

describe('session memory', () => {
  it('never answers a session the table would not, whatever races a read', () => {
    let hits = 0;
    fc.assert(
      fc.property(
        fc.array(command, { minLength: 10, maxLength: 100 }),
        fc.integer({ min: 1, max: 8 }),
        (commands, maxEntries) => {
          hits += run(commands, maxEntries);
        },
      ),
      // 1,000 runs: over 400, the answers from memory came to 94-145, so the check below failed about one time in ten.
      { numRuns: 1000 },
    );
    // The property is not empty: many answers did come from memory.
    expect(hits).toBeGreaterThan(100);
  });

  it('drops what a read found when a session ended while it ran', () => {
    const cache = new SessionCache({ maxEntries: 10, maxAgeMs: 60_000 });
    const found = { sessionId: '1', accountId: 'a', tenantId: 't', lastUsedAt: new Date(1000) };
    const ticket = cache.ticket();
    cache.forgetSessions(['1']); // the logout committed while the read ran
    cache.remember('h', found, ticket);
    expect(cache.find('h', 't', new Date(0))).toBeUndefined();
    cache.remember('h', found, cache.ticket());
    expect(cache.find('h', 't', new Date(0))).toEqual(found);
  });

  it('keeps at most maxEntries, the oldest going first, and none longer than maxAgeMs', () => {
    let now = 0;
    const cache = new SessionCache({ maxEntries: 2, maxAgeMs: 100, monotonicNow: () => now });
    const s = (id: string) => ({ sessionId: id, accountId: `a${id}`, tenantId: 't', lastUsedAt: new Date(1000) });
    for (const id of ['1', '2', '3']) cache.remember(`h${id}`, s(id), cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.find('h1', 't', new Date(0))).toBeUndefined();
    expect(cache.find('h3', 't', new Date(0))?.sessionId).toBe('3');
    now = 101;
    expect(cache.find('h3', 't', new Date(0))).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('answers a copy: a caller changing it changes nothing kept', () => {
    const cache = new SessionCache({ maxEntries: 10, maxAgeMs: 60_000 });
    cache.remember('h', { sessionId: '1', accountId: 'a', tenantId: 't', lastUsedAt: new Date(5000) }, cache.ticket());
    const first = cache.find('h', 't', new Date(0));
    first?.lastUsedAt.setTime(0);
    expect(cache.find('h', 't', new Date(1000))?.lastUsedAt.getTime()).toBe(5000);
  });
});
