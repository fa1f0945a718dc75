/**
 * SQL of the sessions table. Tokens are looked up by their SHA-256, never stored as they are.
 * Live sessions found are also kept in memory, and every write below tells that memory after it
 * ran (docs/architecture.md#session-cache): so every statement that writes `sessions` must live in
 * this file (tests/server/session-cache.test.ts fails when one appears elsewhere). On a database
 * only this process reaches (PGlite) the memory answers the session read; on PostgreSQL it only
 * recalls whose a token is, for a call whose own statement proves the session still live
 * (`recallSession`, docs/architecture.md#recalled-sessions).
 */
import type { MemoryScope, Queryable } from '../database';
import { batchedRead, keyList, rowsInPlace } from '../read-batch';
import { SessionCache } from './session-cache';

export interface LiveSession {
  sessionId: string;
  accountId: string;
  lastUsedAt: Date;
}

/** Bounds of the memory (docs/architecture.md#session-cache): a few MB at most; an entry is read again after 5 minutes. */
export const SESSION_CACHE_LIMITS = { maxEntries: 20_000, maxAgeMs: 5 * 60_000 };

const caches = new WeakMap<MemoryScope, SessionCache>();

/** The memory of the database `db` belongs to; none for a stand-in without a scope. */
function memoryOf(db: Queryable): SessionCache | undefined {
  const scope = db.memoryScope;
  if (!scope) return undefined;
  let cache = caches.get(scope);
  if (!cache) caches.set(scope, (cache = new SessionCache(SESSION_CACHE_LIMITS)));
  return cache;
}

/** The memory when it may answer the session read: only where no other process writes sessions. */
function answeringMemoryOf(db: Queryable): SessionCache | undefined {
  return db.memoryScope?.soleProcess === true ? memoryOf(db) : undefined;
}

/** Entries the memory of `db` holds (tests and diagnostics); 0 without one. */
export function cachedSessionCount(db: Queryable): number {
  return memoryOf(db)?.size ?? 0;
}

export async function insertSession(db: Queryable, accountId: string, tokenHash: string, now: Date): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO sessions (account_id, token_hash, created_at, last_used_at) VALUES ($1, $2, $3, $3) RETURNING id::text AS id',
    [accountId, tokenHash, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('session insert returned no row');
  return id;
}

interface SessionAsked {
  tokenHash: string;
  tenantId: string;
  idleSince: Date;
}

/**
 * The sessions of many requests in one statement (docs/architecture.md#read-batches): each
 * request's token is one row of the key list; the lateral LIMIT 1 is one probe of
 * the token's unique index per request.
 */
const liveSessions = batchedRead(async (db, asked: readonly SessionAsked[]): Promise<(LiveSession | null)[]> => {
  const rows = await db.query<LiveSession & { i: number }>(
    `SELECT k.i, s.id::text AS "sessionId", s.account_id AS "accountId", s.last_used_at AS "lastUsedAt"
     FROM json_to_recordset($1::json) AS k(i int, token_hash text, tenant_id text, idle_since timestamptz)
     CROSS JOIN LATERAL (
       SELECT s.id, s.account_id, s.last_used_at FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = k.token_hash AND a.tenant_id = k.tenant_id AND s.revoked_at IS NULL AND s.last_used_at > k.idle_since
       LIMIT 1
     ) s`,
    [keyList(asked.map((a) => ({ token_hash: a.tokenHash, tenant_id: a.tenantId, idle_since: a.idleSince })))],
  );
  return rowsInPlace(asked.length, rows);
});

/** The session of a token when it is not revoked, was used after `idleSince`, and its account belongs to the tenant. */
export async function findLiveSession(
  db: Queryable,
  tenantId: string,
  tokenHash: string,
  idleSince: Date,
): Promise<LiveSession | null> {
  // A transaction's read may be rolled back (a session it inserted): it neither uses nor fills the memory.
  const memory = db.inTransaction ? undefined : memoryOf(db);
  const known = db.inTransaction ? undefined : answeringMemoryOf(db)?.find(tokenHash, tenantId, idleSince);
  if (known) return { sessionId: known.sessionId, accountId: known.accountId, lastUsedAt: known.lastUsedAt };
  // Taken before the read: a session ended while the read runs is then not stored.
  const ticket = memory?.ticket();
  const live = await liveSessions(db, { tokenHash, tenantId, idleSince });
  if (live && memory && ticket !== undefined) memory.remember(tokenHash, { ...live, tenantId }, ticket);
  return live;
}

