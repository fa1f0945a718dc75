/**
 * Resolved sessions kept in memory. On a database only this process can reach (the embedded
 * PGlite) they answer the session read; on PostgreSQL they only recall whose a token is, for a call
 * that proves the session live in its own statement (docs/architecture.md#recalled-sessions). The
 * rules are in docs/architecture.md#session-cache; in short:
 *
 * - It holds only what the session read found live: a token's session, account, tenant and
 *   `last_used_at`. An unknown, revoked or idle token is never remembered, so a new session needs
 *   no invalidation and a stranger's guesses cannot fill it.
 * - Every write that can end or change a session goes through session-repository.ts, which tells
 *   the cache after the write (`forget...`, `touched`). Each of these moves the cache's generation
 *   on; a read that started before it may not store what it found (`remember` with an older ticket
 *   is dropped), so a read racing a logout cannot put the ended session back, nor one racing the
 *   idle clock's write an older `last_used_at`.
 * - Bounded: at most `maxEntries` (the oldest stored goes first) and each entry at most `maxAgeMs`
 *   old, measured on the monotonic clock; either bound only costs a read, never an answer.
 *
 * This module is pure bookkeeping (no SQL, no clock of the app): the idle rule is applied by the
 * caller with the same `idleSince` the SQL uses.
 */

export interface CachedSession {
  sessionId: string;
  accountId: string;
  tenantId: string;
  lastUsedAt: Date;
}

export interface SessionCacheLimits {
  maxEntries: number;
  maxAgeMs: number;
  /** Milliseconds of a clock that never goes back (default performance.now). */
  monotonicNow?: () => number;
}

interface Entry extends CachedSession {
  tokenHash: string;
  storedAt: number;
}

export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly bySession = new Map<string, string>();
  private readonly byAccount = new Map<string, Set<string>>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly monotonicNow: () => number;

  constructor(limits: SessionCacheLimits) {
    this.maxEntries = Math.max(1, Math.floor(limits.maxEntries));
    this.maxAgeMs = limits.maxAgeMs;
    this.monotonicNow = limits.monotonicNow ?? (() => performance.now());
  }

  get size(): number {
    return this.byHash.size;
  }

  /**
   * The live session of a token for this tenant as last read or written, when the cache holds it,
   * is young enough, belongs to the tenant and was used after `idleSince`; otherwise undefined
   * (ask the database). A copy: callers cannot change what is kept.
   */
  find(tokenHash: string, tenantId: string, idleSince: Date): CachedSession | undefined {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return undefined;
    if (this.monotonicNow() - entry.storedAt > this.maxAgeMs) {
      this.drop(entry);
      return undefined;
    }
    // Another tenant's token, or an idle one: the database decides (it answers null for both).
    if (entry.tenantId !== tenantId || entry.lastUsedAt.getTime() <= idleSince.getTime()) return undefined;
    return {
      sessionId: entry.sessionId,
      accountId: entry.accountId,
      tenantId: entry.tenantId,
      lastUsedAt: new Date(entry.lastUsedAt.getTime()),
    };
  }

  /** Taken just before a database read; hand it to `remember` with what the read found. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps what a read found live, unless something was forgotten since the read's ticket. */
  remember(tokenHash: string, session: CachedSession, ticket: number): void {
    if (ticket !== this.generation) return;
    const known = this.byHash.get(tokenHash);
    if (known) this.drop(known);
    while (this.byHash.size >= this.maxEntries) {
      const oldest = this.byHash.values().next().value;
      if (!oldest) break;
      this.drop(oldest);
    }
    const entry: Entry = {
      ...session,
      lastUsedAt: new Date(session.lastUsedAt.getTime()),
      tokenHash,
      storedAt: this.monotonicNow(),
    };
    this.byHash.set(tokenHash, entry);
    this.bySession.set(entry.sessionId, tokenHash);
    let hashes = this.byAccount.get(entry.accountId);
    if (!hashes) this.byAccount.set(entry.accountId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /**
   * After the idle clock's write: `lastUsedAt` is what the database now holds, or null when the
   * write found no live row (revoked meanwhile, or moved on by another call): then forget it.
   * Never adds an entry, so it cannot bring back one forgotten meanwhile.
   */
  touched(sessionId: string, lastUsedAt: Date | null): void {
    // A read that ran before this write found the older time: it may not store it.
    this.generation += 1;
    if (lastUsedAt === null) {
      this.forgetSessions([sessionId]);
      return;
    }
    const hash = this.bySession.get(sessionId);
    const entry = hash === undefined ? undefined : this.byHash.get(hash);
    if (entry) entry.lastUsedAt = new Date(lastUsedAt.getTime());
  }

  /** After a write that ended (or may have ended) these sessions. */
  forgetSessions(sessionIds: Iterable<string>): void {
    this.generation += 1;
    for (const id of sessionIds) {
      const hash = this.bySession.get(id);
      const entry = hash === undefined ? undefined : this.byHash.get(hash);
      if (entry) this.drop(entry);
    }
  }

  /** After a write that ended (or may have ended) sessions of this account. */
  forgetAccount(accountId: string): void {
    this.generation += 1;
    for (const hash of [...(this.byAccount.get(accountId) ?? [])]) {
      const entry = this.byHash.get(hash);
      if (entry) this.drop(entry);
    }
  }

  private drop(entry: Entry): void {
    this.byHash.delete(entry.tokenHash);
    if (this.bySession.get(entry.sessionId) === entry.tokenHash) this.bySession.delete(entry.sessionId);
    const hashes = this.byAccount.get(entry.accountId);
    if (hashes) {
      hashes.delete(entry.tokenHash);
      if (hashes.size === 0) this.byAccount.delete(entry.accountId);
    }
  }
}
