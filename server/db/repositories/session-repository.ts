/** SQL of the sessions table. Tokens are looked up by their SHA-256, never stored as they are. */
import type { Queryable } from '../database';

export interface LiveSession {
  sessionId: string;
  accountId: string;
  lastUsedAt: Date;
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

/** The session of a token when it is not revoked, was used after `idleSince`, and its account belongs to the tenant. */
export async function findLiveSession(db: Queryable, tenantId: string, tokenHash: string, idleSince: Date): Promise<LiveSession | null> {
  const rows = await db.query<LiveSession>(
    `SELECT s.id::text AS "sessionId", s.account_id AS "accountId", s.last_used_at AS "lastUsedAt"
     FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND a.tenant_id = $2 AND s.revoked_at IS NULL AND s.last_used_at > $3`,
    [tokenHash, tenantId, idleSince],
  );
  return rows[0] ?? null;
}

/** Moves the idle clock of a session on, at most once per `staleBefore` period. */
export async function touchSession(db: Queryable, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL AND last_used_at < $3', [sessionId, now, staleBefore]);
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [sessionId, now]);
}

/** Revokes every live session of the account except `keepSessionId` (all of them when it is null); returns how many. */
export async function revokeAccountSessions(db: Queryable, accountId: string, keepSessionId: string | null, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2
     WHERE account_id = $1 AND revoked_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)
     RETURNING id::text AS id`,
    [accountId, now, keepSessionId],
  );
  return rows.length;
}

/** Deletes sessions revoked before `revokedBefore` or unused since `idleBefore`; returns how many. */
export async function deleteEndedSessions(db: Queryable, revokedBefore: Date, idleBefore: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM sessions WHERE revoked_at < $1 OR last_used_at < $2 RETURNING id::text AS id',
    [revokedBefore, idleBefore],
  );
  return rows.length;
}