/**
 * The session this token named for this tenant when this process last found it live, without a
 * read; undefined when the memory does not hold it (or holds it as idle since `idleSince`). On
 * PGlite that is the answer `findLiveSession` gives. On PostgreSQL another process may have ended
 * the session since: the caller must prove it live in the statement that writes for it, and read it
 * before anything else (docs/architecture.md#recalled-sessions). Whose session it is cannot have
 * changed: a session's id, account and token never change, nor an account's tenant.
 */
export function recallSession(
  db: Queryable,
  tenantId: string,
  tokenHash: string,
  idleSince: Date,
): LiveSession | undefined {
  const known = db.inTransaction ? undefined : memoryOf(db)?.find(tokenHash, tenantId, idleSince);
  return known && { sessionId: known.sessionId, accountId: known.accountId, lastUsedAt: known.lastUsedAt };
}

/**
 * The writes below tell the memory after the statement, whether it succeeded or not (on PostgreSQL
 * that only keeps the memory fresher: another process's writes do not tell it). Inside a
 * transaction PGlite runs no other statement until it ends, so a read that misses the memory
 * meanwhile waits for the commit (or rollback) and finds the outcome; one that read before is
 * refused storage by its ticket.
 */
async function thenForget<T>(
  db: Queryable,
  write: Promise<T>,
  forget: (cache: SessionCache, result: T | undefined) => void,
): Promise<T> {
  let result: T | undefined;
  try {
    result = await write;
    return result;
  } finally {
    // Looked up after the write: a database still opening (main.ts) shows its memory only once open.
    const cache = memoryOf(db);
    if (cache) forget(cache, result);
  }
}

/** Moves the idle clock of a session on, at most once per `staleBefore` period. */
export async function touchSession(db: Queryable, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
  await thenForget(
    db,
    db.query<{ lastUsedAt: Date }>(
      'UPDATE sessions SET last_used_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL AND last_used_at < $3 RETURNING last_used_at AS "lastUsedAt"',
      [sessionId, now, staleBefore],
    ),
    // No row: revoked, or moved on by another call meanwhile; the next read asks the database.
    (cache, rows) => cache.touched(sessionId, rows?.[0]?.lastUsedAt ?? null),
  );
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await thenForget(
    db,
    db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [sessionId, now]),
    (cache) => cache.forgetSessions([sessionId]),
  );
}

/** Revokes every live session of the account except `keepSessionId` (all of them when it is null); returns how many. */
export async function revokeAccountSessions(
  db: Queryable,
  accountId: string,
  keepSessionId: string | null,
  now: Date,
): Promise<number> {
  const rows = await thenForget(
    db,
    db.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = $2
       WHERE account_id = $1 AND revoked_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)
       RETURNING id::text AS id`,
      [accountId, now, keepSessionId],
    ),
    // The whole account, kept session included: cheaper to read that one again than to be clever.
    (cache) => cache.forgetAccount(accountId),
  );
  return rows.length;
}

/** Deletes sessions revoked before `revokedBefore` or unused since `idleBefore`; returns how many. */
export async function deleteEndedSessions(db: Queryable, revokedBefore: Date, idleBefore: Date): Promise<number> {
  const rows = await thenForget(
    db,
    db.query<{ id: string }>(
      'DELETE FROM sessions WHERE revoked_at < $1 OR last_used_at < $2 RETURNING id::text AS id',
      [revokedBefore, idleBefore],
    ),
    (cache, deleted) => cache.forgetSessions(deleted?.map((r) => r.id) ?? []),
  );
  return rows.length;
}
